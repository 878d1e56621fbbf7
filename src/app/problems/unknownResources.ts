// A rule naming a resource the REST mapping does not serve (`pod` for `pods`): the API server
// accepts the rule and it silently matches nothing. The engine lists them (unknownRuleResources)
// with the names the rule's groups serve; the fix writes the nearest one.

import { nearest } from './nearest.ts';
import { replaceScalar } from './edits.ts';
import type { Finding, ProblemProvider } from './providers.ts';
import { stringAt } from './yamlNodes.ts';

const groupsText = (groups: readonly string[]): string =>
  groups.length === 1 && groups[0] === ''
    ? 'the core API group'
    : `apiGroups [${groups.map((g) => JSON.stringify(g)).join(', ')}]`;

/** Finds the rule resources no group of their rule serves, each with the name it likely meant. */
export const unknownResources: ProblemProvider = {
  group: 'problems',
  name: 'unknown-resources',
  find: ({ scenario, doc }) => {
    const facts = scenario?.facts;
    if (facts === undefined || doc === undefined) return [];
    return facts.unknownRuleResources.flatMap((u): Finding[] => {
      // Fixed since the engine read it.
      if (stringAt(doc, u.pointer) !== u.resource) return [];
      const meant = nearest(u.resource, u.known);
      const edit = meant === undefined ? undefined : replaceScalar(doc, u.pointer, meant);
      const hint = meant === undefined ? '' : `; did you mean "${meant}"?`;
      return [
        {
          id: `resource:${u.pointer}`,
          severity: 'warning',
          message: `no resource "${u.resource}" in ${groupsText(u.apiGroups)}, so the rule never matches it${hint}`,
          place: { pointer: u.pointer },
          ...(edit && meant !== undefined && { quickFix: { label: `Use ${meant}`, edit } }),
        },
      ];
    });
  },
};

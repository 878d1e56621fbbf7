// A `webhooks:` entry whose key answers no webhook of the configurations (a typo, or a name from
// another cluster): the webhook it was meant for gets the default answer instead. The engine lists
// the keys (unansweredWebhookKeys); the fix renames the key to the nearest one that answers.

import { nearest } from './nearest.ts';
import { renameKey } from './edits.ts';
import type { Finding, ProblemProvider } from './providers.ts';
import type { WebhookName } from './scenarioFacts.ts';
import { nodeAt } from './yamlNodes.ts';

const escape = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

// A key names a webhook in one of three forms (docs/format-additions.md): compare like with like.
function candidates(key: string, webhooks: readonly WebhookName[]): string[] {
  const slashes = key.split('/').length - 1;
  return webhooks.map((w) =>
    slashes === 0
      ? w.name
      : slashes === 1
        ? `${w.configuration}/${w.name}`
        : `${w.kind}/${w.configuration}/${w.name}`,
  );
}

/** Finds the webhook answers that answer no webhook, each with the key it likely meant. */
export const unansweredAnswers: ProblemProvider = {
  group: 'problems',
  name: 'unanswered-answers',
  find: ({ scenario, doc }) => {
    const facts = scenario?.facts;
    if (facts === undefined || doc === undefined) return [];
    return facts.unansweredWebhookKeys.flatMap((key): Finding[] => {
      const pointer = `/webhooks/${escape(key)}`;
      // Renamed or removed since the engine read it.
      if (nodeAt(doc, pointer) === undefined) return [];
      const meant = nearest(key, candidates(key, facts.webhooks));
      const edit = meant === undefined ? undefined : renameKey(doc, pointer, meant);
      const hint = meant === undefined ? '' : `; did you mean "${meant}"?`;
      return [
        {
          id: `unanswered:${key}`,
          severity: 'warning',
          message: `the webhook answer "${key}" answers no webhook of the configurations${hint}`,
          place: { pointer, key: true },
          ...(edit && meant !== undefined && { quickFix: { label: `Rename to ${meant}`, edit } }),
        },
      ];
    });
  },
};

// Asks every provider and gathers their findings by group, in the strip's order.

import type { Document } from 'yaml';
import type { Evaluation, ScenarioSummary } from '../evaluation/evaluation.ts';
import { parseYaml } from '../store/sections/yamlDocument.ts';
import {
  problemGroups,
  type Finding,
  type ProblemContext,
  type ProblemGroupId,
  type ProblemProvider,
} from './providers.ts';
import { problemProviders } from './registry.ts';

/** One group of the strip with its findings (possibly none). */
export interface FindingGroup {
  id: ProblemGroupId;
  label: string;
  findings: readonly Finding[];
}

/** The scenario text parsed for providers; undefined when it is not YAML. */
export function contextDoc(source: string): Document.Parsed | undefined {
  const { doc, problems } = parseYaml(source);
  return problems.length > 0 ? undefined : (doc as Document.Parsed);
}

/** Builds the context providers read. */
export const problemContext = (
  source: string,
  evaluation: Evaluation,
  scenario: ScenarioSummary | undefined,
): ProblemContext => ({ source, doc: contextDoc(source), evaluation, scenario });

/** Runs the providers over one context; a provider that throws is a bug shown as a finding, not a crash. */
export function findingGroups(
  context: ProblemContext,
  providers: readonly ProblemProvider[] = problemProviders,
): FindingGroup[] {
  return problemGroups.map(({ id, label }) => ({
    id,
    label,
    findings: providers
      .filter((p) => p.group === id)
      .flatMap((p): readonly Finding[] => {
        try {
          return p.find(context);
        } catch (e) {
          const message = `the ${p.name} check failed: ${e instanceof Error ? e.message : String(e)}`;
          return [{ id: `${p.name}:bug`, severity: 'error', message }];
        }
      }),
  }));
}

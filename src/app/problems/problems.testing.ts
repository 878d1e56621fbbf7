// Builds a provider's context from a scenario text the way the page does: evaluated by the
// engine (inline, as the worker would), parsed for ranges.

import { evaluateSource } from '../evaluation/evaluateSource.ts';
import { applyEdit } from './edits.ts';
import { problemContext } from './findings.ts';
import type { Finding, ProblemContext, ProblemProvider } from './providers.ts';

/** The context the strip would give providers for this text. */
export function contextOf(source: string): ProblemContext {
  const answer = evaluateSource(source);
  return problemContext(source, answer.evaluation, answer.scenario);
}

/** The text after a finding's quick fix; throws when it has none. */
export function fixed(source: string, finding: Finding | undefined): string {
  if (finding?.quickFix === undefined) throw new Error('no quick fix');
  return applyEdit(source, finding.quickFix.edit);
}

/** Runs one provider over a text. */
export const findIn = (provider: ProblemProvider, source: string): readonly Finding[] =>
  provider.find(contextOf(source));

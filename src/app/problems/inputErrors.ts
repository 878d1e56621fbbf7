// The Errors group: why the scenario cannot run (YAML errors, engine errors), as the engine and
// the section editors report them (store/problems.ts). Nothing to fix with one click here.

import type { Problem } from '../store/problems.ts';
import type { Finding, FindingPlace, ProblemProvider } from './providers.ts';

function placeOf(p: Problem): FindingPlace | undefined {
  if (p.line !== undefined) {
    const column = p.column ?? 1;
    return {
      target: p.target,
      line: p.line,
      column,
      endLine: p.endLine ?? p.line,
      endColumn: p.endColumn ?? column + 1,
    };
  }
  return p.pointer === undefined ? undefined : { pointer: p.pointer };
}

/** Lists the problems that keep the scenario from running. */
export function inputErrorFindings(problems: readonly Problem[]): Finding[] {
  return problems.map((p, i) => {
    const place = placeOf(p);
    return {
      id: `error:${String(i)}`,
      // A run paused for a link's scripts is not an error in the text.
      severity: p.paused ? 'info' : 'error',
      message: p.message,
      ...(place && { place }),
    };
  });
}

/** The Errors group's provider: the invalid evaluation's problems. */
export const inputErrors: ProblemProvider = {
  group: 'errors',
  name: 'input-errors',
  find: ({ evaluation }) =>
    evaluation.kind === 'invalid' ? inputErrorFindings(evaluation.problems) : [],
};

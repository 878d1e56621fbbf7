// What the result panel (and the embed view) says when it has no current result: why there is
// none, and, while the last good result stays on screen, why it is stale. A run paused at a
// script webhook (a link's scripts, not allowed yet: share/scriptConsent.ts) is not a scenario
// that does not parse: it runs once the banner's "Allow scripts" is pressed.

import type { Evaluation } from '../evaluation/evaluation.ts';

/** Why the current text has no result. */
export type NoResultCause = 'waiting' | 'stopped' | 'paused' | 'invalid';

/** Why the evaluation has no result (a bug, too, reads as 'invalid': its alert says more). */
export function noResultCause(evaluation: Evaluation): NoResultCause {
  switch (evaluation.kind) {
    case 'pending':
      return 'waiting';
    case 'stopped':
      return 'stopped';
    case 'invalid':
      return evaluation.problems.some((p) => p.paused) ? 'paused' : 'invalid';
    default:
      return 'invalid';
  }
}

/** The words for scripts that wait for the person: where to let them run. */
export const PAUSED_SCRIPTS =
  'the scenario’s webhook scripts are paused until you allow them (“Allow scripts” in the banner above)';

/** The note in place of a result. */
export function noResultNote(cause: NoResultCause): string {
  switch (cause) {
    case 'waiting':
      return 'Evaluating the scenario…';
    case 'stopped':
      return 'No result yet: the evaluation was stopped.';
    case 'paused':
      return `No result yet: ${PAUSED_SCRIPTS}.`;
    case 'invalid':
      return 'No result yet: the scenario does not parse.';
  }
}

/** The note above the last good result, kept while the current text has none. */
export function staleNote(cause: NoResultCause): string {
  switch (cause) {
    case 'stopped':
      return 'Stale: the evaluation was stopped, so this is the last good result.';
    case 'paused':
      return 'Stale: the scenario’s webhook scripts are paused until you allow them, so this is the last good result.';
    default:
      return 'Stale: the scenario does not parse, so this is the last good result.';
  }
}

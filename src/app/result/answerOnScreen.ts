// "The answer is on screen": the moment kubectl's line has been committed and painted. Every lazy
// chunk that is not needed for that line (Monaco, the inspector, the Markdown renderer, the
// service worker's precache) waits for it, so none of them competes with the first verdict for
// the network or the main thread (issue 22). The map marks it; a page whose map never draws (a
// chunk that failed, a view without the map) is let through after a grace period instead.

import { useEffect, useState } from 'react';

let shown = false;
const waiting = new Set<() => void>();

/** Whether the first answer has been painted (or the grace period has passed). */
export function answerOnScreen(): boolean {
  return shown;
}

function release(): void {
  if (shown) return;
  shown = true;
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

/** Called after the commit that drew the first answer: releases the waiters once it is painted. */
export function markAnswerOnScreen(): void {
  if (shown) return;
  // A frame, then a task: the frame's paint has happened by the time the task runs.
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => setTimeout(release, 0));
  else setTimeout(release, 0);
}

/** Runs `run` once the answer is on screen (at once if it is); returns a cancel function. */
export function whenAnswerOnScreen(run: () => void): () => void {
  if (shown) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/** The grace period: a page that has an answer but never draws the map still loads the rest. */
export const GRACE_MS = 4000;

/** Lets the waiters through `GRACE_MS` after an answer arrived, if the map has not marked it by then. */
export function graceAfterAnswer(): () => void {
  if (shown) return () => {};
  const id = setTimeout(release, GRACE_MS);
  return () => clearTimeout(id);
}

/** False until the first answer is on screen, then true. */
export function useAnswerOnScreen(): boolean {
  const [on, setOn] = useState(shown);
  useEffect(() => (on ? undefined : whenAnswerOnScreen(() => setOn(true))), [on]);
  return on;
}

/** For tests: back to a page that has drawn nothing. */
export function resetAnswerOnScreen(): void {
  shown = false;
  waiting.clear();
}

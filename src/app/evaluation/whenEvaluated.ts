// Waits for the engine's answer for the current text: an action that reads the result (the bug
// report, the export's file name) right after an edit or on load must not read the last text's.

import type { StoreApi } from 'zustand/vanilla';
import type { PlaygroundState } from '../store/index.ts';
import { READ_CAP_MS, RUN_CAP_MS } from './engineClient.ts';

/** Resolves with the store's state once it holds the answer for its text (at most after both caps). */
export function whenEvaluated(
  store: StoreApi<PlaygroundState>,
  maxMs = READ_CAP_MS + RUN_CAP_MS,
): Promise<PlaygroundState> {
  const answered = (s: PlaygroundState) => s.evaluated?.source === s.source;
  if (answered(store.getState())) return Promise.resolve(store.getState());
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(store.getState());
    };
    // Every text gets an answer (the client stops a run past its cap); the wait is capped anyway.
    const timer = setTimeout(done, maxMs);
    const unsubscribe = store.subscribe((s) => {
      if (answered(s)) done();
    });
  });
}

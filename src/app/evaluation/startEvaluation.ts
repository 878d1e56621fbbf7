// Follows the store's scenario text into the engine: every new text is evaluated, once.

import type { StoreApi } from 'zustand/vanilla';
import type { PlaygroundState } from '../store/index.ts';

/** Asks `evaluate` for the store's text now and whenever it changes; returns the unsubscribe. */
export function startEvaluation(store: StoreApi<PlaygroundState>, evaluate: (source: string) => void): () => void {
  let last: string | undefined;
  const follow = ({ source }: PlaygroundState) => {
    if (source === last) return;
    last = source;
    evaluate(source);
  };
  follow(store.getState());
  return store.subscribe(follow);
}

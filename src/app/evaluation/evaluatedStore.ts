// A store whose scenario is evaluated on this thread, synchronously, as the text changes: for
// tests, which read results right after setting a text.

import {
  createPlaygroundStore,
  type PlaygroundState,
  type StoreDependencies,
} from '../store/index.ts';
import { evaluateSource } from './evaluateSource.ts';
import { startEvaluation } from './startEvaluation.ts';

/** Creates a store (as createPlaygroundStore) that evaluates every text inline. */
export function createEvaluatedStore(seed?: Partial<PlaygroundState>, deps?: StoreDependencies) {
  const store = createPlaygroundStore(seed, deps);
  startEvaluation(store, (source) =>
    store.getState().showEvaluation({ source, ...evaluateSource(source) }),
  );
  return store;
}

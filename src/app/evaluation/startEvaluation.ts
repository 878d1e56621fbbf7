// Follows the store's scenario text into the engine: every new text is evaluated, once, and again
// when its scripts become allowed (a link's scripts, once the person allows them).

import type { StoreApi } from 'zustand/vanilla';
import { consentGate } from '../share/scriptConsent.ts';
import type { PlaygroundState } from '../store/index.ts';

/** Whether a text's script webhooks may run, and a way to hear when that may have changed. */
export interface ScriptGate {
  allows: (source: string) => boolean;
  subscribe: (listener: () => void) => () => void;
}

/** Asks `evaluate` for the store's text now and whenever it or its scripts' allowance changes; returns the unsubscribe. */
export function startEvaluation(
  store: StoreApi<PlaygroundState>,
  evaluate: (source: string, allowScripts: boolean) => void,
  gate: ScriptGate = consentGate,
): () => void {
  let last: { source: string; allowScripts: boolean } | undefined;
  const follow = () => {
    const { source } = store.getState();
    const allowScripts = gate.allows(source);
    if (source === last?.source && allowScripts === last.allowScripts) return;
    last = { source, allowScripts };
    evaluate(source, allowScripts);
  };
  follow();
  const unsubscribeStore = store.subscribe(follow);
  const unsubscribeGate = gate.subscribe(follow);
  return () => {
    unsubscribeStore();
    unsubscribeGate();
  };
}

// Monaco is a few megabytes: it starts loading only once the first answer is on screen —
// kubectl's line committed and painted, not merely computed (answerOnScreen.ts) — or the person
// has done something first, and the browser has then gone idle, so neither the first paint nor
// the first verdict ever competes with it for the network or the main thread.

import { startTransition, useEffect, useState } from 'react';
import { graceAfterAnswer, useAnswerOnScreen } from '../result/answerOnScreen.ts';
import { usePlayground } from '../store/index.ts';

// Once idle, always idle: an editor mounted later (another input tab) goes straight to Monaco,
// whose lazy chunk has loaded by then, instead of flashing the textarea first.
let wentIdle = false;

// A key press or a click before the first answer: the person wants to edit now, so the editor
// need not wait for the verdict.
let interacted = false;
const interactions = ['keydown', 'pointerdown'] as const;

/** Resolves `onFirst` at the page's first key press or click (at once if there has been one). */
function whenInteracted(onFirst: () => void): () => void {
  if (interacted || typeof window === 'undefined') {
    if (interacted) onFirst();
    return () => {};
  }
  const handler = () => {
    interacted = true;
    stop();
    onFirst();
  };
  const stop = () => {
    for (const type of interactions) window.removeEventListener(type, handler, true);
  };
  for (const type of interactions) window.addEventListener(type, handler, true);
  return stop;
}

/** Returns false until the first answer is on screen (or an interaction) and then the browser's first idle, then true (flipped in a transition). */
export function useIdleFlag(): boolean {
  const [idle, setIdle] = useState(wentIdle);
  const computed = usePlayground((s) => s.evaluated !== undefined);
  const answered = useAnswerOnScreen();
  const [touched, setTouched] = useState(interacted);
  // A view that never draws the map still gets Monaco, a while after its answer came.
  useEffect(() => (computed && !answered ? graceAfterAnswer() : undefined), [computed, answered]);
  useEffect(() => {
    if (idle || answered || touched) return;
    return whenInteracted(() => setTouched(true));
  }, [idle, answered, touched]);
  useEffect(() => {
    if (idle || !(answered || touched)) return;
    // A transition keeps the plain fallback on screen (and usable) while the lazy chunk loads.
    const go = () => {
      wentIdle = true;
      startTransition(() => setIdle(true));
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(go, { timeout: 1500 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(go, 100);
    return () => clearTimeout(id);
  }, [idle, answered, touched]);
  return idle;
}

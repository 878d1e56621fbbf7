// Monaco is a few megabytes: it starts loading only once the page has painted and gone idle, so
// the first paint never waits for it.

import { startTransition, useEffect, useState } from 'react';

// Once idle, always idle: an editor mounted later (another input tab) goes straight to Monaco,
// whose lazy chunk has loaded by then, instead of flashing the textarea first.
let wentIdle = false;

/** Returns false until the browser has first been idle, then true (flipped in a transition). */
export function useIdleFlag(): boolean {
  const [idle, setIdle] = useState(wentIdle);
  useEffect(() => {
    if (idle) return;
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
  }, [idle]);
  return idle;
}

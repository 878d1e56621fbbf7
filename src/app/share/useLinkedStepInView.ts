// A link opened at a step shows that step: once its node is on the map (a chunk that loads after
// the first result), it is scrolled into view and focused, so a reader lands where the sender
// pointed and the keyboard continues from there (design/workbench.md "Sharing").

import { useEffect } from 'react';

// About ten seconds of frames: the map chunk and the first result arrive well within it.
const MAX_FRAMES = 600;

/** Brings the map node of `step` into view and focuses it, once per step; nothing when undefined. */
export function useLinkedStepInView(step: number | undefined): void {
  useEffect(() => {
    if (step === undefined) return;
    let frame = 0;
    let frames = 0;
    const look = () => {
      const node = document.querySelector<HTMLElement>(`#pipeline-map [data-step="${step}"]`);
      if (node) {
        node.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        node.focus({ preventScroll: true });
        return;
      }
      frames += 1;
      if (frames < MAX_FRAMES) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [step]);
}

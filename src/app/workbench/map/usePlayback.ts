// Playing the map (Space): a timer that selects the next step in call order until the end.

import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PLAY_STEP_MS, playNext, playStart } from './playback.ts';

/** Whether the map is playing, and the controls: play or pause, and stop. */
export interface Playback {
  playing: boolean;
  toggle: () => void;
  stop: () => void;
}

/**
 * Plays the steps in `order` from `current`: each tick selects the next one (and moves the focus
 * with it when the focus is on the map's nodes). Stops at the end.
 */
export function usePlayback(
  order: readonly number[],
  current: number,
  select: (position: number) => void,
  focusStep: (position: number) => void,
): Playback {
  const [playing, setPlaying] = useState(false);
  // The latest values for the timer, which outlives a render.
  const latest = useRef({ order, current, select, focusStep });
  useEffect(() => {
    latest.current = { order, current, select, focusStep };
  });
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => {
      const { order: o, current: c, select: s, focusStep: f } = latest.current;
      const next = playNext(o, c);
      if (next === undefined) {
        setPlaying(false);
        return;
      }
      // Drawn at once, so the focus can move to the node just selected.
      flushSync(() => s(next));
      f(next);
    }, PLAY_STEP_MS);
    return () => clearInterval(id);
  }, [playing]);
  const toggle = () => {
    if (playing) return setPlaying(false);
    const start = playStart(order, current);
    if (start === undefined) return;
    if (start !== current) {
      flushSync(() => select(start));
      focusStep(start);
    }
    setPlaying(true);
  };
  return { playing, toggle, stop: () => setPlaying(false) };
}

// The presenter's steps: which key does what, and which steps are on show after a move. Steps are
// revealed one at a time, like slides: moving past the last one shown reveals the next, and
// stepping back from the last one shown hides it again.

import { stepForKey } from '../pipeline/stepKeys.ts';

/** The step in detail and the last step on show, both 0-based. */
export interface Reveal {
  selected: number;
  revealed: number;
}

/** What a key asks of the presenter view. */
export type PresenterMove = { kind: 'step'; to: number } | { kind: 'leave' };

type Key = Parameters<typeof stepForKey>[0];

// A presentation clicker sends PageDown and PageUp; Space moves on as it does in slides.
const clicker: Record<string, (current: number) => number> = {
  ' ': (c) => c + 1,
  PageDown: (c) => c + 1,
  PageUp: (c) => c - 1,
};

/** Returns the move a key press asks for (arrows, Space, PageUp/PageDown, Home, End, Escape), or undefined. */
export function presenterMove(key: Key, current: number, count: number): PresenterMove | undefined {
  if (key.altKey || key.ctrlKey || key.metaKey || key.shiftKey) return undefined;
  if (key.key === 'Escape') return { kind: 'leave' };
  const move = clicker[key.key];
  const to =
    move === undefined
      ? stepForKey(key, current, count)
      : count === 0
        ? undefined
        : Math.min(Math.max(move(current), 0), count - 1);
  return to === undefined ? undefined : { kind: 'step', to };
}

/** Moves to a step: going past the last step on show reveals up to it, going back from it hides it. */
export function revealTo({ selected, revealed }: Reveal, to: number): Reveal {
  const target = Math.max(0, Math.trunc(to));
  if (target >= selected) return { selected: target, revealed: Math.max(revealed, target) };
  // Back from the last step on show hides it; back from an earlier one (picked with the mouse) hides nothing.
  return { selected: target, revealed: selected >= revealed ? target : revealed };
}

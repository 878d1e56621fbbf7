// The status slice: the last thing an action told the person ("Opened team-a.yaml", "Bug report
// copied"), read out by a polite live region. Nothing in it changes what the chain does.

import type { StateCreator } from 'zustand/vanilla';
import type { PlaygroundState } from './index.ts';

/** A short message to the person; `problem` when something they asked for did not happen. */
export interface Notice {
  text: string;
  tone: 'info' | 'problem';
  /** Counts notices, so the same text said twice is read out twice. */
  seq: number;
}

export interface StatusSlice {
  notice: Notice | undefined;
  /** Tells the person what just happened. */
  announce: (text: string, tone?: Notice['tone']) => void;
  /** Clears the notice. */
  dismissNotice: () => void;
}

export const createStatusSlice: StateCreator<PlaygroundState, [], [], StatusSlice> = (
  set,
  get,
) => ({
  notice: undefined,
  announce: (text, tone = 'info') =>
    set({ notice: { text, tone, seq: (get().notice?.seq ?? 0) + 1 } }),
  dismissNotice: () => set({ notice: undefined }),
});

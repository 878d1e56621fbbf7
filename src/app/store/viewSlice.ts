// The view slice: what the person is looking at — the selected pipeline step, the input tab and
// the theme. None of it changes what the chain does.

import type { StateCreator } from 'zustand/vanilla';
import type { PlaygroundState } from './index.ts';

/** The theme the person chose; 'system' follows prefers-color-scheme. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** The input editors, one per part of the scenario, and the whole scenario. */
export type InputTab = 'object' | 'oldObject' | 'configurations' | 'webhooks' | 'cluster' | 'scenario';

export interface ViewSlice {
  /** The pipeline step shown in detail (an index into the steps); clamped when the steps shrink. */
  selectedStep: number;
  /** The input editor on show. */
  inputTab: InputTab;
  theme: ThemeChoice;
  /** Shows one pipeline step in detail. */
  selectStep: (step: number) => void;
  /** Shows one input editor. */
  selectInputTab: (tab: InputTab) => void;
  /** Sets the theme. */
  setTheme: (theme: ThemeChoice) => void;
}

export const createViewSlice: StateCreator<PlaygroundState, [], [], ViewSlice> = (set) => ({
  selectedStep: 0,
  inputTab: 'object',
  theme: 'system',
  selectStep: (step) => set({ selectedStep: Math.max(0, Math.trunc(step)) }),
  selectInputTab: (inputTab) => set({ inputTab }),
  setTheme: (theme) => set({ theme }),
});

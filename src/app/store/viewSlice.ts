// The view slice: what the person is looking at — the view (editor, presenter, embed), the selected
// pipeline step and, when presenting, how many steps are on show, the input tab and the theme.
// None of it changes what the chain does.

import type { StateCreator } from 'zustand/vanilla';
import { revealTo } from '../workshop/presenterSteps.ts';
import { modeFromSearch, type ViewMode } from '../workshop/viewMode.ts';
import type { PlaygroundState } from './index.ts';

export type { ViewMode } from '../workshop/viewMode.ts';

/** The theme the person chose; 'system' follows prefers-color-scheme. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** The input editors, one per part of the scenario, and the whole scenario. */
export type InputTab =
  'object' | 'oldObject' | 'configurations' | 'webhooks' | 'cluster' | 'scenario';

export interface ViewSlice {
  /** The view on show; the page opens in the one its query asks for (`?present`, `?embed`). */
  mode: ViewMode;
  /** The pipeline step shown in detail (an index into the steps); clamped when the steps shrink. */
  selectedStep: number;
  /** In the presenter view, the last pipeline step on show; the steps after it are hidden. */
  revealedStep: number;
  /** The input editor on show. */
  inputTab: InputTab;
  theme: ThemeChoice;
  /** Switches the view; asking for the presenter view (again) starts it at the first step with only that one on show. */
  setMode: (mode: ViewMode) => void;
  /** Shows one pipeline step in detail; the person chose it, so no result selects another. */
  selectStep: (step: number) => void;
  /** Moves the presenter to a step, revealing the steps up to it or hiding the last one on show when going back. */
  presentStep: (step: number) => void;
  /** Shows one input editor. */
  selectInputTab: (tab: InputTab) => void;
  /** Sets the theme. */
  setTheme: (theme: ThemeChoice) => void;
}

// The query of the page the app runs in; tests, which have no page, start in the editor.
const startMode = (): ViewMode =>
  typeof location === 'undefined' ? 'edit' : modeFromSearch(location.search);

export const createViewSlice: StateCreator<PlaygroundState, [], [], ViewSlice> = (set, get) => ({
  mode: startMode(),
  selectedStep: 0,
  revealedStep: 0,
  inputTab: 'object',
  theme: 'system',
  // The presenter walks from step 1: the step it is on is chosen, not left to the next result.
  setMode: (mode) =>
    set(
      mode === 'present' ? { mode, selectedStep: 0, revealedStep: 0, autoSelect: false } : { mode },
    ),
  selectStep: (step) => set({ selectedStep: Math.max(0, Math.trunc(step)), autoSelect: false }),
  presentStep: (step) => {
    const { selectedStep: selected, revealedStep: revealed } = get();
    const next = revealTo({ selected, revealed }, step);
    set({ selectedStep: next.selected, revealedStep: next.revealed, autoSelect: false });
  },
  selectInputTab: (inputTab) => set({ inputTab }),
  setTheme: (theme) => set({ theme }),
});

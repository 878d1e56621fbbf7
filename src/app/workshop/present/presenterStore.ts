// How far the presenter has revealed (an index into the plan's order, presentPlan.ts) and whether
// the inspector is open. Kept apart from the playground store: it describes the lesson on screen,
// not the scenario, and resets whenever another scenario or the presenter view starts.

import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

interface PresenterState {
  /** The last step on show, as an index into the plan's order. */
  revealed: number;
  /** The inspector beside the map (`i`). */
  inspector: boolean;
  setRevealed: (revealed: number) => void;
  toggleInspector: () => void;
  /** Closes the inspector; returns whether it was open. */
  closeInspector: () => boolean;
}

/** Holds the presenter's reveal and inspector; the keys and the view write it. */
export const presenterStore = createStore<PresenterState>()((set, get) => ({
  revealed: 0,
  inspector: false,
  setRevealed: (revealed) => set({ revealed: Math.max(0, Math.trunc(revealed)) }),
  toggleInspector: () => set({ inspector: !get().inspector }),
  closeInspector: () => {
    const was = get().inspector;
    set({ inspector: false });
    return was;
  },
}));

/** Reads the last step on show. */
export const useRevealed = (): number => useStore(presenterStore, (s) => s.revealed);

/** Reads whether the inspector is open. */
export const useInspectorOpen = (): boolean => useStore(presenterStore, (s) => s.inspector);

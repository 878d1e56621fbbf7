// The scenario slice: the editor text, the single source of truth everything else derives from.

import type { StateCreator } from 'zustand/vanilla';
import { sampleScenario } from '../sampleScenario.ts';
import type { PlaygroundState } from './index.ts';

export interface ScenarioSlice {
  /** The scenario text as the person typed it. */
  source: string;
  /** Replaces the scenario text. */
  setSource: (source: string) => void;
}

export const createScenarioSlice: StateCreator<PlaygroundState, [], [], ScenarioSlice> = (set) => ({
  source: sampleScenario,
  setSource: (source) => set({ source }),
});

// The workbench slice: what the main screen shows besides the selected step — whether the step
// that decided the answer is still to be selected, the built-in plugins' rows, the inspector's tab
// and the field a pointer hovers. None of it changes what the chain does.

import type { StateCreator } from 'zustand/vanilla';
import type { PlaygroundState } from './index.ts';

/** The inspector's tabs. */
export type InspectorTab = 'why' | 'patch' | 'object' | 'review' | 'notes';

/** The Object tab's two views of the object. */
export type ObjectView = 'diff' | 'blame';

export interface WorkbenchSlice {
  /** True until a step is chosen: the next result selects the step that decided its answer. */
  autoSelect: boolean;
  /** Whether the map shows every built-in plugin as its own row ("Everything"). */
  showBuiltIns: boolean;
  inspectorTab: InspectorTab;
  objectView: ObjectView;
  /** The JSON pointer hovered in a patch, a message or Blame: the others light the same field. */
  hoveredPointer: string | undefined;
  /** Asks the next result to select the step that decided it (a new scenario was opened). */
  autoSelectStep: () => void;
  setShowBuiltIns: (show: boolean) => void;
  selectInspectorTab: (tab: InspectorTab) => void;
  setObjectView: (view: ObjectView) => void;
  hoverPointer: (pointer: string | undefined) => void;
}

export const createWorkbenchSlice: StateCreator<PlaygroundState, [], [], WorkbenchSlice> = (
  set,
) => ({
  autoSelect: true,
  showBuiltIns: false,
  inspectorTab: 'why',
  objectView: 'diff',
  hoveredPointer: undefined,
  autoSelectStep: () => set({ autoSelect: true, selectedStep: 0 }),
  setShowBuiltIns: (showBuiltIns) => set({ showBuiltIns }),
  selectInspectorTab: (inspectorTab) => set({ inspectorTab }),
  setObjectView: (objectView) => set({ objectView }),
  hoverPointer: (hoveredPointer) => set({ hoveredPointer }),
});

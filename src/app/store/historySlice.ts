// The history slice: undo and redo across every editor, as snapshots of the scenario text.
// Monaco keeps its own undo per editor; this one spans section edits, the request bar, the whole
// scenario, imports, gallery picks and resets. Typing is coalesced so one undo takes back a burst.

import type { StateCreator } from 'zustand/vanilla';
import type { PlaygroundState } from './index.ts';

/** How many undo steps are kept; the oldest go first. */
export const historyLimit = 200;

/** Changes from the same origin closer together than this form one undo step. */
export const coalesceMs = 600;

export interface HistorySlice {
  /** The scenario texts before each undoable change, oldest first. */
  past: readonly string[];
  /** The scenario texts undone, the next redo last. */
  future: readonly string[];
  /** Brings back the scenario text before the last change; a section edit in progress is dropped. */
  undo: () => void;
  /** Reapplies the change last undone. */
  redo: () => void;
  /** Forgets every undo and redo step (a restored session starts here). */
  clearHistory: () => void;
}

const none: readonly string[] = [];

export const createHistorySlice: StateCreator<PlaygroundState, [], [], HistorySlice> = (
  set,
  get,
) => ({
  past: none,
  future: none,
  undo: () => {
    const { past, future, source } = get();
    const previous = past.at(-1);
    if (previous === undefined) return;
    set({
      source: previous,
      sectionEdit: undefined,
      past: past.slice(0, -1),
      future: [...future, source],
    });
  },
  redo: () => {
    const { past, future, source } = get();
    const next = future.at(-1);
    if (next === undefined) return;
    set({
      source: next,
      sectionEdit: undefined,
      past: [...past, source],
      future: future.slice(0, -1),
    });
  },
  clearHistory: () => set({ past: none, future: none }),
});

/** The last recorded change: where it came from, when, and the undo stack it left. */
interface LastChange {
  origin: string;
  at: number;
  past: readonly string[];
}

/**
 * Wraps a store's creator so that the actions that change the scenario text record undo steps.
 * Undo and redo set the text themselves, so they never record.
 */
export function withHistory(
  creator: StateCreator<PlaygroundState>,
  now: () => number = Date.now,
): StateCreator<PlaygroundState> {
  return (set, get, api) => {
    const state = creator(set, get, api);
    let last: LastChange | undefined;

    const record = (origin: string, before: string) => {
      const { source, past, future } = get();
      if (source === before) return;
      const at = now();
      // A new step unless this continues the burst just recorded (same origin, no undo since).
      const continues =
        last !== undefined &&
        last.origin === origin &&
        at - last.at < coalesceMs &&
        last.past === past;
      const nextPast = continues ? past : [...past, before].slice(-historyLimit);
      if (nextPast !== past || future.length > 0) set({ past: nextPast, future: none });
      last = { origin, at, past: nextPast };
    };

    const { setSource, setSectionText, setField, addClusterObject, applySourceEdit } = state;
    // Every quick fix is an undo step of its own, however quickly the next one follows.
    let fixes = 0;
    return {
      ...state,
      setSource: (source, origin = 'scenario') => {
        const before = get().source;
        setSource(source);
        record(origin, before);
      },
      setSectionText: (section, text) => {
        const before = get().source;
        setSectionText(section, text);
        record(`section:${section}`, before);
      },
      setField: (path, value) => {
        const before = get().source;
        setField(path, value);
        // The request bar is one origin: a user preset sets two fields in one step.
        record('request', before);
      },
      addClusterObject: (yaml) => {
        const before = get().source;
        addClusterObject(yaml);
        record('cluster-object', before);
      },
      applySourceEdit: (base, edit) => {
        const before = get().source;
        applySourceEdit(base, edit);
        record(`quick-fix:${String(fixes++)}`, before);
      },
    };
  };
}

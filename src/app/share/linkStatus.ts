// What happened to the link the page was opened with: nothing to report, opened, or refused
// (and why). Kept apart from the playground store: it describes the URL, not the scenario.

import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The state of the opening link. */
export type LinkStatus =
  | { kind: 'none' }
  | { kind: 'opened'; hasScripts: boolean; step?: number }
  | { kind: 'refused'; message: string; restoredAutosave: boolean };

interface LinkStatusState {
  status: LinkStatus;
  setStatus: (status: LinkStatus) => void;
}

/** Holds the opening link's status; urlSync writes it, the banners read it. */
export const linkStatusStore = createStore<LinkStatusState>()((set) => ({
  status: { kind: 'none' },
  setStatus: (status) => set({ status }),
}));

/** Reads the opening link's status. */
export const useLinkStatus = (): LinkStatus => useStore(linkStatusStore, (s) => s.status);

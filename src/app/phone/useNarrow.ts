// Whether the window is phone-narrow (< 700 px, design/workbench.md "Phone"): the workbench and
// the embed view switch to the phone layout there, and back when the window widens.

import { useSyncExternalStore } from 'react';

/** The media query of the phone layout. */
export const PHONE_QUERY = '(max-width: 699.98px)';

const query = () => (typeof matchMedia === 'undefined' ? undefined : matchMedia(PHONE_QUERY));

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Tells whether the phone layout applies now; re-renders when that changes. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}

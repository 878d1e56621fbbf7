// Keeps the page's query in step with the view: `?present` while presenting, nothing in the editor.
// replaceState, so toggling the view adds no history entries; the fragment (the share link) is kept.

import type { StoreApi } from 'zustand/vanilla';
import type { PlaygroundState } from '../store/index.ts';
import { hrefWithMode } from './viewMode.ts';

/** The bits of `window` the sync touches, passed in so tests can fake them. */
export interface PageUrl {
  location: { readonly href: string };
  history: {
    readonly state: unknown;
    replaceState: (data: unknown, unused: string, url: string) => void;
  };
}

/** Rewrites the query whenever the store's view changes; returns the unsubscribe function. */
export function syncModeToUrl(
  store: StoreApi<PlaygroundState>,
  page: PageUrl = window,
): () => void {
  return store.subscribe((s, prev) => {
    if (s.mode === prev.mode) return;
    const href = hrefWithMode(page.location.href, s.mode);
    // The history entry's state is kept: other parts of the app may keep theirs there.
    if (href !== page.location.href) page.history.replaceState(page.history.state, '', href);
  });
}

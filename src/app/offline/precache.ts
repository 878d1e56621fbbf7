// What the build hands the service worker, and how the worker names its caches. Shared by the
// Vite plugin that writes the list (scripts/vite/offlinePlugin.ts) and the worker that reads it.

/** One file of the built site the service worker keeps for offline use. */
export interface PrecacheEntry {
  /** The file's path relative to the site's root (and the worker's scope), e.g. `assets/x-1a2b.js`. */
  url: string;
  /** The file's Subresource Integrity digest (`sha256-…`): the worker refuses any other bytes. */
  integrity: string;
}

/** What one build precaches: its files and a version that changes whenever any of them does. */
export interface Precache {
  version: string;
  entries: PrecacheEntry[];
}

const PREFIX = 'admission-playground';

/**
 * Names the cache of one build at one scope. The scope is in the name so two copies of the site
 * on one origin (two sub-paths of one static host) never delete each other's caches.
 */
export const cacheName = (scope: string, version: string): string =>
  `${PREFIX} ${scope} ${version}`;

/** Tells whether a cache is one of ours at this scope (of any build), so it may be read or deleted. */
export const isCacheOf = (name: string, scope: string): boolean =>
  name.startsWith(`${PREFIX} ${scope} `);

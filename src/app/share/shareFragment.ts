// Tells a share link's fragment from any other: the early script (evaluation/earlyStart.ts), the
// page's boot script (scripts/vite/appBoot.ts) and urlSync all decide by this one pattern.

/** A share link's fragment: `#v<digits>.` and its payload. */
export const SHARE_FRAGMENT = /^#v\d+\./;

/** Tells whether a fragment is meant as a share link (`#v<digits>.`). */
export const isShareFragment = (hash: string): boolean => SHARE_FRAGMENT.test(hash);

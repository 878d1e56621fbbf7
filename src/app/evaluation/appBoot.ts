// How the built page loads its app (main.tsx): index.html's boot script (written by
// scripts/vite/appBoot.ts) starts the engine worker, and loads the app at once unless the page was
// opened from a share link; then it waits until the early script asks for it (earlyStart.ts), once
// the link's verdict is painted.

import type { Heard } from './engineWorkerStart.ts';

/** The id of the page's boot script, which carries the app's entry and preloads. */
export const APP_BOOT_ID = 'app-boot';

/** The page's boot script, with the engine worker it started and what that said (until taken). */
export type BootElement = HTMLElement & {
  engine?: { worker: Worker; heard: Heard[] } | undefined;
};

/** The event the early script sends the boot script to load the app. */
export const LOAD_APP_EVENT = 'load-app';

/** Asks the page's boot script to load the app (after the document is parsed: the script is at its end). */
export function requestApp(doc: Document): void {
  const ask = () => doc.getElementById(APP_BOOT_ID)?.dispatchEvent(new Event(LOAD_APP_EVENT));
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', ask, { once: true });
  else ask();
}

// Starts offline support in the built site: the browser side of registerServiceWorker.ts. The
// dev server registers nothing (it has no sw.js, and a worker would serve stale modules to HMR).

import type { StoreApi } from 'zustand/vanilla';
import { graceAfterAnswer, whenAnswerOnScreen } from '../result/answerOnScreen.ts';
import type { PlaygroundState } from '../store/index.ts';
import { registerServiceWorker, type OfflineBrowser } from './registerServiceWorker.ts';

/** Resolves once the page's load event has fired, the first answer is on screen, and the browser has then gone idle. */
function whenLoadedAndIdle(): Promise<void> {
  // The precache fetches every chunk: it waits until kubectl's line has been painted (called
  // after the first verdict, so a view that never draws the map is let through after the grace).
  graceAfterAnswer();
  const drawn = new Promise<void>((resolve) => void whenAnswerOnScreen(resolve));
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  return Promise.all([loaded, drawn]).then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function')
          requestIdleCallback(() => resolve(), { timeout: 5000 });
        else setTimeout(resolve, 1000);
      }),
  );
}

/** This build's entry chunk, as index.html names it. */
const entryUrl = (): string =>
  document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? import.meta.url;

/** Registers the service worker after the first verdict (production builds, secure contexts). */
export function startOffline(store: StoreApi<PlaygroundState>): void {
  // A file: page is a secure context too, but no service worker can be registered for it.
  const served = location.protocol === 'https:' || location.protocol === 'http:';
  if (!import.meta.env.PROD || !served || !window.isSecureContext) return;
  if (!('serviceWorker' in navigator)) return;
  const browser: OfflineBrowser = {
    serviceWorker: navigator.serviceWorker,
    whenLoadedAndIdle,
    entryUrl: entryUrl(),
    onOnline: (run) => window.addEventListener('online', run),
    offerUpdate: (accept) =>
      void import('./showUpdateNotice.tsx').then(({ showUpdateNotice }) =>
        showUpdateNotice(accept),
      ),
    reload: () => location.reload(),
  };
  // Without a worker the site still works online; offline use is what is lost, so the person is
  // not interrupted for it (the browser's console has the reason).
  registerServiceWorker(store, browser).catch((error: unknown) => {
    console.warn('offline use is not available:', error);
  });
}

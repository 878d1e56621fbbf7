// Registers the site's service worker (sw.js, built by scripts/vite/offlinePlugin.ts), late on
// purpose: only once the first verdict is on screen, the page has loaded and the browser is idle,
// because installing it downloads the whole site (Monaco included) and must never compete with
// the first verdict for the network. Production builds only: the dev server has no sw.js.

import type { StoreApi } from 'zustand/vanilla';
import type { PlaygroundState } from '../store/index.ts';
import type { WorkerMessage, WorkerReply } from './messages.ts';

/** What registration needs from the browser; tests pass fakes. */
export interface OfflineBrowser {
  /** The browser's service worker container; undefined where there is none (or not a secure context). */
  serviceWorker: ServiceWorkerContainer | undefined;
  /** Resolves once the page has loaded and the browser is then idle. */
  whenLoadedAndIdle: () => Promise<void>;
  /** The URL of this build's entry chunk: a new build's worker that lacks it means a newer deploy. */
  entryUrl: string;
  /** Calls back whenever the network comes back (a long workshop tab then checks for updates). */
  onOnline: (run: () => void) => void;
  /** Shows the "update available" notice; `accept` switches to the new version. */
  offerUpdate: (accept: () => void) => void;
  reload: () => void;
}

/** Resolves once the store holds a first answer of the engine (the verdict is on screen). */
function whenFirstVerdict(store: StoreApi<PlaygroundState>): Promise<void> {
  if (store.getState().evaluated) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe((s) => {
      if (!s.evaluated) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Asks a worker whether it precaches a URL. */
function askPrecaches(worker: ServiceWorker, url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<WorkerReply>) => resolve(event.data.precaches);
    const message: WorkerMessage = { type: 'precaches', url };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Offers the newly installed worker's version when this page runs an older build: the worker
 * waits until no tab runs the old one (serviceWorker.ts says why); the person may switch now.
 */
async function offerIfNewer(
  browser: OfflineBrowser,
  container: ServiceWorkerContainer,
  worker: ServiceWorker,
): Promise<void> {
  // No controller: the first install, not an update (this page came from the network).
  if (!container.controller || (await askPrecaches(worker, browser.entryUrl))) return;
  browser.offerUpdate(() => {
    container.addEventListener('controllerchange', () => browser.reload(), { once: true });
    const message: WorkerMessage = { type: 'skip-waiting' };
    worker.postMessage(message);
  });
}

/** Registers the worker once the first verdict is shown and the page is idle; resolves when done. */
export async function registerServiceWorker(
  store: StoreApi<PlaygroundState>,
  browser: OfflineBrowser,
): Promise<void> {
  const container = browser.serviceWorker;
  if (!container) return;
  await whenFirstVerdict(store);
  await browser.whenLoadedAndIdle();
  const firstInstall = !container.controller;
  // Relative, as every URL of the site: it works from any folder of any static host.
  const registration = await container.register('./sw.js', {
    scope: './',
    updateViaCache: 'none',
  });
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const settled = () => {
      if (worker.state === 'installed') void offerIfNewer(browser, container, worker);
      if (worker.state === 'activated' && firstInstall)
        store.getState().announce('Ready to work offline');
    };
    if (worker.state === 'installed') settled();
    else worker.addEventListener('statechange', settled);
  };
  watch(registration.installing ?? registration.waiting);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  browser.onOnline(() => void registration.update().catch(() => undefined));
}

// The site's service worker (built to sw.js by scripts/vite/offlinePlugin.ts, which fills in the
// build's precache list). After the first visit the app opens and works with no network: the
// page, its chunks, workers, styles and fonts all come from the cache. It fetches only the site's
// own files, and only the ones the build lists (routing.ts).
//
// Updates, and why a person is never stuck on an old or broken version:
// - Each build has its own cache, named by a digest of all its files (precacheList.ts): a new
//   deploy gives a byte-different sw.js, which the browser notices on the next visit (it checks
//   sw.js past the HTTP cache) and installs beside the old one.
// - Install fetches every file with its Subresource Integrity digest; a file that is missing or
//   different (a deploy half done) fails the install, and the old worker and cache stay as they were.
// - The new worker waits until no tab runs the old build, then takes over and deletes the old
//   caches, so an open old tab never loses a lazy chunk it may still ask for. (The page's
//   "Update available" notice lets a person switch at once: skip-waiting, then reload.)
// - The page itself is network first: online, every visit gets the deployed page, whatever
//   worker is installed; the cached page is served only when the network fails or stalls.
//   A bad worker is therefore replaced by the next visit, and a deleted sw.js (404) leaves a
//   worker that still serves the network's page first.

import { cacheName, type PrecacheEntry } from './precache.ts';
import { routeRequest } from './routing.ts';
import {
  deleteOtherCaches,
  fileResponse,
  pageResponse,
  precache,
  type OfflineDeps,
} from './strategies.ts';
import { isWorkerMessage, type WorkerReply } from './messages.ts';

// Filled in at build time by the plugin.
declare const __OFFLINE_PRECACHE__: PrecacheEntry[];
declare const __OFFLINE_VERSION__: string;

// The few service worker types used here (the project compiles against the DOM library, which
// does not declare them).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface ServiceWorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', on: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', on: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', on: (event: ExtendableMessageEvent) => void): void;
}
declare const self: ServiceWorkerScope;

const scope = self.registration.scope;
const own = cacheName(scope, __OFFLINE_VERSION__);
const precached = new Set(__OFFLINE_PRECACHE__.map((e) => new URL(e.url, scope).href));
const deps: OfflineDeps = {
  caches,
  fetch: (request) => fetch(request),
  setTimeout: (run, ms) => setTimeout(run, ms),
};

self.addEventListener('install', (event) => {
  event.waitUntil(precache(deps, own, scope, __OFFLINE_PRECACHE__));
});

self.addEventListener('activate', (event) => {
  // Claiming matters on the first visit: the page that installed the worker then gets its lazy
  // chunks (the editor, the gallery) from the cache if the network drops before the next load.
  event.waitUntil(deleteOtherCaches(deps, scope, own).then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const route = routeRequest(event.request, scope, precached);
  switch (route.kind) {
    case 'browser':
      return;
    case 'page':
      event.respondWith(pageResponse(deps, own, event.request, route.key));
      return;
    case 'file':
      event.respondWith(fileResponse(deps, scope, own, event.request, route.key));
      return;
  }
});

self.addEventListener('message', (event) => {
  const message = event.data;
  if (!isWorkerMessage(message)) return;
  switch (message.type) {
    case 'skip-waiting':
      event.waitUntil(self.skipWaiting());
      return;
    case 'precaches': {
      const reply: WorkerReply = { precaches: precached.has(new URL(message.url, scope).href) };
      event.ports[0]?.postMessage(reply);
      return;
    }
  }
});

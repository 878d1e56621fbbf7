// How the service worker fills its cache and answers from it. The caches and `fetch` come in as
// arguments, so the rules are tested without a browser (strategies.test.ts).

import { isCacheOf, type PrecacheEntry } from './precache.ts';

/** What the strategies need of the worker's global scope. */
export interface OfflineDeps {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  /** Starts a timer; the page's network-first wait gives up on the network when it fires. */
  setTimeout: (run: () => void, ms: number) => unknown;
}

/**
 * How long a navigation waits for the network before the cached page is served. A room whose
 * Wi-Fi is up but leads nowhere never fails a request, it only stalls it.
 */
export const PAGE_NETWORK_WAIT_MS = 4000;

/**
 * Fetches one precached file and checks its bytes against the build's digest. The HTTP cache is
 * tried first (the page has just loaded most of these files); bytes that do not match (a stale
 * entry, a half-finished deploy) are fetched again past it, and a second mismatch fails.
 */
async function fetchVerified(deps: OfflineDeps, url: URL, integrity: string): Promise<Response> {
  let last: unknown;
  for (const cache of ['default', 'reload'] as const) {
    try {
      const response = await deps.fetch(new Request(url, { integrity, cache }));
      if (response.ok) return unredirected(response);
      last = new Error(`${url.href}: ${String(response.status)}`);
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

/**
 * A response served for a navigation must not be marked as redirected, or the browser refuses it;
 * a host that redirects `index.html` to its folder gives one.
 */
async function unredirected(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * Fills the cache of this build with every file of the list, a few at a time so the page's own
 * requests keep a share of the connection. Any file that cannot be fetched with its digest fails
 * the whole install: a worker with an incomplete cache never takes over.
 */
export async function precache(
  deps: OfflineDeps,
  name: string,
  base: string,
  entries: readonly PrecacheEntry[],
  parallel = 4,
): Promise<void> {
  const cache = await deps.caches.open(name);
  const queue = [...entries];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const url = new URL(entry.url, base);
      await cache.put(url.href, await fetchVerified(deps, url, entry.integrity));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Deletes the caches of this scope's other builds (the active worker's build is the only one). */
export async function deleteOtherCaches(
  deps: OfflineDeps,
  scope: string,
  keep: string,
): Promise<void> {
  const names = await deps.caches.keys();
  await Promise.all(
    names.filter((n) => n !== keep && isCacheOf(n, scope)).map((n) => deps.caches.delete(n)),
  );
}

/**
 * Finds a file in this build's cache, then in the other builds' caches of this scope: while a new
 * build's worker waits for the old tabs to close, a page already loaded from the new deploy finds
 * its content-hashed files there.
 */
async function cached(
  deps: OfflineDeps,
  scope: string,
  own: string,
  key: string,
): Promise<Response | undefined> {
  const first = await (await deps.caches.open(own)).match(key);
  if (first) return first;
  for (const name of await deps.caches.keys()) {
    if (name === own || !isCacheOf(name, scope)) continue;
    const found = await (await deps.caches.open(name)).match(key);
    if (found) return found;
  }
  return undefined;
}

/** Answers a precached file: from the caches, else from the network as if there were no worker. */
export async function fileResponse(
  deps: OfflineDeps,
  scope: string,
  own: string,
  request: Request,
  key: string,
): Promise<Response> {
  return (await cached(deps, scope, own, key)) ?? deps.fetch(request);
}

/**
 * Answers a navigation to the page: the network's page when it answers in time (so a new deploy
 * shows at once and a broken worker cannot pin an old version), else this build's cached page.
 * Only this build's page: the files it names are the ones this worker precached.
 */
export async function pageResponse(
  deps: OfflineDeps,
  own: string,
  request: Request,
  key: string,
): Promise<Response> {
  const network = deps.fetch(request);
  const fallback = async () => (await deps.caches.open(own)).match(key);
  const answer = await Promise.race([
    network.then(
      (response) => (response.ok ? response : undefined),
      () => undefined,
    ),
    new Promise<undefined>((resolve) =>
      deps.setTimeout(() => resolve(undefined), PAGE_NETWORK_WAIT_MS),
    ),
  ]);
  if (answer) return answer;
  // Offline, stalled, or an error page (a host mid-deploy): the page this worker keeps, if any,
  // else whatever the network says in the end.
  return (await fallback()) ?? network;
}

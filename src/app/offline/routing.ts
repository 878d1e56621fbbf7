// Which requests the service worker answers, and how. It answers only for the site's own files
// (same origin, under its scope, in the build's precache list) and the site's page; everything
// else it leaves to the browser, as if there were no worker. Pure, so the rules are tested alone.

/** The parts of a request the routing looks at. */
export interface RoutedRequest {
  url: string;
  method: string;
  /** `navigate` for the page itself, `cors` / `same-origin` / `no-cors` for its files. */
  mode: string;
}

/** How the service worker handles one request. */
export type Route =
  /** Not the site's own file: the worker does not answer, the browser fetches it as usual. */
  | { kind: 'browser' }
  /** The site's page: network first (a new deploy shows at once), the cached page offline. */
  | { kind: 'page'; key: string }
  /** A precached file: from the cache (content-hashed names never change), the network if missing. */
  | { kind: 'file'; key: string };

const BROWSER: Route = { kind: 'browser' };

/**
 * Routes one request of a page the worker controls.
 * @param scope the worker's scope (its registration's, an absolute URL ending in `/`)
 * @param precached the absolute URLs (no query) of the files the build precaches
 */
export function routeRequest(
  request: RoutedRequest,
  scope: string,
  precached: ReadonlySet<string>,
): Route {
  if (request.method !== 'GET') return BROWSER;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return BROWSER;
  }
  const root = new URL(scope);
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return BROWSER;
  // The query and the fragment pick a mode or carry a scenario (`?present`, `#v2.…`): the file
  // served is the same.
  const key = url.origin + url.pathname;
  const page = root.href + 'index.html';
  if (request.mode === 'navigate') {
    // The page under either of its names; any other address in scope is not ours to answer.
    const isPage = key === root.origin + root.pathname || key === page;
    return isPage && precached.has(page) ? { kind: 'page', key: page } : BROWSER;
  }
  return precached.has(key) ? { kind: 'file', key } : BROWSER;
}

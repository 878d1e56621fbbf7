import { describe, expect, it } from 'vitest';
import { cacheName } from './precache.ts';
import {
  deleteOtherCaches,
  fileResponse,
  PAGE_NETWORK_WAIT_MS,
  pageResponse,
  precache,
  type OfflineDeps,
} from './strategies.ts';

const scope = 'https://example.github.io/playground/';
const own = cacheName(scope, 'new');
const page = `${scope}index.html`;

/** Cache Storage in memory: enough of it for the strategies. */
function memoryCaches(): CacheStorage & { contents: Map<string, Map<string, Response>> } {
  const contents = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const cache = contents.get(name) ?? new Map<string, Response>();
    contents.set(name, cache);
    return cache;
  };
  return {
    contents,
    open: (name: string) => {
      const cache = open(name);
      return Promise.resolve({
        put: (key: string, response: Response) => {
          cache.set(key, response);
          return Promise.resolve();
        },
        match: (key: string) => Promise.resolve(cache.get(key)?.clone()),
      });
    },
    keys: () => Promise.resolve([...contents.keys()]),
    delete: (name: string) => Promise.resolve(contents.delete(name)),
  } as unknown as CacheStorage & { contents: Map<string, Map<string, Response>> };
}

interface Fake extends OfflineDeps {
  caches: ReturnType<typeof memoryCaches>;
  requests: Request[];
  timers: (() => void)[];
}

/** Deps whose network answers with `network` (a response, an error, or never). */
function fake(network: (request: Request) => Promise<Response>): Fake {
  const requests: Request[] = [];
  const timers: (() => void)[] = [];
  return {
    caches: memoryCaches(),
    requests,
    timers,
    fetch: (request) => {
      requests.push(request);
      return network(request);
    },
    setTimeout: (run, ms) => {
      expect(ms).toBe(PAGE_NETWORK_WAIT_MS);
      timers.push(run);
    },
  };
}

const ok = (text: string) => Promise.resolve(new Response(text));
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const text = async (response: Response | undefined) => response?.text();

async function seed(deps: Fake, name: string, files: Record<string, string>) {
  const cache = await deps.caches.open(name);
  for (const [key, body] of Object.entries(files)) await cache.put(key, new Response(body));
}

describe('precache', () => {
  const entries = [
    { url: 'index.html', integrity: 'sha256-page' },
    { url: 'assets/a-1.js', integrity: 'sha256-chunk' },
  ];

  it('stores every listed file under its URL in the scope, fetched with its digest', async () => {
    const deps = fake((request) => ok(new URL(request.url).pathname));
    await precache(deps, own, scope, entries);
    expect(deps.requests.map((r) => [r.url, r.integrity, r.cache])).toEqual([
      [page, 'sha256-page', 'default'],
      [`${scope}assets/a-1.js`, 'sha256-chunk', 'default'],
    ]);
    const cache = deps.caches.contents.get(own);
    expect(await text(cache?.get(`${scope}assets/a-1.js`))).toBe('/playground/assets/a-1.js');
  });

  it('fetches a file again past the HTTP cache when its bytes do not match the digest', async () => {
    const deps = fake((request) =>
      request.cache === 'reload' ? ok('fresh') : Promise.reject(new TypeError('integrity')),
    );
    await precache(deps, own, scope, entries.slice(0, 1));
    expect(deps.requests.map((r) => r.cache)).toEqual(['default', 'reload']);
    expect(await text(deps.caches.contents.get(own)?.get(page))).toBe('fresh');
  });

  it('fails the install when a file cannot be fetched with its digest', async () => {
    const deps = fake((request) =>
      request.url.endsWith('.js') ? Promise.reject(new TypeError('integrity')) : ok('page'),
    );
    await expect(precache(deps, own, scope, entries)).rejects.toThrow('integrity');
  });

  it('fails the install on a file the host does not have', async () => {
    const deps = fake(() => Promise.resolve(new Response('', { status: 404 })));
    await expect(precache(deps, own, scope, entries)).rejects.toThrow(`${page}: 404`);
  });

  it('stores a redirected page as a plain response (a navigation refuses redirected ones)', async () => {
    const deps = fake(() => {
      const response = new Response('page');
      Object.defineProperty(response, 'redirected', { value: true });
      return Promise.resolve(response);
    });
    await precache(deps, own, scope, entries.slice(0, 1));
    const stored = deps.caches.contents.get(own)?.get(page);
    expect(stored?.redirected).toBe(false);
    expect(await text(stored)).toBe('page');
  });
});

describe('deleteOtherCaches', () => {
  it("deletes this scope's other builds only", async () => {
    const deps = fake(offline);
    const older = cacheName(scope, 'old');
    const sibling = cacheName('https://example.github.io/other/', 'old');
    for (const name of [own, older, sibling, 'someone-else']) await seed(deps, name, {});
    await deleteOtherCaches(deps, scope, own);
    expect([...deps.caches.contents.keys()]).toEqual([own, sibling, 'someone-else']);
  });
});

describe('fileResponse', () => {
  const chunk = `${scope}assets/a-1.js`;
  const request = new Request(chunk);

  it("answers from this build's cache without the network", async () => {
    const deps = fake(offline);
    await seed(deps, own, { [chunk]: 'cached' });
    expect(await text(await fileResponse(deps, scope, own, request, chunk))).toBe('cached');
    expect(deps.requests).toEqual([]);
  });

  it("answers from another build's cache of this scope (a worker still waiting)", async () => {
    const deps = fake(offline);
    await seed(deps, own, {});
    await seed(deps, cacheName('https://example.github.io/other/', 'x'), { [chunk]: 'foreign' });
    await seed(deps, cacheName(scope, 'next'), { [chunk]: 'next build' });
    expect(await text(await fileResponse(deps, scope, own, request, chunk))).toBe('next build');
  });

  it('asks the network for a file no cache has', async () => {
    const deps = fake(() => ok('network'));
    await seed(deps, own, {});
    expect(await text(await fileResponse(deps, scope, own, request, chunk))).toBe('network');
    expect(deps.requests).toEqual([request]);
  });
});

describe('pageResponse', () => {
  const navigation = new Request(`${scope}#v2.abc`);

  it('serves the deployed page when the network answers', async () => {
    const deps = fake(() => ok('deployed'));
    await seed(deps, own, { [page]: 'cached' });
    expect(await text(await pageResponse(deps, own, navigation, page))).toBe('deployed');
  });

  it('serves the cached page offline', async () => {
    const deps = fake(offline);
    await seed(deps, own, { [page]: 'cached' });
    expect(await text(await pageResponse(deps, own, navigation, page))).toBe('cached');
  });

  it('serves the cached page when the host answers with an error', async () => {
    const deps = fake(() => Promise.resolve(new Response('oops', { status: 503 })));
    await seed(deps, own, { [page]: 'cached' });
    expect(await text(await pageResponse(deps, own, navigation, page))).toBe('cached');
  });

  it('serves the cached page when the network stalls past the wait', async () => {
    const deps = fake(() => new Promise<Response>(() => {}));
    await seed(deps, own, { [page]: 'cached' });
    const answer = pageResponse(deps, own, navigation, page);
    expect(deps.timers).toHaveLength(1);
    deps.timers[0]?.();
    expect(await text(await answer)).toBe('cached');
  });

  it("never serves another build's page (its files are not this worker's)", async () => {
    const deps = fake(offline);
    await seed(deps, own, {});
    await seed(deps, cacheName(scope, 'next'), { [page]: 'next build' });
    await expect(pageResponse(deps, own, navigation, page)).rejects.toThrow('Failed to fetch');
  });

  it("passes the host's error page on when nothing is cached", async () => {
    const deps = fake(() => Promise.resolve(new Response('oops', { status: 503 })));
    await seed(deps, own, {});
    expect((await pageResponse(deps, own, navigation, page)).status).toBe(503);
  });
});

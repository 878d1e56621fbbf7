import { describe, expect, it } from 'vitest';
import { routeRequest, type Route } from './routing.ts';

const scope = 'https://example.github.io/playground/';
const precached = new Set([
  `${scope}index.html`,
  `${scope}assets/index-1a2b.js`,
  `${scope}assets/inter-latin-3c4d.woff2`,
  `${scope}manifest.webmanifest`,
]);
const get = (url: string, mode = 'cors') => ({ url, method: 'GET', mode });

describe('routeRequest', () => {
  it.each<[string, ReturnType<typeof get> | { url: string; method: string; mode: string }, Route]>([
    ['the page at its folder', get(scope, 'navigate'), { kind: 'page', key: `${scope}index.html` }],
    [
      'the page by name',
      get(`${scope}index.html`, 'navigate'),
      { kind: 'page', key: `${scope}index.html` },
    ],
    [
      'a share link',
      get(`${scope}#v2.eJyrVg`, 'navigate'),
      { kind: 'page', key: `${scope}index.html` },
    ],
    [
      'the presenter view',
      get(`${scope}?present#v2.x`, 'navigate'),
      { kind: 'page', key: `${scope}index.html` },
    ],
    [
      'a precached chunk',
      get(`${scope}assets/index-1a2b.js`),
      { kind: 'file', key: `${scope}assets/index-1a2b.js` },
    ],
    [
      'a precached font',
      get(`${scope}assets/inter-latin-3c4d.woff2`, 'no-cors'),
      { kind: 'file', key: `${scope}assets/inter-latin-3c4d.woff2` },
    ],
    [
      'a precached file with a query',
      get(`${scope}manifest.webmanifest?v=1`),
      { kind: 'file', key: `${scope}manifest.webmanifest` },
    ],
    ['a file of another build', get(`${scope}assets/index-9z9z.js`), { kind: 'browser' }],
    ['another page in scope', get(`${scope}docs/`, 'navigate'), { kind: 'browser' }],
    [
      'a precached file opened as a page',
      get(`${scope}assets/index-1a2b.js`, 'navigate'),
      { kind: 'browser' },
    ],
    [
      'another origin',
      get('https://cdn.example.com/playground/assets/index-1a2b.js'),
      { kind: 'browser' },
    ],
    [
      'the same path on another port',
      get('https://example.github.io:8443/playground/index.html', 'navigate'),
      { kind: 'browser' },
    ],
    [
      'a sibling site on the origin',
      get('https://example.github.io/other/index.html', 'navigate'),
      { kind: 'browser' },
    ],
    [
      'a path that only starts like the scope',
      get('https://example.github.io/playground-old/index.html', 'navigate'),
      { kind: 'browser' },
    ],
    [
      'a POST',
      { url: `${scope}index.html`, method: 'POST', mode: 'navigate' },
      { kind: 'browser' },
    ],
    [
      'a HEAD',
      { url: `${scope}assets/index-1a2b.js`, method: 'HEAD', mode: 'cors' },
      { kind: 'browser' },
    ],
    ['a data: URL', get('data:text/plain,hi'), { kind: 'browser' }],
    ['not a URL', get('::'), { kind: 'browser' }],
  ])('%s', (_name, request, expected) => {
    expect(routeRequest(request, scope, precached)).toEqual(expected);
  });

  it('leaves the page to the browser when the build did not precache it', () => {
    const files = new Set([`${scope}assets/index-1a2b.js`]);
    expect(routeRequest(get(scope, 'navigate'), scope, files)).toEqual({ kind: 'browser' });
  });

  it('routes the same way at the root of a host', () => {
    const root = 'http://127.0.0.1:4173/';
    const files = new Set([`${root}index.html`, `${root}assets/a-1.js`]);
    expect(routeRequest(get(`${root}#v2.x`, 'navigate'), root, files)).toEqual({
      kind: 'page',
      key: `${root}index.html`,
    });
    expect(routeRequest(get(`${root}assets/a-1.js`), root, files)).toEqual({
      kind: 'file',
      key: `${root}assets/a-1.js`,
    });
  });
});

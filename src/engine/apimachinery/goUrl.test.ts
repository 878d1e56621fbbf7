import { describe, expect, it } from 'vitest';
import {
  escapedPath,
  type GoURL,
  type GoURLResult,
  hostname,
  parseRequestURI,
  parseURL,
  port,
  query,
} from './goUrl.ts';

// The fields webhook URL validation reads.
type Seen = Pick<GoURL, 'scheme' | 'host' | 'user' | 'fragment' | 'rawQuery'>;
const url = (parts: Partial<Seen>): Seen => ({
  scheme: '',
  host: '',
  fragment: '',
  rawQuery: '',
  ...parts,
});
const seen = (r: GoURLResult): { ok: true; url: Seen } | { ok: false; error: string } => {
  if (!r.ok) return r;
  const { scheme, host, user, fragment, rawQuery } = r.url;
  return {
    ok: true,
    url: { scheme, host, ...(user !== undefined && { user }), fragment, rawQuery },
  };
};

describe('parseURL', () => {
  it.each<[string, string, Seen]>([
    [
      'a plain https URL',
      'https://example.com/path',
      url({ scheme: 'https', host: 'example.com' }),
    ],
    ['an upper-case scheme, lowered', 'HTTPS://x', url({ scheme: 'https', host: 'x' })],
    ['a host with a port', 'https://x:8443', url({ scheme: 'https', host: 'x:8443' })],
    ['an empty authority', 'https:///fancy/webhook', url({ scheme: 'https' })],
    [
      'a user',
      'https://harry.potter@example.com/',
      url({ scheme: 'https', host: 'example.com', user: 'harry.potter' }),
    ],
    [
      'a user and password, re-escaped',
      'https://a%21:b@h',
      url({ scheme: 'https', host: 'h', user: 'a%21:b' }),
    ],
    [
      'a fragment',
      'https://example.com/#bookmark',
      url({ scheme: 'https', host: 'example.com', fragment: 'bookmark' }),
    ],
    [
      'a query',
      'https://example.com?arg=value',
      url({ scheme: 'https', host: 'example.com', rawQuery: 'arg=value' }),
    ],
    ['a lone trailing ?', 'https://example.com?', url({ scheme: 'https', host: 'example.com' })],
    ['an opaque URL', 'mailto:x@y', url({ scheme: 'mailto' })],
    ['no scheme', 'example.com/k8s/webhook', url({})],
    ['an empty string', '', url({})],
    [
      'something backwards',
      'arg#backwards=thisis?html.index/port:host//:https',
      url({ fragment: 'backwards=thisis?html.index/port:host//:https' }),
    ],
    ['an IPv6 host', 'https://[::1]:443/', url({ scheme: 'https', host: '[::1]:443' })],
  ])('parses %s', (_name, input, expected) => {
    expect(seen(parseURL(input))).toEqual({ ok: true, url: expected });
  });

  it.each([
    ['a missing scheme before a colon', ':foo', 'parse ":foo": missing protocol scheme'],
    ['a bad port', 'https://x:8a/', 'parse "https://x:8a/": invalid port ":8a" after host'],
    [
      'a space in the host',
      'https://a b/',
      'parse "https://a b/": invalid character " " in host name',
    ],
    [
      'a control character',
      'https://x/\n',
      'parse "https://x/\\n": net/url: invalid control character in URL',
    ],
    [
      'a bad escape in the path',
      'https://x/%zz',
      'parse "https://x/%zz": invalid URL escape "%zz"',
    ],
    [
      'a colon in a relative path',
      '1a:b',
      'parse "1a:b": first path segment in URL cannot contain colon',
    ],
    ['a missing bracket', 'https://[::1/', `parse "https://[::1/": missing ']' in host`],
    ['an invalid userinfo', 'https://a b@x/', 'parse "https://a b@x/": net/url: invalid userinfo'],
    [
      'a bad escape in the fragment',
      'https://x/#%zz',
      'parse "https://x/#%zz": invalid URL escape "%zz"',
    ],
  ])('reports %s as Go does', (_name, input, expected) => {
    expect(parseURL(input)).toEqual({ ok: false, error: expected });
  });
});

describe('parseRequestURI', () => {
  it.each([
    ['an empty string', '', 'parse "": empty url'],
    ['a relative path', 'a/b', 'parse "a/b": invalid URI for request'],
  ])('refuses %s as Go does', (_name, input, expected) => {
    expect(parseRequestURI(input)).toEqual({ ok: false, error: expected });
  });

  it('keeps a fragment in the path, as it does not cut one off', () => {
    const r = parseRequestURI('/p#f');
    expect(r.ok && r.url.rawPath).toBe('/p#f');
  });
});

describe('the URL accessors', () => {
  const parsed = (raw: string): GoURL => {
    const r = parseURL(raw);
    if (!r.ok) throw new Error(r.error);
    return r.url;
  };

  it('splits the host into hostname and port, without IPv6 brackets', () => {
    expect([hostname(parsed('https://[::1]:8443/')), port(parsed('https://[::1]:8443/'))]).toEqual([
      '::1',
      '8443',
    ]);
    expect([hostname(parsed('https://x/')), port(parsed('https://x/'))]).toEqual(['x', '']);
  });

  it('gives the escaped path as written when it is validly encoded, else re-escapes it', () => {
    expect(escapedPath(parsed('https://x/a%20b'))).toBe('/a%20b');
    expect(escapedPath(parsed('https://x/a b'))).toBe('/a%20b');
  });

  it('reads the query as url.ParseQuery, dropping pairs it cannot parse', () => {
    expect(query(parsed('https://x/?a=1&a=2&b=%zz&c=x+y'))).toEqual(
      new Map([
        ['a', ['1', '2']],
        ['c', ['x y']],
      ]),
    );
  });
});

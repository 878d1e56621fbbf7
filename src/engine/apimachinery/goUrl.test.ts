import { describe, expect, it } from 'vitest';
import { type GoUrl, parseGoUrl } from './goUrl.ts';

const url = (parts: Partial<GoUrl>): GoUrl => ({ scheme: '', host: '', fragment: '', rawQuery: '', ...parts });

describe('parseGoUrl', () => {
  it.each<[string, string, GoUrl]>([
    ['a plain https URL', 'https://example.com/path', url({ scheme: 'https', host: 'example.com' })],
    ['an upper-case scheme, lowered', 'HTTPS://x', url({ scheme: 'https', host: 'x' })],
    ['a host with a port', 'https://x:8443', url({ scheme: 'https', host: 'x:8443' })],
    ['an empty authority', 'https:///fancy/webhook', url({ scheme: 'https' })],
    ['a user', 'https://harry.potter@example.com/', url({ scheme: 'https', host: 'example.com', user: 'harry.potter' })],
    ['a user and password, re-escaped', 'https://a%21:b@h', url({ scheme: 'https', host: 'h', user: 'a%21:b' })],
    ['a fragment', 'https://example.com/#bookmark', url({ scheme: 'https', host: 'example.com', fragment: 'bookmark' })],
    ['a query', 'https://example.com?arg=value', url({ scheme: 'https', host: 'example.com', rawQuery: 'arg=value' })],
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
    expect(parseGoUrl(input)).toEqual({ ok: true, url: expected });
  });

  it.each([
    ['a missing scheme before a colon', ':foo', 'parse ":foo": missing protocol scheme'],
    ['a bad port', 'https://x:8a/', 'parse "https://x:8a/": invalid port ":8a" after host'],
    ['a space in the host', 'https://a b/', 'parse "https://a b/": invalid character " " in host name'],
    ['a control character', 'https://x/\n', 'parse "https://x/\\n": net/url: invalid control character in URL'],
    ['a bad escape in the path', 'https://x/%zz', 'parse "https://x/%zz": invalid URL escape "%zz"'],
    ['a colon in a relative path', '1a:b', 'parse "1a:b": first path segment in URL cannot contain colon'],
    ['a missing bracket', 'https://[::1/', `parse "https://[::1/": missing ']' in host`],
    ['an invalid userinfo', 'https://a b@x/', 'parse "https://a b@x/": net/url: invalid userinfo'],
    ['a bad escape in the fragment', 'https://x/#%zz', 'parse "https://x/#%zz": invalid URL escape "%zz"'],
  ])('reports %s as Go does', (_name, input, expected) => {
    expect(parseGoUrl(input)).toEqual({ ok: false, error: expected });
  });
});

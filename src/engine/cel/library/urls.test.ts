import { describe } from 'vitest';
import { err, table, v } from './tableTest.ts';

// Examples from urls.go and the Kubernetes CEL docs (URL library).
describe('kubernetes URL library', () => {
  table([
    [
      "url('https://user:pass@example.com:80/path?query=val#fragment').getHost()",
      v('example.com:80'),
    ],
    ["isURL('https://user:pass@example.com:80/path?query=val#fragment')", v(true)],
    ["isURL('/absolute-path')", v(true)],
    ["isURL('https://a:b:c/')", v(false)],
    ["isURL('../relative-path')", v(false)],
    [
      "url('https://a:b:c/')",
      err(
        'URL parse error during conversion from string: parse "https://a:b:c/": invalid port ":c" after host',
      ),
    ],
    [
      "url('../relative-path')",
      err(
        'URL parse error during conversion from string: parse "../relative-path": invalid URI for request',
      ),
    ],
    ["url('/path').getScheme()", v('')],
    ["url('https://example.com/').getScheme()", v('https')],
    ["url('https://example.com:80/').getHost()", v('example.com:80')],
    ["url('https://example.com/').getHost()", v('example.com')],
    ["url('https://[::1]:80/').getHost()", v('[::1]:80')],
    ["url('https://[::1]/').getHost()", v('[::1]')],
    ["url('/path').getHost()", v('')],
    ["url('https://example.com:80/').getHostname()", v('example.com')],
    ["url('https://127.0.0.1:80/').getHostname()", v('127.0.0.1')],
    ["url('https://[::1]:80/').getHostname()", v('::1')],
    ["url('/path').getHostname()", v('')],
    ["url('https://example.com:80/').getPort()", v('80')],
    ["url('https://example.com/').getPort()", v('')],
    ["url('/path').getPort()", v('')],
    ["url('https://example.com/path').getEscapedPath()", v('/path')],
    ["url('https://example.com/path with spaces/').getEscapedPath()", v('/path%20with%20spaces/')],
    ["url('https://example.com').getEscapedPath()", v('')],
    [
      "url('https://example.com/path?k1=a&k2=b&k2=c').getQuery()",
      v(
        new Map([
          ['k1', ['a']],
          ['k2', ['b', 'c']],
        ]),
      ),
    ],
    [
      "url('https://example.com/path?key with spaces=value with spaces').getQuery()",
      v(new Map([['key with spaces', ['value with spaces']]])),
    ],
    ["url('https://example.com/path?').getQuery()", v(new Map())],
    ["url('https://example.com/path').getQuery()", v(new Map())],
    ["url('https://example.com/a') == url('https://example.com/a')", v(true)],
  ]);
});

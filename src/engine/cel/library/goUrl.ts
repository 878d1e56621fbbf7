// Go's net/url as the URL library uses it: Parse and ParseRequestURI (with their error text),
// Hostname, Port, EscapedPath and Query, ported from net/url/url.go (Go 1.23).

import { goQuote } from '../../apimachinery/goQuote.ts';
import { utf8Encode } from '../../apimachinery/utf8.ts';
import { ParseError, unescape } from '../../apimachinery/goUrlEscape.ts';

/** The parts of a *url.URL the CEL URL functions read. */
export interface GoURL {
  scheme: string;
  opaque: string;
  host: string;
  /** The path as written (still escaped), from which Go derives Path and RawPath. */
  rawPath: string;
  rawQuery: string;
  fragment: string;
}

export type GoURLResult = { ok: true; url: GoURL } | { ok: false; error: string };

function getScheme(raw: string): [string, string] {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charAt(i);
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+\-.]/.test(c)) {
      if (i === 0) return ['', raw];
      continue;
    }
    if (c === ':') {
      if (i === 0) throw new ParseError('missing protocol scheme');
      return [raw.slice(0, i), raw.slice(i + 1)];
    }
    return ['', raw];
  }
  return ['', raw];
}

const validOptionalPort = (port: string) => port === '' || /^:[0-9]*$/.test(port);

function parseHost(host: string): string {
  if (host.startsWith('[')) {
    const i = host.lastIndexOf(']');
    if (i < 0) throw new ParseError("missing ']' in host");
    const colonPort = host.slice(i + 1);
    if (!validOptionalPort(colonPort)) throw new ParseError(`invalid port ${goQuote(colonPort)} after host`);
  } else {
    const i = host.lastIndexOf(':');
    if (i !== -1 && !validOptionalPort(host.slice(i))) {
      throw new ParseError(`invalid port ${goQuote(host.slice(i))} after host`);
    }
  }
  return unescape(host, true);
}

function parseAuthority(authority: string): string {
  const i = authority.lastIndexOf('@');
  const host = parseHost(i < 0 ? authority : authority.slice(i + 1));
  if (i >= 0) {
    const userinfo = authority.slice(0, i);
    if (!/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(userinfo)) throw new ParseError('net/url: invalid userinfo');
    unescape(userinfo, false);
  }
  return host;
}

function parse(raw: string, viaRequest: boolean): GoURL {
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f]/.test(raw)) throw new ParseError('net/url: invalid control character in URL');
  if (raw === '' && viaRequest) throw new ParseError('empty url');
  const url: GoURL = { scheme: '', opaque: '', host: '', rawPath: '', rawQuery: '', fragment: '' };
  if (raw === '*') return { ...url, rawPath: '*' };
  let rest: string;
  [url.scheme, rest] = getScheme(raw);
  url.scheme = url.scheme.toLowerCase();
  if (rest.endsWith('?') && rest.split('?').length === 2) rest = rest.slice(0, -1);
  else {
    const q = rest.indexOf('?');
    if (q >= 0) [rest, url.rawQuery] = [rest.slice(0, q), rest.slice(q + 1)];
  }
  if (!rest.startsWith('/')) {
    if (url.scheme !== '') return { ...url, opaque: rest };
    if (viaRequest) throw new ParseError('invalid URI for request');
    if ((rest.split('/')[0] ?? '').includes(':')) throw new ParseError('first path segment in URL cannot contain colon');
  }
  if ((url.scheme !== '' || (!viaRequest && !rest.startsWith('///'))) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    const slash = authority.indexOf('/');
    rest = slash >= 0 ? authority.slice(slash) : '';
    if (slash >= 0) authority = authority.slice(0, slash);
    url.host = parseAuthority(authority);
  }
  unescape(rest, false);
  url.rawPath = rest;
  return url;
}

const fail = (op: string, e: unknown): GoURLResult => {
  if (e instanceof ParseError) return { ok: false, error: `parse ${goQuote(op)}: ${e.message}` };
  throw e;
};

/** url.Parse: the fragment is cut off first. */
export function parseURL(raw: string): GoURLResult {
  const hash = raw.indexOf('#');
  const u = hash >= 0 ? raw.slice(0, hash) : raw;
  let url: GoURL;
  try {
    url = parse(u, false);
  } catch (e) {
    return fail(u, e);
  }
  if (hash < 0) return { ok: true, url };
  try {
    url.fragment = unescape(raw.slice(hash + 1), false);
  } catch (e) {
    return fail(raw, e);
  }
  return { ok: true, url };
}

/** url.ParseRequestURI: an absolute URI or an absolute path, no fragment handling. */
export function parseRequestURI(raw: string): GoURLResult {
  try {
    return { ok: true, url: parse(raw, true) };
  } catch (e) {
    return fail(raw, e);
  }
}

function splitHostPort(hostPort: string): [string, string] {
  let host = hostPort;
  let port = '';
  const colon = hostPort.lastIndexOf(':');
  if (colon !== -1 && validOptionalPort(hostPort.slice(colon))) [host, port] = [hostPort.slice(0, colon), hostPort.slice(colon + 1)];
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return [host, port];
}

/** URL.Hostname(): the host without port, IPv6 brackets removed. */
export const hostname = (u: GoURL): string => splitHostPort(u.host)[0];

/** URL.Port(). */
export const port = (u: GoURL): string => splitHostPort(u.host)[1];

// shouldEscape(c, encodePath) from url.go.
const pathSafe = (b: number) => {
  const c = String.fromCharCode(b);
  return b < 0x80 && (/[A-Za-z0-9\-_.~$&+,/:;=@]/.test(c));
};

function escapePath(s: string): string {
  let out = '';
  for (const b of utf8Encode(s)) out += pathSafe(b) ? String.fromCharCode(b) : '%' + b.toString(16).toUpperCase().padStart(2, '0');
  return out;
}

/** URL.EscapedPath(): the path as written when it is validly encoded, else re-escaped. */
export function escapedPath(u: GoURL): string {
  const p = u.rawPath;
  if (p === '*') return '*';
  const valid = [...utf8Encode(p)].every((b) => pathSafe(b) || "!$&'()*+,;=:@[]%".includes(String.fromCharCode(b)));
  return valid ? p : escapePath(unescape(p, false));
}

function queryUnescape(s: string): string | undefined {
  const bytes: number[] = [];
  const src = utf8Encode(s);
  for (let i = 0; i < src.length; i++) {
    const b = src[i] ?? 0;
    if (b === 0x25) {
      const h = String.fromCharCode(src[i + 1] ?? 0, src[i + 2] ?? 0);
      if (!/^[0-9A-Fa-f]{2}$/.test(h)) return undefined;
      bytes.push(parseInt(h, 16));
      i += 2;
    } else bytes.push(b === 0x2b ? 0x20 : b);
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** URL.Query(): url.ParseQuery, silently dropping pairs it cannot parse. */
export function query(u: GoURL): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const pair of u.rawQuery.split('&')) {
    if (pair === '' || pair.includes(';')) continue;
    const eq = pair.indexOf('=');
    const key = queryUnescape(eq < 0 ? pair : pair.slice(0, eq));
    const value = queryUnescape(eq < 0 ? '' : pair.slice(eq + 1));
    if (key === undefined || value === undefined) continue;
    out.set(key, [...(out.get(key) ?? []), value]);
  }
  return out;
}

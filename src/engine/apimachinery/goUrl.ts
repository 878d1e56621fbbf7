// Go's net/url, the one port every caller shares: Parse and ParseRequestURI with their error text
// (webhook URL validation, the CEL URL library and format.uri), and the accessors Hostname, Port,
// EscapedPath and Query (net/url/url.go, Go 1.23).

import { goQuote } from './goQuote.ts';
import {
  escapePath,
  escapeUser,
  isPathSafe,
  ParseError,
  queryUnescape,
  unescape,
} from './goUrlEscape.ts';
import { utf8Encode } from './utf8.ts';

/** The parts of a *url.URL the engine reads. */
export interface GoURL {
  scheme: string;
  opaque: string;
  host: string;
  /** `Userinfo.String()`, or undefined when the URL has no `@`. */
  user?: string;
  /** The path as written (still escaped), from which Go derives Path and RawPath. */
  rawPath: string;
  rawQuery: string;
  fragment: string;
}

/** Holds a parsed URL or the text of Go's *url.Error. */
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
    if (!validOptionalPort(colonPort))
      throw new ParseError(`invalid port ${goQuote(colonPort)} after host`);
  } else {
    const i = host.lastIndexOf(':');
    if (i !== -1 && !validOptionalPort(host.slice(i))) {
      throw new ParseError(`invalid port ${goQuote(host.slice(i))} after host`);
    }
  }
  return unescape(host, true);
}

function parseAuthority(authority: string): { user?: string; host: string } {
  const i = authority.lastIndexOf('@');
  const host = parseHost(i < 0 ? authority : authority.slice(i + 1));
  if (i < 0) return { host };
  const userinfo = authority.slice(0, i);
  if (!/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(userinfo))
    throw new ParseError('net/url: invalid userinfo');
  // The user name and the password are unescaped apart, so an escape cannot span the colon.
  const colon = userinfo.indexOf(':');
  if (colon < 0) return { user: escapeUser(unescape(userinfo, false)), host };
  const name = escapeUser(unescape(userinfo.slice(0, colon), false));
  const password = escapeUser(unescape(userinfo.slice(colon + 1), false));
  return { user: `${name}:${password}`, host };
}

function parse(raw: string, viaRequest: boolean): GoURL {
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f]/.test(raw))
    throw new ParseError('net/url: invalid control character in URL');
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
    if ((rest.split('/')[0] ?? '').includes(':'))
      throw new ParseError('first path segment in URL cannot contain colon');
  }
  if ((url.scheme !== '' || (!viaRequest && !rest.startsWith('///'))) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    const slash = authority.indexOf('/');
    rest = slash >= 0 ? authority.slice(slash) : '';
    if (slash >= 0) authority = authority.slice(0, slash);
    const { user, host } = parseAuthority(authority);
    url.host = host;
    if (user !== undefined) url.user = user;
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
  if (colon !== -1 && validOptionalPort(hostPort.slice(colon)))
    [host, port] = [hostPort.slice(0, colon), hostPort.slice(colon + 1)];
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return [host, port];
}

/** URL.Hostname(): the host without port, IPv6 brackets removed. */
export const hostname = (u: GoURL): string => splitHostPort(u.host)[0];

/** URL.Port(). */
export const port = (u: GoURL): string => splitHostPort(u.host)[1];

/** URL.EscapedPath(): the path as written when it is validly encoded, else re-escaped. */
export function escapedPath(u: GoURL): string {
  const p = u.rawPath;
  if (p === '*') return '*';
  const valid = [...utf8Encode(p)].every(
    (b) => isPathSafe(b) || "!$&'()*+,;=:@[]%".includes(String.fromCharCode(b)),
  );
  return valid ? p : escapePath(unescape(p, false));
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

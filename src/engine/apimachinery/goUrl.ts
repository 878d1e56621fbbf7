// Parses a URL the way Go's net/url.Parse does, keeping only what webhook URL validation reads
// (scheme, host, user, fragment, raw query) and reproducing its error messages.

import { goQuote } from './goQuote.ts';
import { ParseError, escapeUser, unescape } from './goUrlEscape.ts';

/** The parts of a Go url.URL that ValidateWebhookURL looks at. */
export interface GoUrl {
  scheme: string;
  host: string;
  /** `Userinfo.String()`, or undefined when the URL has no `@`. */
  user?: string;
  fragment: string;
  rawQuery: string;
}

/** Holds a parsed URL or the text of Go's *url.Error. */
export type GoUrlResult = { ok: true; url: GoUrl } | { ok: false; error: string };

const isAlpha = (c: string) => /^[A-Za-z]$/.test(c);

function getScheme(raw: string): [string, string] {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charAt(i);
    if (isAlpha(c)) continue;
    if (/^[0-9+\-.]$/.test(c)) {
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

function validOptionalPort(port: string): boolean {
  if (port === '') return true;
  return port.startsWith(':') && /^[0-9]*$/.test(port.slice(1));
}

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

function parseAuthority(authority: string): { user?: string; host: string } {
  const i = authority.lastIndexOf('@');
  const host = parseHost(i < 0 ? authority : authority.slice(i + 1));
  if (i < 0) return { host };
  const userinfo = authority.slice(0, i);
  if (!/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(userinfo)) throw new ParseError('net/url: invalid userinfo');
  const colon = userinfo.indexOf(':');
  if (colon < 0) return { user: escapeUser(unescape(userinfo, false)), host };
  const name = escapeUser(unescape(userinfo.slice(0, colon), false));
  const password = escapeUser(unescape(userinfo.slice(colon + 1), false));
  return { user: `${name}:${password}`, host };
}

function parse(raw: string): GoUrl {
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f]/.test(raw)) throw new ParseError('net/url: invalid control character in URL');
  const url: GoUrl = { scheme: '', host: '', fragment: '', rawQuery: '' };
  if (raw === '*') return url;
  let rest: string;
  [url.scheme, rest] = getScheme(raw);
  url.scheme = url.scheme.toLowerCase();
  if (rest.endsWith('?') && rest.split('?').length === 2) rest = rest.slice(0, -1);
  else {
    const q = rest.indexOf('?');
    if (q >= 0) [rest, url.rawQuery] = [rest.slice(0, q), rest.slice(q + 1)];
  }
  if (!rest.startsWith('/')) {
    // A rootless path after a scheme is opaque: no host.
    if (url.scheme !== '') return url;
    if ((rest.split('/')[0] ?? '').includes(':')) {
      throw new ParseError('first path segment in URL cannot contain colon');
    }
  }
  if ((url.scheme !== '' || !rest.startsWith('///')) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    const slash = authority.indexOf('/');
    rest = slash >= 0 ? authority.slice(slash) : '';
    if (slash >= 0) authority = authority.slice(0, slash);
    const { user, host } = parseAuthority(authority);
    url.host = host;
    if (user !== undefined) url.user = user;
  }
  unescape(rest, false);
  return url;
}

/** Parses like Go's url.Parse, returning its error text (`parse "<url>": <reason>`) on failure. */
export function parseGoUrl(raw: string): GoUrlResult {
  const hash = raw.indexOf('#');
  const u = hash >= 0 ? raw.slice(0, hash) : raw;
  const frag = hash >= 0 ? raw.slice(hash + 1) : '';
  let url: GoUrl;
  try {
    url = parse(u);
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, error: `parse ${goQuote(u)}: ${e.message}` };
    throw e;
  }
  if (frag === '') return { ok: true, url };
  try {
    url.fragment = unescape(frag, false);
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, error: `parse ${goQuote(raw)}: ${e.message}` };
    throw e;
  }
  return { ok: true, url };
}

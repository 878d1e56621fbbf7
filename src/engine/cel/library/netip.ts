// Go's net/netip as the IP and CIDR libraries use it: ParseAddr, ParsePrefix (with their error
// text), Addr.String (RFC 5952) and the address classification predicates (Go 1.23).

import { goQuote } from '../../apimachinery/goQuote.ts';

/** A parsed address: 4 or 16 bytes, plus the zone Go keeps for IPv6. */
export interface Addr {
  bytes: number[];
  zone: string;
}

export class NetipError extends Error {}

const addrError = (input: string, msg: string, at = '') =>
  new NetipError(`ParseAddr(${goQuote(input)}): ${msg}${at ? ` (at ${goQuote(at)})` : ''}`);

/** parseIPv4Fields: decimal octets, no leading zeros, exactly four. */
function parseIPv4Fields(input: string, off: number, end: number): number[] {
  const s = input.slice(off, end);
  const fields: number[] = [];
  let val = 0;
  let digLen = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    if (c >= '0' && c <= '9') {
      if (digLen === 1 && val === 0)
        throw addrError(input, 'IPv4 field has octet with leading zero');
      val = val * 10 + Number(c);
      digLen++;
      if (val > 255) throw addrError(input, 'IPv4 field has value >255');
    } else if (c === '.') {
      if (i === 0 || i === s.length - 1 || s[i - 1] === '.') {
        throw addrError(input, 'IPv4 field must have at least one digit', s.slice(i));
      }
      if (fields.length === 3) throw addrError(input, 'IPv4 address too long');
      fields.push(val);
      val = 0;
      digLen = 0;
    } else throw addrError(input, 'unexpected character', s.slice(i));
  }
  if (fields.length < 3) throw addrError(input, 'IPv4 address too short');
  fields.push(val);
  return fields;
}

function parseIPv6(input: string): Addr {
  let s = input;
  let zone = '';
  const pct = s.indexOf('%');
  if (pct !== -1) {
    [s, zone] = [s.slice(0, pct), s.slice(pct + 1)];
    if (zone === '') throw addrError(input, 'zone must be a non-empty string');
  }
  const ip: number[] = Array.from({ length: 16 }, () => 0);
  let ellipsis = -1;
  if (s.startsWith('::')) {
    ellipsis = 0;
    s = s.slice(2);
    if (s === '') return { bytes: ip, zone };
  }
  let i = 0;
  while (i < 16) {
    let off = 0;
    let acc = 0;
    for (; off < s.length; off++) {
      const d = parseInt(s.charAt(off), 16);
      if (Number.isNaN(d)) break;
      acc = acc * 16 + d;
      if (off > 3)
        throw addrError(input, 'each colon-separated field must have at most 4 hex digits', s);
      if (acc > 0xffff) throw addrError(input, 'IPv6 field has value >=2^16', s);
    }
    if (off === 0)
      throw addrError(input, 'each colon-separated field must have at least one digit', s);
    if (off < s.length && s[off] === '.') {
      if (ellipsis < 0 && i !== 12) {
        throw addrError(
          input,
          'embedded IPv4 address must replace the final 2 fields of the address',
          s,
        );
      }
      if (i + 4 > 16)
        throw addrError(
          input,
          'too many hex fields to fit an embedded IPv4 at the end of the address',
          s,
        );
      const end = input.length - (zone.length > 0 ? zone.length + 1 : 0);
      parseIPv4Fields(input, end - s.length, end).forEach((b, j) => (ip[i + j] = b));
      s = '';
      i += 4;
      break;
    }
    ip[i] = acc >> 8;
    ip[i + 1] = acc & 0xff;
    i += 2;
    s = s.slice(off);
    if (s === '') break;
    if (s[0] !== ':') throw addrError(input, 'unexpected character, want colon', s);
    if (s.length === 1) throw addrError(input, 'colon must be followed by more characters', s);
    s = s.slice(1);
    if (s[0] === ':') {
      if (ellipsis >= 0) throw addrError(input, 'multiple :: in address', s);
      ellipsis = i;
      s = s.slice(1);
      if (s === '') break;
    }
  }
  if (s !== '') throw addrError(input, 'trailing garbage after address', s);
  if (i < 16) {
    if (ellipsis < 0) throw addrError(input, 'address string too short');
    const n = 16 - i;
    for (let j = i - 1; j >= ellipsis; j--) ip[j + n] = ip[j] ?? 0;
    ip.fill(0, ellipsis, ellipsis + n);
  } else if (ellipsis >= 0) {
    throw addrError(input, 'the :: must expand to at least one field of zeros', s);
  }
  return { bytes: ip, zone };
}

/** netip.ParseAddr. */
export function parseAddr(s: string): Addr {
  for (const c of s) {
    if (c === '.') return { bytes: parseIPv4Fields(s, 0, s.length), zone: '' };
    if (c === ':') return parseIPv6(s);
    if (c === '%') throw addrError(s, 'missing IPv6 address');
  }
  throw addrError(s, 'unable to parse IP');
}

export const is4 = (a: Addr) => a.bytes.length === 4;
export const is4In6 = (a: Addr) =>
  a.bytes.length === 16 &&
  a.bytes.slice(0, 10).every((b) => b === 0) &&
  a.bytes[10] === 0xff &&
  a.bytes[11] === 0xff;

/** Addr.String: dotted IPv4, or RFC 5952 IPv6 with the longest zero run (≥ 2 groups) as "::". */
export function addrString(a: Addr): string {
  const b = a.bytes;
  if (is4(a)) return b.join('.');
  if (is4In6(a)) return `::ffff:${b.slice(12).join('.')}${a.zone ? `%${a.zone}` : ''}`;
  const groups = Array.from({ length: 8 }, (_, i) => ((b[2 * i] ?? 0) << 8) | (b[2 * i + 1] ?? 0));
  let [zs, ze] = [-1, -1];
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i >= 2 && j - i > ze - zs) [zs, ze] = [i, j];
    i = j + 1;
  }
  let out = '';
  for (let i = 0; i < 8; i++) {
    if (i === zs) {
      out += '::';
      i = ze - 1;
      continue;
    }
    if (out !== '' && !out.endsWith(':')) out += ':';
    out += (groups[i] ?? 0).toString(16);
  }
  return out + (a.zone ? `%${a.zone}` : '');
}

const eq = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const isUnspecified = (a: Addr) => a.bytes.every((x) => x === 0);
const v6u16 = (a: Addr) => ((a.bytes[0] ?? 0) << 8) | (a.bytes[1] ?? 0);

export const predicates = {
  isUnspecified,
  isLoopback: (a: Addr) =>
    is4(a) ? a.bytes[0] === 127 : a.bytes.every((b, i) => b === (i === 15 ? 1 : 0)),
  isMulticast: (a: Addr) => (is4(a) ? ((a.bytes[0] ?? 0) & 0xf0) === 0xe0 : a.bytes[0] === 0xff),
  isLinkLocalMulticast: (a: Addr) =>
    is4(a)
      ? a.bytes[0] === 224 && a.bytes[1] === 0 && a.bytes[2] === 0
      : (v6u16(a) & 0xff0f) === 0xff02,
  isLinkLocalUnicast: (a: Addr) =>
    is4(a) ? a.bytes[0] === 169 && a.bytes[1] === 254 : (v6u16(a) & 0xffc0) === 0xfe80,
  isGlobalUnicast(a: Addr): boolean {
    const u = is4In6(a) ? { bytes: a.bytes.slice(12), zone: '' } : a;
    if (is4(u) && (isUnspecified(u) || u.bytes.every((x) => x === 255))) return false;
    return (
      !isUnspecified(u) &&
      !this.isLoopback(u) &&
      !this.isMulticast(u) &&
      !this.isLinkLocalUnicast(u)
    );
  },
};

/** A netip.Prefix: an address (not necessarily masked) and a bit count. */
export interface Prefix {
  addr: Addr;
  bits: number;
}

const prefixError = (input: string, msg: string) =>
  new NetipError(`netip.ParsePrefix(${goQuote(input)}): ${msg}`);

/** netip.ParsePrefix. */
export function parsePrefix(s: string): Prefix {
  const i = s.lastIndexOf('/');
  if (i < 0) throw prefixError(s, "no '/'");
  let addr: Addr;
  try {
    addr = parseAddr(s.slice(0, i));
  } catch (e) {
    throw prefixError(s, (e as Error).message);
  }
  if (!is4(addr) && addr.zone !== '')
    throw prefixError(s, 'IPv6 zones cannot be present in a prefix');
  const bitsStr = s.slice(i + 1);
  if (!/^(0|[1-9][0-9]{0,17})$/.test(bitsStr))
    throw prefixError(s, `bad bits after slash: ${goQuote(bitsStr)}`);
  const bits = Number(bitsStr);
  if (bits > (is4(addr) ? 32 : 128)) throw prefixError(s, 'prefix length out of range');
  return { addr, bits };
}

/** Prefix.Masked: the address with bits beyond the prefix cleared. */
export function masked(p: Prefix): Prefix {
  const bytes = p.addr.bytes.map((b, i) => {
    const keep = Math.max(0, Math.min(8, p.bits - 8 * i));
    return b & ((0xff << (8 - keep)) & 0xff);
  });
  return { addr: { bytes, zone: '' }, bits: p.bits };
}

export const prefixEquals = (a: Prefix, b: Prefix) =>
  a.bits === b.bits && eq(a.addr.bytes, b.addr.bytes) && a.addr.zone === b.addr.zone;

/** Prefix.Contains: same family, no zone, equal under the mask. */
export function contains(p: Prefix, a: Addr): boolean {
  if (a.bytes.length !== p.addr.bytes.length || a.zone !== '') return false;
  return prefixEquals(masked(p), masked({ addr: a, bits: p.bits }));
}

export const prefixString = (p: Prefix) => `${addrString(p.addr)}/${p.bits}`;

// Parses IP addresses and prefixes as Go's net/netip does (ParseAddr, ParsePrefix, Addr.String,
// Prefix.Masked), with its exact error texts: the strict parser the IPAddress and ServiceCIDR
// validation uses (go/src/net/netip/netip.go, Go 1.23).

import { goQuote } from '../../apimachinery/goQuote.ts';

/** A parsed address: 4 or 16 bytes, and the IPv6 zone. */
export interface NetipAddr {
  bytes: number[];
  zone: string;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const addrError = (input: string, msg: string, at?: string): Parsed<never> => ({
  ok: false,
  error: `ParseAddr(${goQuote(input)}): ${msg}${at === undefined ? '' : ` (at ${goQuote(at)})`}`,
});

// parseIPv4Fields over in[off:end].
function parseIPv4Fields(input: string, off: number, end: number): Parsed<number[]> {
  const s = input.slice(off, end);
  const fields: number[] = [];
  let val = 0;
  let digits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c >= '0' && c <= '9') {
      if (digits === 1 && val === 0)
        return addrError(input, 'IPv4 field has octet with leading zero');
      val = val * 10 + Number(c);
      digits++;
      if (val > 255) return addrError(input, 'IPv4 field has value >255');
    } else if (c === '.') {
      if (i === 0 || i === s.length - 1 || s[i - 1] === '.')
        return addrError(input, 'IPv4 field must have at least one digit', s.slice(i));
      if (fields.length === 3) return addrError(input, 'IPv4 address too long');
      fields.push(val);
      val = 0;
      digits = 0;
    } else return addrError(input, 'unexpected character', s.slice(i));
  }
  if (fields.length < 3) return addrError(input, 'IPv4 address too short');
  fields.push(val);
  return { ok: true, value: fields };
}

function parseIPv6(input: string): Parsed<NetipAddr> {
  let s = input;
  let zone = '';
  const pct = s.indexOf('%');
  if (pct !== -1) {
    zone = s.slice(pct + 1);
    s = s.slice(0, pct);
    if (zone === '') return addrError(input, 'zone must be a non-empty string');
  }
  const ip = Array<number>(16).fill(0);
  let ellipsis = -1;
  if (s.startsWith('::')) {
    ellipsis = 0;
    s = s.slice(2);
    if (s === '') return { ok: true, value: { bytes: ip, zone } };
  }
  let i = 0;
  while (i < 16) {
    let off = 0;
    let acc = 0;
    for (; off < s.length; off++) {
      const d = parseInt(s[off]!, 16);
      if (Number.isNaN(d)) break;
      acc = acc * 16 + d;
      if (off > 3)
        return addrError(input, 'each colon-separated field must have at most 4 hex digits', s);
      if (acc > 0xffff) return addrError(input, 'IPv6 field has value >=2^16', s);
    }
    if (off === 0)
      return addrError(input, 'each colon-separated field must have at least one digit', s);
    if (off < s.length && s[off] === '.') {
      if (ellipsis < 0 && i !== 12)
        return addrError(
          input,
          'embedded IPv4 address must replace the final 2 fields of the address',
          s,
        );
      if (i + 4 > 16)
        return addrError(
          input,
          'too many hex fields to fit an embedded IPv4 at the end of the address',
          s,
        );
      const end = input.length - (zone === '' ? 0 : zone.length + 1);
      const v4 = parseIPv4Fields(input, end - s.length, end);
      if (!v4.ok) return v4;
      ip.splice(i, 4, ...v4.value);
      s = '';
      i += 4;
      break;
    }
    ip[i] = acc >> 8;
    ip[i + 1] = acc & 0xff;
    i += 2;
    s = s.slice(off);
    if (s === '') break;
    if (s[0] !== ':') return addrError(input, 'unexpected character, want colon', s);
    if (s.length === 1) return addrError(input, 'colon must be followed by more characters', s);
    s = s.slice(1);
    if (s[0] === ':') {
      if (ellipsis >= 0) return addrError(input, 'multiple :: in address', s);
      ellipsis = i;
      s = s.slice(1);
      if (s === '') break;
    }
  }
  if (s !== '') return addrError(input, 'trailing garbage after address', s);
  if (i < 16) {
    if (ellipsis < 0) return addrError(input, 'address string too short');
    const n = 16 - i;
    for (let j = i - 1; j >= ellipsis; j--) ip[j + n] = ip[j]!;
    for (let j = ellipsis; j < ellipsis + n; j++) ip[j] = 0;
  } else if (ellipsis >= 0)
    return addrError(input, 'the :: must expand to at least one field of zeros', s);
  return { ok: true, value: { bytes: ip, zone } };
}

/** netip.ParseAddr. */
export function parseAddr(s: string): Parsed<NetipAddr> {
  for (const c of s) {
    if (c === '.') {
      const v4 = parseIPv4Fields(s, 0, s.length);
      return v4.ok ? { ok: true, value: { bytes: v4.value, zone: '' } } : v4;
    }
    if (c === ':') return parseIPv6(s);
    if (c === '%') return addrError(s, 'missing IPv6 address');
  }
  return addrError(s, 'unable to parse IP');
}

const isV4In6 = (b: number[]): boolean =>
  b.length === 16 && b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff;

/** Addr.String: dotted IPv4; RFC 5952 IPv6 (the longest run of 2+ zero groups as ::), `::ffff:` for a mapped IPv4. */
export function addrString(a: NetipAddr): string {
  const b = a.bytes;
  if (b.length === 4) return b.join('.');
  const zone = a.zone === '' ? '' : `%${a.zone}`;
  if (isV4In6(b)) return `::ffff:${b.slice(12).join('.')}${zone}`;
  const groups = Array.from({ length: 8 }, (_, k) => b[2 * k]! * 256 + b[2 * k + 1]!);
  let zeroStart = 255;
  let zeroEnd = 255;
  for (let k = 0; k < 8; k++) {
    let j = k;
    while (j < 8 && groups[j] === 0) j++;
    if (j - k >= 2 && j - k > zeroEnd - zeroStart) {
      zeroStart = k;
      zeroEnd = j;
    }
  }
  let out = '';
  for (let k = 0; k < 8; k++) {
    if (k === zeroStart) {
      out += '::';
      k = zeroEnd;
      if (k >= 8) break;
    } else if (k > 0) out += ':';
    out += groups[k]!.toString(16);
  }
  return out + zone;
}

/** A parsed prefix. */
export interface NetipPrefix {
  addr: NetipAddr;
  bits: number;
}

const prefixError = (input: string, msg: string): Parsed<never> => ({
  ok: false,
  error: `netip.ParsePrefix(${goQuote(input)}): ${msg}`,
});

/** netip.ParsePrefix. */
export function parsePrefix(s: string): Parsed<NetipPrefix> {
  const slash = s.lastIndexOf('/');
  if (slash < 0) return prefixError(s, "no '/'");
  const ip = parseAddr(s.slice(0, slash));
  if (!ip.ok) return prefixError(s, ip.error);
  if (ip.value.bytes.length === 16 && ip.value.zone !== '')
    return prefixError(s, 'IPv6 zones cannot be present in a prefix');
  const bitsStr = s.slice(slash + 1);
  const bad = prefixError(s, `bad bits after slash: ${goQuote(bitsStr)}`);
  if (bitsStr.length > 1 && (bitsStr[0]! < '1' || bitsStr[0]! > '9')) return bad;
  if (!/^[+-]?\d+$/.test(bitsStr)) return bad;
  const bits = Number(bitsStr);
  if (bits < 0 || bits > (ip.value.bytes.length === 16 ? 128 : 32))
    return prefixError(s, 'prefix length out of range');
  return { ok: true, value: { addr: ip.value, bits } };
}

/** Prefix.Masked().Addr(): the address with the host bits cleared. */
export function maskedAddr(p: NetipPrefix): NetipAddr {
  const bytes = p.addr.bytes.map((b, k) => {
    const keep = Math.max(0, Math.min(8, p.bits - 8 * k));
    return b & ((0xff << (8 - keep)) & 0xff);
  });
  return { bytes, zone: '' };
}

/** Prefix.String. */
export const prefixString = (p: NetipPrefix): string => `${addrString(p.addr)}/${p.bits}`;

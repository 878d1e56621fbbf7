// Go's net/netip as the IPAddress and ServiceCIDR validation reads it (ParseAddr, ParsePrefix,
// Addr.String, Prefix.Masked, with their exact error texts): the engine's one port of the package
// (../../cel/library/netip.ts, which the CEL IP library and legacyIP.ts use too), its errors turned
// into values (go/src/net/netip/netip.go, Go 1.23).

import {
  type Addr,
  addrString as goAddrString,
  masked,
  NetipError,
  parseAddr as goParseAddr,
  parsePrefix as goParsePrefix,
  type Prefix,
  prefixString as goPrefixString,
} from '../../cel/library/netip.ts';

/** A parsed address: 4 or 16 bytes, and the IPv6 zone. */
export type NetipAddr = Addr;
/** A parsed prefix. */
export type NetipPrefix = Prefix;

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function attempt<T>(parse: () => T): Parsed<T> {
  try {
    return { ok: true, value: parse() };
  } catch (e) {
    if (e instanceof NetipError) return { ok: false, error: e.message };
    throw e;
  }
}

/** netip.ParseAddr. */
export const parseAddr = (s: string): Parsed<NetipAddr> => attempt(() => goParseAddr(s));

/** Addr.String: dotted IPv4; RFC 5952 IPv6, `::ffff:` for a mapped IPv4. */
export const addrString = (a: NetipAddr): string => goAddrString(a);

/** netip.ParsePrefix. */
export const parsePrefix = (s: string): Parsed<NetipPrefix> => attempt(() => goParsePrefix(s));

/** Prefix.Masked().Addr(): the address with the host bits cleared. */
export const maskedAddr = (p: NetipPrefix): NetipAddr => masked(p).addr;

/** Prefix.String. */
export const prefixString = (p: NetipPrefix): string => goPrefixString(p);

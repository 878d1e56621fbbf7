// The Kubernetes CIDR library (k8s.io/apiserver/pkg/cel/library/cidr.go, type net.CIDR).

import { replacedName } from '../replacedBuiltins.ts';
import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError } from '@marcbachmann/cel-js';
import { goQuote } from '../../apimachinery/goQuote.ts';
import type { CelOpaque } from './celValues.ts';
import { IP, parseIPAddr } from './ip.ts';
import { registerOpaqueEquality } from './namespace.ts';
import {
  type Prefix,
  contains,
  is4In6,
  masked,
  parsePrefix,
  prefixEquals,
  prefixString,
} from './netip.ts';

/** A network prefix (apiservercel.CIDR), equal when address and length are. */
export class CIDR implements CelOpaque {
  readonly celTypeName = 'net.CIDR';
  constructor(readonly prefix: Prefix) {}
  celEquals(other: unknown): boolean {
    return other instanceof CIDR && prefixEquals(other.prefix, this.prefix);
  }
  toString(): string {
    return prefixString(this.prefix);
  }
}

/** cidr.go parseCIDR; stringToCIDR wraps its message once more, hence the repeated prefix. */
function parseCIDR(raw: string): Prefix {
  const wrap = 'network address parse error during conversion from string: ';
  let p: Prefix;
  try {
    p = parsePrefix(raw);
  } catch (e) {
    throw new EvaluationError(`${wrap}${wrap}${(e as Error).message}`);
  }
  if (is4In6(p.addr))
    throw new EvaluationError(`${wrap}IPv4-mapped IPv6 address ${goQuote(raw)} is not allowed`);
  return p;
}

/**
 * containsCIDR compares the receiver's masked prefix with the operand's address at the receiver's
 * length: unmasked up to 1.32.3 (so only a subnet at the range's first address was contained),
 * masked from 1.33 (kubernetes#130450, cidr.go; cherry-picked to 1.32.4 as #130773, which the
 * playground's 1.32 does not model: it keeps 1.32.0's answer).
 */
function containsCIDR(c: CIDR, other: CIDR, fixed: boolean): boolean {
  const at = { addr: other.prefix.addr, bits: c.prefix.bits };
  const same = prefixEquals(masked(c.prefix), fixed ? masked(at) : at);
  const validBits = c.prefix.bits <= other.prefix.addr.bytes.length * 8;
  return same && validBits && c.prefix.bits <= other.prefix.bits;
}

/** Registers the CIDR library (IntroducedVersion 1.30) of 1.<minor>; needs the IP library's net.IP type. */
export function registerCIDRLibrary(env: Environment, minor = 32): void {
  const fixed = minor >= 33;
  const T = 'net.CIDR';
  env.registerType(T, CIDR);
  registerOpaqueEquality(env, T);
  env.registerFunction(`cidr(string): ${T}`, (s: string) => new CIDR(parseCIDR(s)));
  env.registerFunction('isCIDR(string): bool', (s: string) => {
    try {
      parseCIDR(s);
      return true;
    } catch {
      return false;
    }
  });
  // cidr.go cidr_to_string; string() calls resolve to the replaced conversion (replacedBuiltins.ts).
  for (const name of ['string', replacedName('string')])
    env.registerFunction(`${name}(${T}): string`, (c: CIDR) => prefixString(c.prefix));
  env.registerFunction(`${T}.containsIP(string): bool`, (c: CIDR, s: string) =>
    contains(c.prefix, parseIPAddr(s)),
  );
  env.registerFunction(`${T}.containsIP(net.IP): bool`, (c: CIDR, ip: IP) =>
    contains(c.prefix, ip.addr),
  );
  env.registerFunction(`${T}.containsCIDR(string): bool`, (c: CIDR, s: string) =>
    containsCIDR(c, new CIDR(parseCIDR(s)), fixed),
  );
  env.registerFunction(`${T}.containsCIDR(${T}): bool`, (c: CIDR, o: CIDR) =>
    containsCIDR(c, o, fixed),
  );
  env.registerFunction(`${T}.ip(): net.IP`, (c: CIDR) => new IP(c.prefix.addr));
  env.registerFunction(`${T}.prefixLength(): int`, (c: CIDR) => BigInt(c.prefix.bits));
  env.registerFunction(`${T}.masked(): ${T}`, (c: CIDR) => new CIDR(masked(c.prefix)));
  // cel.Types(IPType, CIDRType) makes net.IP and net.CIDR usable as type values.
  const typeOf = (expr: string) => env.evaluate(`type(${expr})`) as unknown;
  env.registerConstant('net', 'map<string, type>', {
    IP: typeOf('ip("0.0.0.0")'),
    CIDR: typeOf('cidr("0.0.0.0/0")'),
  });
}

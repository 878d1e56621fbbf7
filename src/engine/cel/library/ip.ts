// The Kubernetes IP library (k8s.io/apiserver/pkg/cel/library/ip.go, type net.IP), over net/netip.

import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError } from '@marcbachmann/cel-js';
import { goQuote } from '../../apimachinery/goQuote.ts';
import type { CelOpaque } from './celValues.ts';
import { replacedName } from '../replacedBuiltins.ts';
import { registerNamespace, registerOpaqueEquality } from './namespace.ts';
import { type Addr, addrString, is4, is4In6, parseAddr, predicates } from './netip.ts';

/** An IP address (apiservercel.IP), equal when the addresses are. */
export class IP implements CelOpaque {
  readonly celTypeName = 'net.IP';
  constructor(readonly addr: Addr) {}
  celEquals(other: unknown): boolean {
    return other instanceof IP && addrString(other.addr) === addrString(this.addr);
  }
  toString(): string {
    return addrString(this.addr);
  }
}

/** ip.go parseIPAddr: netip.ParseAddr, then no zones and no IPv4-mapped IPv6. */
export function parseIPAddr(raw: string): Addr {
  let addr: Addr;
  try {
    addr = parseAddr(raw);
  } catch (e) {
    throw new EvaluationError(
      `IP Address ${goQuote(raw)} parse error during conversion from string: ${(e as Error).message}`,
    );
  }
  if (addr.zone !== '')
    throw new EvaluationError(`IP address ${goQuote(raw)} with zone value is not allowed`);
  if (is4In6(addr))
    throw new EvaluationError(`IPv4-mapped IPv6 address ${goQuote(raw)} is not allowed`);
  return addr;
}

const isIP = (s: string) => {
  try {
    parseIPAddr(s);
    return true;
  } catch {
    return false;
  }
};

/** Registers the IP library (IntroducedVersion 1.30). */
export function registerIPLibrary(env: Environment): void {
  const T = 'net.IP';
  env.registerType(T, IP);
  registerOpaqueEquality(env, T);
  env.registerFunction(`ip(string): ${T}`, (s: string) => new IP(parseIPAddr(s)));
  env.registerFunction('isIP(string): bool', isIP);
  // ip.go ip_to_string; string() calls resolve to the replaced conversion (replacedBuiltins.ts).
  for (const name of ['string', replacedName('string')])
    env.registerFunction(`${name}(${T}): string`, (ip: IP) => addrString(ip.addr));
  env.registerFunction(`${T}.family(): int`, (ip: IP) => (is4(ip.addr) ? 4n : 6n));
  for (const name of [
    'isUnspecified',
    'isLoopback',
    'isLinkLocalMulticast',
    'isLinkLocalUnicast',
    'isGlobalUnicast',
  ] as const) {
    env.registerFunction(`${T}.${name}(): bool`, (ip: IP) => predicates[name](ip.addr));
  }
  // ip.isCanonical(string): Addr.String() is the canonical form.
  const ns = registerNamespace(env, 'ip');
  env.registerFunction(
    `${ns}.isCanonical(string): bool`,
    (_: unknown, s: string) => addrString(parseIPAddr(s)) === s,
  );
}

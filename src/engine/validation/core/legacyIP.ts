// The IP and CIDR checks of the fields that predate strict IP validation: mirrors
// k8s.io/apimachinery pkg/util/validation/ip.go (v0.33.0 on) IsValidIPForLegacyField,
// IsValidCIDRForLegacyField and GetWarningsForIP. From 1.33 every field kube validated with
// netutils.ParseIPSloppy goes through these, strict when the StrictIPCIDRValidation gate is on
// (alpha in 1.33, on by default from 1.36, kubernetes#137053): a leading 0 in an IPv4 octet, an
// IPv4-mapped IPv6 address and a CIDR with bits set past its prefix are then refused. Values the old
// object already held are accepted again on update (validOld).

import { type FieldError, invalid } from '../../apimachinery/field.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { goString } from '../../apimachinery/goValue.ts';
import type { KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import {
  type Addr,
  addrString,
  is4In6,
  masked,
  parseAddr,
  parsePrefix,
  prefixEquals,
} from '../../cel/library/netip.ts';
import { invalidCIDRMessage, invalidIPMessage, isCIDR, isIP } from './formats.ts';
import { parseIPSloppy } from './ipAddress.ts';
import { objects, str } from '../read.ts';

const tryParse = <T>(f: () => T): T | undefined => {
  try {
    return f();
  } catch {
    return undefined;
  }
};

/** net.IP.String of a ParseIPSloppy result: IPv4 (also IPv4-mapped) dotted, IPv6 per RFC 5952. */
function netIPString(bytes: number[]): string {
  const addr: Addr = { bytes, zone: '' };
  return is4In6(addr) ? bytes.slice(12).join('.') : addrString(addr);
}

/** parseIP: the sloppy parse, then (strict) netip.ParseAddr's refusals. */
function parseIPErrors(fldPath: string, value: string, strict: boolean): FieldError[] {
  if (!isIP(value)) return [invalid(fldPath, goString(value), invalidIPMessage)];
  if (!strict) return [];
  const errs: FieldError[] = [];
  const addr = tryParse(() => parseAddr(value));
  // ParseIPSloppy took it and ParseAddr did not: an octet has a leading 0.
  if (addr === undefined) errs.push(invalid(fldPath, goString(value), 'must not have leading 0s'));
  // Go checks Is4In6 on the zero Addr too, which is false.
  if (addr !== undefined && is4In6(addr))
    errs.push(invalid(fldPath, goString(value), 'must not be an IPv4-mapped IPv6 address'));
  return errs;
}

/** IsValidIPForLegacyField. */
export function validIPForLegacyField(
  fldPath: string,
  value: string,
  strict: boolean,
  validOld: readonly string[] = [],
): FieldError[] {
  return validOld.includes(value) ? [] : parseIPErrors(fldPath, value, strict);
}

/**
 * Returns the non-empty ingress[].ip values of a load-balancer status: the validOldIPs that
 * ValidateLoadBalancerStatus (Service) and ValidateIngressLoadBalancerStatus (Ingress) pass on update
 * from 1.33 (apimachinery commit 71867013, KEP-4858 "Ratcheting validation").
 */
export function loadBalancerIngressIPs(status: JsonObject | undefined): string[] {
  return objects(status?.['ingress'])
    .map((i) => str(i['ip']))
    .filter((ip) => ip !== '');
}

/** IsValidCIDRForLegacyField (parseCIDR). */
export function validCIDRForLegacyField(
  fldPath: string,
  value: string,
  strict: boolean,
  validOld: readonly string[] = [],
): FieldError[] {
  if (validOld.includes(value)) return [];
  if (!isCIDR(value)) return [invalid(fldPath, goString(value), invalidCIDRMessage)];
  if (!strict) return [];
  const prefix = tryParse(() => parsePrefix(value));
  if (prefix === undefined)
    return [invalid(fldPath, goString(value), 'must not have leading 0s in IP or prefix length')];
  if (is4In6(prefix.addr))
    return [invalid(fldPath, goString(value), 'must not have an IPv4-mapped IPv6 address')];
  if (!prefixEquals(prefix, masked(prefix)))
    return [invalid(fldPath, goString(value), 'must not have bits set beyond the prefix length')];
  return [];
}

/**
 * Returns GetWarningsForIP's warnings for a value IsValidIPForLegacyField accepted: none before 1.33
 * (the function is new there), the "will be considered invalid" wording through 1.35 and "is
 * invalid" from 1.36 (apimachinery v0.36.0 ip.go:118).
 */
export function ipWarnings(fldPath: string, value: string, version: KubernetesVersion): string[] {
  if (!atLeast(version, '1.33')) return [];
  const ip = parseIPSloppy(value);
  if (ip === undefined) return [];
  const addr = tryParse(() => parseAddr(value));
  if (addr === undefined || is4In6(addr)) {
    const verdict = atLeast(version, '1.36')
      ? 'is invalid'
      : 'will be considered invalid in a future Kubernetes release';
    return [
      `${fldPath}: non-standard IP address ${goQuote(value)} ${verdict}: use ${goQuote(netIPString(ip))}`,
    ];
  }
  if (addr.bytes.length === 16 && addrString(addr) !== value)
    return [
      `${fldPath}: IPv6 address ${goQuote(value)} should be in RFC 5952 canonical format (${goQuote(addrString(addr))})`,
    ];
  return [];
}

// ParseCIDRSloppy: the network's 16 bytes (masked), its family and the mask's size.
function sloppyNetwork(value: string): { bytes: number[]; v4: boolean; ones: number } | undefined {
  if (!isCIDR(value)) return undefined;
  const [ip = '', bits = ''] = value.split('/');
  const bytes = parseIPSloppy(ip);
  if (bytes === undefined) return undefined;
  const v4 = !ip.includes(':');
  const ones = Number(bits);
  const keep = ones + (v4 ? 96 : 0);
  const masked = bytes.map(
    (b, i) => b & ((0xff << (8 - Math.max(0, Math.min(8, keep - 8 * i)))) & 0xff),
  );
  return { bytes: masked, v4, ones };
}

/**
 * Reports whether `except` is a strict subset of `cidr` as ValidateIPBlock checks it:
 * cidrIPNet.Contains(exceptCIDR.IP) and a longer mask (both parsed by ParseCIDRSloppy).
 */
export function isStrictSubset(cidr: string, except: string): boolean {
  const outer = sloppyNetwork(cidr);
  const inner = sloppyNetwork(except);
  if (outer === undefined || inner === undefined || outer.v4 !== inner.v4) return false;
  const inside = sloppyNetwork(`${except.split('/')[0] ?? ''}/${String(outer.ones)}`);
  return (
    inside !== undefined &&
    inside.bytes.every((b, i) => b === outer.bytes[i]) &&
    outer.ones < inner.ones
  );
}

// The CIDR warnings of the fields that predate strict CIDR validation: ports k8s.io/apimachinery
// pkg/util/validation/ip.go GetWarningsForCIDR (read at tags v0.33.0 … v0.37.0-beta.0, lines
// 211-250), which GetWarningsForService uses for spec.loadBalancerSourceRanges from 1.33. In its
// order: bits set past the prefix ("ambiguous"), then a leading 0 or an IPv4-mapped IPv6 address
// (worded "will be considered invalid in a future Kubernetes release" through 1.35 and "is
// invalid" from 1.36), then — only when neither fired — an IPv6 prefix not in RFC 5952 form.

import { goQuote } from '../../apimachinery/goQuote.ts';
import type { KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import {
  addrString,
  is4In6,
  parsePrefix,
  type Prefix,
  prefixString,
} from '../../cel/library/netip.ts';
import { isCIDR } from './formats.ts';
import { parseIPSloppy } from './ipAddress.ts';

/** net.IP.String of a 16-byte address: dotted when it is IPv4 (or IPv4-mapped), else RFC 5952. */
const netIPString = (bytes: number[]): string =>
  is4In6({ bytes, zone: '' }) ? bytes.slice(12).join('.') : addrString({ bytes, zone: '' });

/** What netutils.ParseCIDRSloppy returns: the address, the masked network and the mask. */
interface SloppyCIDR {
  ip: number[];
  network: number[];
  ones: number;
  /** Mask.Size's bits: 32 for an IPv4 CIDR, 128 for an IPv6 one. */
  addrlen: number;
}

function parseCIDRSloppy(value: string): SloppyCIDR | undefined {
  if (!isCIDR(value)) return undefined;
  const slash = value.lastIndexOf('/');
  const ip = parseIPSloppy(value.slice(0, slash));
  if (ip === undefined) return undefined;
  const addrlen = value.slice(0, slash).includes(':') ? 128 : 32;
  const ones = Number(value.slice(slash + 1));
  // An IPv4 mask covers the last 4 of the 16 bytes (net.IP.Mask on a 16-byte IPv4 address).
  const keep = ones + (128 - addrlen);
  const network = ip.map((b, i) =>
    i < 16 - addrlen / 8 ? b : b & ((0xff << (8 - Math.max(0, Math.min(8, keep - 8 * i)))) & 0xff),
  );
  return { ip, network, ones, addrlen };
}

/** net.IPNet.String: an IPv4 (or IPv4-mapped) network prints dotted with its 32-bit prefix. */
function ipNetString(c: SloppyCIDR): string {
  const v4 = is4In6({ bytes: c.network, zone: '' });
  const ones = v4 && c.addrlen === 128 ? c.ones - 96 : c.ones;
  return `${netIPString(c.network)}/${String(ones)}`;
}

const tryParsePrefix = (value: string): Prefix | undefined => {
  try {
    return parsePrefix(value);
  } catch {
    return undefined;
  }
};

/** GetWarningsForCIDR (1.33 on) for a value IsValidCIDRForLegacyField accepted. */
export function cidrWarnings(fldPath: string, value: string, version: KubernetesVersion): string[] {
  const c = parseCIDRSloppy(value);
  // Upstream logs and returns nil for a value validation should have refused.
  if (c === undefined) return [];
  const warnings: string[] = [];
  if (c.ip.some((b, i) => b !== c.network[i])) {
    const single = `${netIPString(c.ip)}/${String(c.addrlen)}`;
    warnings.push(
      `${fldPath}: CIDR value ${goQuote(value)} is ambiguous in this context (should be ${goQuote(ipNetString(c))} or ${goQuote(single)}?)`,
    );
  }
  const prefix = tryParsePrefix(value);
  if (prefix === undefined || is4In6(prefix.addr)) {
    const verdict = atLeast(version, '1.36')
      ? 'is invalid'
      : 'will be considered invalid in a future Kubernetes release';
    warnings.push(
      `${fldPath}: non-standard CIDR value ${goQuote(value)} ${verdict}: use ${goQuote(ipNetString(c))}`,
    );
  }
  if (
    warnings.length === 0 &&
    prefix !== undefined &&
    prefix.addr.bytes.length === 16 &&
    prefixString(prefix) !== value
  )
    warnings.push(
      `${fldPath}: IPv6 CIDR value ${goQuote(value)} should be in RFC 5952 canonical format (${goQuote(prefixString(prefix))})`,
    );
  return warnings;
}

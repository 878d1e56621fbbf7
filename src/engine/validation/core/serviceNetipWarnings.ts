// The IP and CIDR warnings of a Service before 1.33: ports the private getWarningsForIP and
// getWarningsForCIDR of kubernetes pkg/api/service/warnings.go as they stood until apimachinery's
// GetWarningsForIP/GetWarningsForCIDR replaced them in 1.33 (read from a stored pre-1.33 version of
// warnings.go and its warnings_test.go, whose expected strings these reproduce). They parse with
// Go's net/netip, quoting its error text: a leading 0 in an IPv4 octet (CVE-2021-29923), and an IPv6
// address or prefix that is not in RFC 5952 form. An IPv4-mapped IPv6 address passes both checks.

import { goQuote } from '../../apimachinery/goQuote.ts';
import {
  addrString,
  NetipError,
  parseAddr,
  parsePrefix,
  prefixString,
} from '../../cel/library/netip.ts';
import { isCIDR, isIP } from './formats.ts';

const netipError = (e: unknown): string => (e instanceof NetipError ? e.message : String(e));

/** getWarningsForIP (through 1.32), for a value validation accepted. */
export function netipIPWarnings(fldPath: string, address: string): string[] {
  if (!isIP(address)) return [];
  try {
    const ip = parseAddr(address);
    if (ip.bytes.length === 16 && addrString(ip) !== address)
      return [
        `${fldPath}: IPv6 address ${goQuote(address)} is not in RFC 5952 canonical format (${goQuote(addrString(ip))}), which may cause controller apply-loops`,
      ];
    return [];
  } catch (e) {
    return [
      `${fldPath}: IP address was accepted, but will be invalid in a future Kubernetes release: ${netipError(e)}`,
    ];
  }
}

/** getWarningsForCIDR (through 1.32), for a value validation accepted. */
export function netipCIDRWarnings(fldPath: string, cidr: string): string[] {
  if (!isCIDR(cidr)) return [];
  try {
    const prefix = parsePrefix(cidr);
    if (prefix.addr.bytes.length === 16 && prefixString(prefix) !== cidr)
      return [
        `${fldPath}: IPv6 prefix ${goQuote(cidr)} is not in RFC 5952 canonical format (${goQuote(prefixString(prefix))}), which may cause controller apply-loops`,
      ];
    return [];
  } catch (e) {
    return [
      `${fldPath}: IP prefix was accepted, but will be invalid in a future Kubernetes release: ${netipError(e)}`,
    ];
  }
}

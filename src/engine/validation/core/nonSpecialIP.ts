// ValidateNonSpecialIP (pkg/apis/core/validation/validation.go, 1.32): Endpoints, EndpointSlices and
// external IPs may not be unspecified, loopback or link-local addresses.

import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { parseIPSloppy, specialRanges } from './ipAddress.ts';

/** Checks that an address is an IP outside the special ranges. */
export function validateNonSpecialIP(ipAddress: string, fldPath: string): FieldError[] {
  const ip = parseIPSloppy(ipAddress);
  const bad = (detail: string): FieldError => invalid(fldPath, goString(ipAddress), detail);
  if (ip === undefined) return [bad('must be a valid IP address')];
  const r = specialRanges(ip);
  const errs: FieldError[] = [];
  if (r.unspecified) errs.push(bad(`may not be unspecified (${ipAddress})`));
  if (r.loopback) errs.push(bad('may not be in the loopback range (127.0.0.0/8, ::1/128)'));
  if (r.linkLocalUnicast)
    errs.push(bad('may not be in the link-local range (169.254.0.0/16, fe80::/10)'));
  if (r.linkLocalMulticast)
    errs.push(bad('may not be in the link-local multicast range (224.0.0.0/24, ff02::/10)'));
  return errs;
}

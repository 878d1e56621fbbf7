// Checks a Pod status's addresses: mirrors pkg/apis/core/validation/validation.go validatePodIPs and
// validateHostIPs (release-1.32) — each a valid IP (validation.IsValidIP), at most one per family,
// no duplicates, and hostIPs[0] equal to hostIP. The internal PodStatus has no podIP: conversion
// from v1 makes podIP the first of podIPs (Convert_v1_PodStatus_To_core_PodStatus), so it is
// checked as podIPs[0]. From 1.33 each address goes through IsValidIPForLegacyField (KEP-4858), strict
// under StrictIPCIDRValidation (on from 1.36), the old status's addresses accepted again (validOld).

import type { JsonObject } from '../../apimachinery/types.ts';
import { duplicate, type FieldError, invalid } from '../../apimachinery/field.ts';
import { goString, goText } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { objects, str } from '../read.ts';
import { isIP } from './formats.ts';
import { validIPForLegacyField } from './legacyIP.ts';
import { parseIPSloppy } from './ipAddress.ts';

type NotSimulated = (detail: string) => void;

// net.IP.To4() != nil: the address is IPv4 (also in its ::ffff: form).
const isV4 = (ip: string): boolean => {
  const bytes = parseIPSloppy(ip);
  return (
    bytes !== undefined &&
    bytes.slice(0, 10).every((b) => b === 0) &&
    bytes[10] === 0xff &&
    bytes[11] === 0xff
  );
};

// The IPs as the internal type holds them, after conversion from v1.
function podIPs(status: JsonObject): string[] {
  const ips = objects(status['podIPs']).map((p) => str(p['ip']));
  const primary = str(status['podIP']);
  if (primary === '') return ips;
  if (ips.length === 0) return [primary];
  return [primary, ...ips.slice(1)];
}

// %#v and json.Marshal of []core.PodIP / []core.HostIP (the internal types have no json tags).
const listValue = (type: string, ips: string[]) =>
  goText(
    `[]core.${type}{${ips.map((ip) => `core.${type}{IP:${goQuote(ip)}}`).join(', ')}}`,
    JSON.stringify(ips.map((ip) => ({ IP: ip }))),
  );
const oneValue = (type: string, ip: string) =>
  goText(`core.${type}{IP:${goQuote(ip)}}`, JSON.stringify({ IP: ip }));

function validateIPList(
  ips: string[],
  fldPath: string,
  type: string,
  ns: NotSimulated,
  strict: boolean,
  validOld: readonly string[],
): FieldError[] {
  const errs: FieldError[] = [];
  ips.forEach((ip, i) =>
    errs.push(...validIPForLegacyField(`${fldPath}[${i}]`, ip, strict, validOld)),
  );
  if (ips.length <= 1) return errs;
  if (!ips.every(isIP)) {
    // IsDualStackIPStrings fails on an unparsable address: an InternalError whose text we do not have.
    ns(`the dual-stack check of ${fldPath} when one of them is not an IP address`);
  } else {
    const dualStack = ips.some(isV4) && ips.some((ip) => !isV4(ip));
    if (!dualStack || ips.length > 2)
      errs.push(
        invalid(
          fldPath,
          listValue(type, ips),
          'may specify no more than one IP for each IP family',
        ),
      );
  }
  const seen = new Set<string>();
  ips.forEach((ip, i) => {
    if (seen.has(ip)) errs.push(duplicate(`${fldPath}[${i}]`, oneValue(type, ip)));
    seen.add(ip);
  });
  return errs;
}

/** validatePodIPs, then validateHostIPs; `strictIPCIDR` is StrictIPCIDRValidation. */
export function validatePodStatusIPs(
  status: JsonObject,
  ns: NotSimulated,
  strictIPCIDR = false,
  oldStatus: JsonObject = {},
): FieldError[] {
  const errs = validateIPList(
    podIPs(status),
    'status.podIPs',
    'PodIP',
    ns,
    strictIPCIDR,
    podIPs(oldStatus),
  );
  const hostIPs = objects(status['hostIPs']).map((h) => str(h['ip']));
  const oldHostIPs = objects(oldStatus['hostIPs']).map((h) => str(h['ip']));
  if (hostIPs.length === 0) return errs;
  const first = hostIPs[0] ?? '';
  if (str(status['hostIP']) !== first)
    errs.push(invalid('status.hostIPs[0].ip', goString(first), 'must be equal to `hostIP`'));
  return [
    ...errs,
    ...validateIPList(hostIPs, 'status.hostIPs', 'HostIP', ns, strictIPCIDR, oldHostIPs),
  ];
}

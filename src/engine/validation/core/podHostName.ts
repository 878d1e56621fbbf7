// Checks spec.hostnameOverride (HostnameOverride: alpha 1.34, beta on 1.35, GA 1.37): mirrors
// pkg/apis/core/validation/validation.go validatePodHostName, ported from kubernetes master of
// 2026-07 (the atiratree/kubernetes fork, commit 81b59d0); that 1.34-1.37 check the same is
// inferred (their copies could not be read). The field reaches validation only where the pod
// strategy kept it (registry/laterPodFieldDrops.ts).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, tooLong } from '../../apimachinery/field.ts';
import { byteLength, invalidEach, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { child } from '../fieldPath.ts';
import { optStr } from '../read.ts';

/** Checks hostnameOverride: not with setHostnameAsFQDN or hostNetwork, at most 64 bytes, a DNS subdomain. */
export function validatePodHostName(spec: JsonObject, fldPath: string): FieldError[] {
  const override = optStr(spec['hostnameOverride']);
  if (override === undefined) return [];
  const path = child(fldPath, 'hostnameOverride');
  const errs: FieldError[] = [];
  if (spec['setHostnameAsFQDN'] === true)
    errs.push(forbidden(path, 'may not be specified when setHostnameAsFQDN is true'));
  if (spec['hostNetwork'] === true)
    errs.push(forbidden(path, 'may not be specified when hostNetwork is true'));
  if (byteLength(override) > 64) errs.push(tooLong(path, 64));
  // Not allowed: a name that is not an RFC 1123 DNS subdomain (ValidateDNS1123Subdomain).
  errs.push(...invalidEach(path, override, isDNS1123Subdomain(override)));
  return errs;
}

// The IP-family half of Service allocation (pkg/registry/core/service/storage/alloc.go
// initIPFamilyFields and storage.go normalizeClusterIPs, release-1.32) on a single-stack IPv4
// cluster: ipFamilyPolicy defaults to SingleStack (RequireDualStack for a headless service without a
// selector, the stored policy on update), ipFamilies is inferred from clusterIPs or defaults to
// [IPv4], and dual-stack or IPv6 requests are refused as the server refuses them.

import type { JsonObject } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { type FieldError, invalid } from '../apimachinery/field.ts';
import { goNamed, goSlice } from '../apimachinery/goValue.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';

type Spec = JsonObject;

/** Small readers of a v1 ServiceSpec. */
export const svcType = (s: Spec): string => (typeof s['type'] === 'string' ? s['type'] : '');
export const strings = (s: Spec, key: string): string[] =>
  Array.isArray(s[key]) ? s[key].filter((x): x is string => typeof x === 'string') : [];
export const clusterIPOf = (s: Spec): string =>
  typeof s['clusterIP'] === 'string' ? s['clusterIP'] : '';
const policyOf = (s: Spec): string | undefined =>
  typeof s['ipFamilyPolicy'] === 'string' ? s['ipFamilyPolicy'] : undefined;
const hasSelector = (s: Spec): boolean => Object.keys(asObject(s['selector']) ?? {}).length > 0;
const familyOf = (ip: string): string => (ip.includes(':') ? 'IPv6' : 'IPv4');

/** Sets a list field, leaving it out when empty (omitempty). */
export function setList(s: Spec, key: string, values: readonly string[]): void {
  if (values.length === 0) delete s[key];
  else s[key] = [...values];
}

const sameList = (a: Spec, b: Spec, key: string): boolean =>
  semanticDeepEqual(a[key], b[key], true);
/** sameClusterIPs: clusterIP and clusterIPs both unchanged. */
export const sameClusterIPs = (a: Spec, b: Spec): boolean =>
  clusterIPOf(a) === clusterIPOf(b) && sameList(a, b, 'clusterIPs');

/** normalizeClusterIPs: keeps clusterIP and clusterIPs in step for clients that set only one. */
export function normalizeClusterIPs(s: Spec, old: Spec | undefined): void {
  if (old === undefined) {
    if (clusterIPOf(s) !== '' && strings(s, 'clusterIPs').length === 0)
      s['clusterIPs'] = [clusterIPOf(s)];
    return;
  }
  if (
    strings(old, 'clusterIPs').length > 0 &&
    strings(s, 'clusterIPs').length === 0 &&
    clusterIPOf(old) === clusterIPOf(s)
  ) {
    s['clusterIPs'] = [...strings(old, 'clusterIPs')];
  }
  if (clusterIPOf(old) !== clusterIPOf(s) && sameList(old, s, 'clusterIPs')) {
    if (clusterIPOf(old) !== '' && clusterIPOf(s) === '') delete s['clusterIPs'];
    else s['clusterIPs'] = [clusterIPOf(s)];
  }
}

const ipTypes = new Set(['ClusterIP', 'NodePort', 'LoadBalancer']);

// isMatchingPreferDualStackClusterIPFields: an unchanged PreferDualStack service is left as it is.
function unchangedPreferDualStack(s: Spec, old: Spec | undefined): boolean {
  if (
    old === undefined ||
    policyOf(s) === undefined ||
    svcType(old) !== svcType(s) ||
    !ipTypes.has(svcType(s))
  )
    return false;
  if (
    policyOf(s) !== 'PreferDualStack' ||
    (policyOf(old) ?? 'PreferDualStack') !== 'PreferDualStack'
  )
    return false;
  return sameClusterIPs(old, s) && sameList(old, s, 'ipFamilies');
}

/** initIPFamilyFields; returns the field errors of the refusal, if any. */
export function initIPFamilyFields(s: Spec, old: Spec | undefined, notes: string[]): FieldError[] {
  if (svcType(s) === 'ExternalName' || unchangedPreferDualStack(s, old)) return [];
  if (policyOf(s) === undefined) {
    const stored = old === undefined ? undefined : policyOf(old);
    s['ipFamilyPolicy'] =
      stored ?? (clusterIPOf(s) === 'None' && !hasSelector(s) ? 'RequireDualStack' : 'SingleStack');
    notes.push(
      `spec.ipFamilyPolicy set to ${String(s['ipFamilyPolicy'])}${stored !== undefined ? ' (the stored policy)' : ''}`,
    );
  }
  const policy = policyOf(s) ?? '';
  const errs: FieldError[] = [];
  const policyValue = goNamed('core.IPFamilyPolicy', policy);
  if (old !== undefined && policy === 'SingleStack') {
    if (sameClusterIPs(old, s) && strings(s, 'clusterIPs').length > 1)
      setList(s, 'clusterIPs', strings(s, 'clusterIPs').slice(0, 1));
    if (sameList(old, s, 'ipFamilies') && strings(s, 'ipFamilies').length > 1)
      setList(s, 'ipFamilies', strings(s, 'ipFamilies').slice(0, 1));
  }
  if (policy === 'SingleStack') {
    if (strings(s, 'clusterIPs').length === 2)
      errs.push(
        invalid(
          'spec.ipFamilyPolicy',
          policyValue,
          "must be 'RequireDualStack' or 'PreferDualStack' when multiple cluster IPs are specified",
        ),
      );
    if (strings(s, 'ipFamilies').length === 2)
      errs.push(
        invalid(
          'spec.ipFamilyPolicy',
          policyValue,
          "must be 'RequireDualStack' or 'PreferDualStack' when multiple IP families are specified",
        ),
      );
  }
  const families = strings(s, 'ipFamilies');
  const ips = strings(s, 'clusterIPs');
  for (const [i, ip] of ips.entries()) {
    if (ip === 'None') break;
    if (i < families.length) continue;
    const family = familyOf(ip);
    if (family === 'IPv4') families.push(family);
    else
      errs.push(
        invalid(
          `spec.clusterIPs[${i}]`,
          goSlice('string', ips),
          `${family} is not configured on this cluster`,
        ),
      );
  }
  if (errs.length > 0) return errs;
  if (families.length > strings(s, 'ipFamilies').length)
    notes.push(`spec.ipFamilies [${families.join(', ')}] inferred from spec.clusterIPs`);
  setList(s, 'ipFamilies', families);
  if (clusterIPOf(s) === 'None' && !hasSelector(s)) {
    // Headless without a selector may name both families even on a single-stack cluster.
    const before = families.length;
    if (families.length === 0) families.push('IPv4');
    if (families.length < 2 && policy !== 'SingleStack')
      families.push(families[0] === 'IPv4' ? 'IPv6' : 'IPv4');
    setList(s, 'ipFamilies', families);
    if (families.length !== before)
      notes.push(`spec.ipFamilies set to [${families.join(', ')}] (headless, no selector)`);
    return [];
  }
  if (policy === 'RequireDualStack')
    errs.push(
      invalid(
        'spec.ipFamilyPolicy',
        policyValue,
        'this cluster is not configured for dual-stack services',
      ),
    );
  for (const [i, family] of families.entries()) {
    if (family !== 'IPv4')
      errs.push(
        invalid(
          `spec.ipFamilies[${i}]`,
          goNamed('core.IPFamily', family),
          'not configured on this cluster',
        ),
      );
  }
  if (errs.length > 0) return errs;
  if (families.length === 0) {
    setList(s, 'ipFamilies', ['IPv4']);
    notes.push("spec.ipFamilies set to [IPv4], the cluster's family");
  }
  return [];
}

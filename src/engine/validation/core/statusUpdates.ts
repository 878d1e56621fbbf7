// Checks the /status updates of core kinds: mirrors pkg/apis/core/validation/validation.go
// (release-1.32) ValidateServiceStatusUpdate with ValidateLoadBalancerStatus (from 1.33 each
// ingress ip goes through IsValidIPForLegacyField, strict under StrictIPCIDRValidation, with the old
// status's ips as validOldIPs: apimachinery commit 71867013 "Fix IP/CIDR validation to allow
// updates to existing invalid objects", kubernetes 1.33, and KEP-4858 "Ratcheting validation"),
// ValidateNamespaceStatusUpdate, ValidateResourceQuotaStatusUpdate,
// ValidatePersistentVolumeStatusUpdate and ValidatePersistentVolumeClaimStatusUpdate. Go walks the
// quota's and claim's resource maps in random order; errors here follow the keys' sorted order.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goInt64, goNamed, goString } from '../../apimachinery/goValue.ts';
import { invalidEach, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { quantityOf, signOf, valueOf } from '../../apimachinery/quantity/quantity.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { list, obj, objects, str } from '../read.ts';
import { isIP } from './formats.ts';
import { loadBalancerIngressIPs, validIPForLegacyField } from './legacyIP.ts';
import { resourceList } from './quota.ts';

type NotSimulated = (detail: string) => void;

const statusOf = (o: JsonObject): JsonObject => obj(o['status']) ?? {};
const resourceVersionRequired = (o: JsonObject): FieldError[] =>
  str(obj(o['metadata'])?.['resourceVersion']) === '' ? [required('resourceVersion', '')] : [];

const supportedLoadBalancerIPMode = ['Proxy', 'VIP'];

// ValidateLoadBalancerStatus with the 1.32 gates: AllowServiceLBStatusOnNonLB off (alpha),
// LoadBalancerIPMode on (beta). `strictIPCIDR`: StrictIPCIDRValidation; `validOld`: the old status's
// ingress ips, accepted as they are (1.32's ParseIPSloppy check is the non-strict legacy check, word
// for word).
function validateLoadBalancerStatus(
  svc: JsonObject,
  gates: Readonly<Record<string, boolean>>,
  strictIPCIDR: boolean,
  validOld: readonly string[],
): FieldError[] {
  const ingress = objects(obj(statusOf(svc)['loadBalancer'])?.['ingress']);
  const type = str(obj(svc['spec'])?.['type']);
  const path = 'status.loadBalancer.ingress';
  if (
    gates['AllowServiceLBStatusOnNonLB'] !== true &&
    type !== 'LoadBalancer' &&
    ingress.length > 0
  )
    return [forbidden(path, "may only be used when `spec.type` is 'LoadBalancer'")];
  const errs: FieldError[] = [];
  ingress.forEach((ing, i) => {
    const p = `${path}[${i}]`;
    const ip = str(ing['ip']);
    if (ip !== '') errs.push(...validIPForLegacyField(`${p}.ip`, ip, strictIPCIDR, validOld));
    const mode = ing['ipMode'];
    const hasMode = typeof mode === 'string';
    if (gates['LoadBalancerIPMode'] !== false && !hasMode) {
      if (ip !== '') errs.push(required(`${p}.ipMode`, 'must be specified when `ip` is set'));
    } else if (hasMode && ip === '')
      errs.push(forbidden(`${p}.ipMode`, 'may not be specified when `ip` is not set'));
    else if (hasMode && !supportedLoadBalancerIPMode.includes(mode))
      errs.push(
        notSupported(
          `${p}.ipMode`,
          // field.Error dereferences the *LoadBalancerIPMode.
          goNamed('core.LoadBalancerIPMode', mode),
          supportedLoadBalancerIPMode,
        ),
      );
    const hostname = str(ing['hostname']);
    if (hostname !== '') {
      errs.push(...invalidEach(`${p}.hostname`, hostname, isDNS1123Subdomain(hostname)));
      if (isIP(hostname))
        errs.push(
          invalid(`${p}.hostname`, goString(hostname), 'must be a DNS name, not an IP address'),
        );
    }
  });
  return errs;
}

/** ValidateServiceStatusUpdate (`strictIPCIDR`: StrictIPCIDRValidation, alpha 1.33, on from 1.36). */
export const validateServiceStatusUpdate = (
  svc: JsonObject,
  old: JsonObject,
  gates: Readonly<Record<string, boolean>>,
  strictIPCIDR = false,
): FieldError[] => [
  ...validateObjectMetaUpdate(svc, old),
  ...validateLoadBalancerStatus(
    svc,
    gates,
    strictIPCIDR,
    loadBalancerIngressIPs(obj(statusOf(old)['loadBalancer'])),
  ),
];

/** ValidateNamespaceStatusUpdate: the phase follows metadata.deletionTimestamp. */
export function validateNamespaceStatusUpdate(ns: JsonObject, old: JsonObject): FieldError[] {
  const errs = validateObjectMetaUpdate(ns, old);
  const deleting = str(obj(ns['metadata'])?.['deletionTimestamp']) !== '';
  const phase = str(statusOf(ns)['phase']);
  const value = goNamed('core.NamespacePhase', phase);
  if (!deleting && phase !== 'Active')
    errs.push(
      invalid('status.Phase', value, "may only be 'Active' if `deletionTimestamp` is empty"),
    );
  if (deleting && phase !== 'Terminating')
    errs.push(
      invalid(
        'status.Phase',
        value,
        "may only be 'Terminating' if `deletionTimestamp` is not empty",
      ),
    );
  return errs;
}

const sortedEntries = (m: JsonObject | undefined): JsonObject =>
  Object.fromEntries(Object.entries(m ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** ValidateResourceQuotaStatusUpdate: status.hard and status.used as the spec's hard is checked. */
export function validateResourceQuotaStatusUpdate(rq: JsonObject, old: JsonObject): FieldError[] {
  const status = statusOf(rq);
  return [
    ...validateObjectMetaUpdate(rq, old),
    ...resourceVersionRequired(rq),
    ...resourceList(sortedEntries(obj(status['hard'])), 'status.hard'),
    ...resourceList(sortedEntries(obj(status['used'])), 'status.used'),
  ];
}

/** ValidatePersistentVolumeStatusUpdate. */
export const validatePersistentVolumeStatusUpdate = (
  pv: JsonObject,
  old: JsonObject,
): FieldError[] => [...validateObjectMetaUpdate(pv, old), ...resourceVersionRequired(pv)];

// validateBasicResource: quantity.Value() (rounded up to an integer) must not be negative.
function basicResources(m: JsonObject | undefined, fldPath: string): FieldError[] {
  return Object.entries(sortedEntries(m)).flatMap(([name, v]) => {
    const q = quantityOf(v);
    if (q === undefined || signOf(q) >= 0) return [];
    return [
      invalid(
        `${fldPath}[${name}]`,
        goInt64(Number(valueOf(q))),
        'must be a valid resource quantity',
      ),
    ];
  });
}

/** ValidatePersistentVolumeClaimStatusUpdate. */
export function validatePersistentVolumeClaimStatusUpdate(
  pvc: JsonObject,
  old: JsonObject,
  ns: NotSimulated,
): FieldError[] {
  const status = statusOf(pvc);
  const errs = [...validateObjectMetaUpdate(pvc, old), ...resourceVersionRequired(pvc)];
  // The capital S is upstream's.
  if (list(obj(pvc['spec'])?.['accessModes']).length === 0)
    errs.push(required('Spec.accessModes', ''));
  errs.push(...basicResources(obj(status['capacity']), 'status.capacity'));
  if (
    status['allocatedResourceStatuses'] !== undefined ||
    status['allocatedResources'] !== undefined
  )
    ns(
      'field validation of status.allocatedResources and status.allocatedResourceStatuses (RecoverVolumeExpansionFailure)',
    );
  return errs;
}

// Checks an Ingress /status update: mirrors pkg/apis/networking/validation/validation.go
// ValidateIngressStatusUpdate and ValidateIngressLoadBalancerStatus (release-1.32): the metadata
// update, then each status.loadBalancer.ingress point's ip (an IP address; from 1.33 through
// IsValidIPForLegacyField, strict with StrictIPCIDRValidation, the old status's ips accepted as they
// are: apimachinery commit 71867013, KEP-4858 "Ratcheting validation") and hostname (a DNS-1123
// subdomain that is not an IP address).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { invalidEach, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { loadBalancerIngressIPs, validIPForLegacyField } from '../core/legacyIP.ts';
import { isIP } from '../core/formats.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { child, index } from '../fieldPath.ts';
import { obj, objects, str } from '../read.ts';

/** ValidateIngressLoadBalancerStatus. */
export function validateIngressLoadBalancerStatus(
  status: JsonObject | undefined,
  fldPath: string,
  strictIPCIDR: boolean,
  validOld: readonly string[] = [],
): FieldError[] {
  const errs: FieldError[] = [];
  objects(status?.['ingress']).forEach((ing, i) => {
    const idxPath = index(child(fldPath, 'ingress'), i);
    const ip = str(ing['ip']);
    if (ip !== '')
      errs.push(...validIPForLegacyField(child(idxPath, 'ip'), ip, strictIPCIDR, validOld));
    const hostname = str(ing['hostname']);
    if (hostname !== '') {
      const path = child(idxPath, 'hostname');
      errs.push(...invalidEach(path, hostname, isDNS1123Subdomain(hostname)));
      if (isIP(hostname))
        errs.push(invalid(path, goString(hostname), 'must be a DNS name, not an IP address'));
    }
  });
  return errs;
}

/** ValidateIngressStatusUpdate. */
export const validateIngressStatusUpdate = (
  ing: JsonObject,
  old: JsonObject,
  strictIPCIDR: boolean,
): FieldError[] => [
  ...validateObjectMetaUpdate(ing, old),
  ...validateIngressLoadBalancerStatus(
    obj(obj(ing['status'])?.['loadBalancer']),
    'status.loadBalancer',
    strictIPCIDR,
    loadBalancerIngressIPs(obj(obj(old['status'])?.['loadBalancer'])),
  ),
];

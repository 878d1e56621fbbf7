// DenyServiceExternalIPs: refuses any new use of Service spec.externalIPs; keeping or removing
// existing ones stays allowed (plugin/pkg/admission/network/denyserviceexternalips/admission.go, Validate).

import { admissionForbidden } from '../admission/forbidden.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { handlesOperations, type AdmissionPlugin } from './interfaces.ts';
import { listAt } from './objectFields.ts';

const externalIPs = (svc: JsonObject): string[] =>
  listAt(svc, 'spec', 'externalIPs').filter((ip) => typeof ip === 'string');

/** Reports whether every external IP of the new Service was already on the old one. */
function isSubset(newSvc: JsonObject, oldSvc: JsonObject | undefined): boolean {
  const ips = externalIPs(newSvc);
  if (ips.length === 0) return true;
  if (oldSvc === undefined) return false;
  const old = new Set(externalIPs(oldSvc));
  return ips.every((ip) => old.has(ip));
}

/** The DenyServiceExternalIPs plugin: Validate, for CREATE and UPDATE of services. */
export const denyServiceExternalIPsPlugin: AdmissionPlugin = {
  name: 'DenyServiceExternalIPs',
  handles: handlesOperations('CREATE', 'UPDATE'),
  validate({ attr }) {
    if (
      attr.resource.group !== '' ||
      attr.resource.resource !== 'services' ||
      attr.subresource !== ''
    )
      return undefined;
    if (attr.object === undefined) return undefined;
    if (isSubset(attr.object, attr.oldObject)) return { reason: 'no new external IPs' };
    const status = admissionForbidden(attr, 'Use of external IPs is denied by admission control');
    return { status, reason: status.message };
  },
};

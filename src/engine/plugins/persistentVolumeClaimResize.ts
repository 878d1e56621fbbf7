// PersistentVolumeClaimResize: a claim may only grow when it is bound and its StorageClass sets
// allowVolumeExpansion (plugin/pkg/admission/storage/persistentvolume/resize/admission.go, Validate).

import { admissionForbidden } from '../admission/forbidden.ts';
import { metaString } from '../admission/attributes.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { type Amount, compare } from '../apimachinery/quantity/amount.ts';
import { parseQuantity } from '../apimachinery/quantity/parse.ts';
import { betaStorageClassAnnotation } from './defaultStorageClass.ts';
import { handlesOperations, type AdmissionPlugin, type PluginCluster } from './interfaces.ts';
import { hasKey, stringAt, stringMapAt, valueAt } from './objectFields.ts';

const zero: Amount = { unscaled: 0n, exp: 0, dec: false };

// Requests[ResourceStorage]: a missing (or, after decoding, impossible malformed) quantity reads as zero.
function requestedStorage(pvc: JsonObject): Amount {
  const q = valueAt(pvc, 'spec', 'resources', 'requests', 'storage');
  if (typeof q !== 'string') return zero;
  try {
    return parseQuantity(q).amount;
  } catch {
    return zero;
  }
}

/** helper.GetPersistentVolumeClaimClass: the beta annotation first, then spec.storageClassName. */
export function persistentVolumeClaimClass(pvc: JsonObject): string {
  if (hasKey(pvc, betaStorageClassAnnotation, 'metadata', 'annotations')) {
    return stringMapAt(pvc, 'metadata', 'annotations')[betaStorageClassAnnotation] ?? '';
  }
  return stringAt(pvc, 'spec', 'storageClassName');
}

// allowResize: same non-empty class before and after, and that class allows expansion.
function allowResize(pvc: JsonObject, oldPvc: JsonObject, cluster: PluginCluster): boolean {
  const cls = persistentVolumeClaimClass(pvc);
  if (cls === '' || cls !== persistentVolumeClaimClass(oldPvc)) return false;
  const sc = cluster.ofKind('StorageClass').find((o) => metaString(o, 'name') === cls);
  return sc !== undefined && sc['allowVolumeExpansion'] === true;
}

/** The PersistentVolumeClaimResize plugin: Validate, for UPDATE of persistentvolumeclaims. */
export const persistentVolumeClaimResizePlugin: AdmissionPlugin = {
  name: 'PersistentVolumeClaimResize',
  handles: handlesOperations('UPDATE'),
  validate({ attr, cluster }) {
    if (
      attr.resource.group !== '' ||
      attr.resource.resource !== 'persistentvolumeclaims' ||
      attr.subresource !== ''
    )
      return undefined;
    const pvc = attr.object;
    const oldPvc = attr.oldObject;
    if (pvc === undefined || oldPvc === undefined) return undefined;
    if (compare(requestedStorage(pvc), requestedStorage(oldPvc)) <= 0)
      return { reason: 'the claim does not grow' };
    let message: string | undefined;
    if (stringAt(oldPvc, 'status', 'phase') !== 'Bound')
      message = 'Only bound persistent volume claims can be expanded';
    else if (!allowResize(pvc, oldPvc, cluster)) {
      message =
        'only dynamically provisioned pvc can be resized and the storageclass that provisions the pvc must support resize';
    }
    if (message === undefined)
      return {
        reason: `StorageClass "${persistentVolumeClaimClass(pvc)}" allows volume expansion`,
      };
    const status = admissionForbidden(attr, message);
    return { status, reason: status.message };
  },
};

// DefaultStorageClass: a PersistentVolumeClaim created without a class gets the default
// StorageClass (plugin/pkg/admission/storage/storageclass/setdefault/admission.go, Admit).

import { isObject } from '../apimachinery/isObject.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { newestDefaultClass } from './defaultClass.ts';
import { handlesOperations, type AdmissionPlugin } from './interfaces.ts';
import { fieldOrder, hasKey, objectAt, stringMapAt, withField } from './objectFields.ts';

/** core.BetaStorageClassAnnotation, still honoured on claims. */
export const betaStorageClassAnnotation = 'volume.beta.kubernetes.io/storage-class';

/** Reports whether a StorageClass carries the GA or beta is-default-class annotation set to "true". */
export function isDefaultStorageClass(o: JsonObject): boolean {
  const a = stringMapAt(o, 'metadata', 'annotations');
  return (
    a['storageclass.kubernetes.io/is-default-class'] === 'true' ||
    a['storageclass.beta.kubernetes.io/is-default-class'] === 'true'
  );
}

/** helper.PersistentVolumeClaimHasClass: the beta annotation (any value) or spec.storageClassName (even ""). */
function hasClass(pvc: JsonObject): boolean {
  return (
    hasKey(pvc, betaStorageClassAnnotation, 'metadata', 'annotations') ||
    (isObject(pvc['spec']) && typeof pvc['spec']['storageClassName'] === 'string')
  );
}

/** The DefaultStorageClass plugin: Admit, for CREATE of persistentvolumeclaims. */
export const defaultStorageClassPlugin: AdmissionPlugin = {
  name: 'DefaultStorageClass',
  handles: handlesOperations('CREATE'),
  admit({ attr, cluster }) {
    if (
      attr.resource.group !== '' ||
      attr.resource.resource !== 'persistentvolumeclaims' ||
      attr.subresource !== ''
    )
      return undefined;
    const pvc = attr.object;
    if (pvc === undefined) return undefined;
    if (hasClass(pvc)) return { reason: 'the claim names a storage class' };
    const chosen = newestDefaultClass(cluster.ofKind('StorageClass'), isDefaultStorageClass);
    if (chosen === undefined)
      return { reason: 'no default StorageClass: the claim keeps no class' };
    const out = structuredClone(pvc);
    out['spec'] = withField(
      objectAt(out, 'spec'),
      'storageClassName',
      chosen.name,
      fieldOrder.persistentVolumeClaimSpec,
    );
    const many =
      chosen.candidates > 1 ? ` (the newest of ${chosen.candidates} default StorageClasses)` : '';
    return { object: out, reason: `set spec.storageClassName to "${chosen.name}"${many}` };
  },
};

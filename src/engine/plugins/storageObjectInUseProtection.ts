// StorageObjectInUseProtection: every new PersistentVolume and PersistentVolumeClaim gets the
// protection finalizer its controller removes once nothing uses it
// (plugin/pkg/admission/storage/storageobjectinuseprotection/admission.go, Admit).

import { handlesOperations, type AdmissionPlugin } from './interfaces.ts';
import { fieldOrder, listAt, objectAt, withField } from './objectFields.ts';

/** volumeutil.PVCProtectionFinalizer. */
export const pvcProtectionFinalizer = 'kubernetes.io/pvc-protection';
/** volumeutil.PVProtectionFinalizer. */
export const pvProtectionFinalizer = 'kubernetes.io/pv-protection';

const finalizerFor: Readonly<Record<string, string>> = {
  persistentvolumes: pvProtectionFinalizer,
  persistentvolumeclaims: pvcProtectionFinalizer,
};

/** The StorageObjectInUseProtection plugin: Admit, for CREATE of persistentvolumes and persistentvolumeclaims. */
export const storageObjectInUseProtectionPlugin: AdmissionPlugin = {
  name: 'StorageObjectInUseProtection',
  handles: handlesOperations('CREATE'),
  admit({ attr }) {
    const finalizer = attr.resource.group === '' ? finalizerFor[attr.resource.resource] : undefined;
    if (finalizer === undefined || attr.subresource !== '' || attr.object === undefined)
      return undefined;
    const finalizers = listAt(attr.object, 'metadata', 'finalizers');
    if (finalizers.includes(finalizer))
      return { reason: `the ${finalizer} finalizer is already present` };
    const out = structuredClone(attr.object);
    out['metadata'] = withField(
      objectAt(out, 'metadata'),
      'finalizers',
      [...finalizers, finalizer],
      fieldOrder.objectMeta,
    );
    return { object: out, reason: `added the ${finalizer} finalizer` };
  },
};

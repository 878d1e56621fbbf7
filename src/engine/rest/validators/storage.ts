// The strategies of the CSI kinds of storage.k8s.io (pkg/registry/storage/{csidriver,csinode,
// csistoragecapacity,volumeattachment,volumeattributesclass}/strategy.go): Validate and
// ValidateUpdate.

import {
  hasInvalidLabelValueInSelector,
  validateCSIDriver,
  validateCSIDriverUpdate,
  validateCSINode,
  validateCSINodeUpdate,
  validateCSIStorageCapacity,
  validateCSIStorageCapacityUpdate,
  validateVolumeAttributesClass,
  validateVolumeAttributesClassUpdate,
} from '../../validation/storage/csi.ts';
import {
  validateVolumeAttachment,
  validateVolumeAttachmentUpdate,
} from '../../validation/storage/volumeAttachment.ts';
import type { KindValidator } from '../validator.ts';

/** The validators of these kinds, by `group/resource`. */
export const storageValidators: Readonly<Record<string, KindValidator>> = {
  'storage.k8s.io/csidrivers': {
    strategy: 'csiDriverStrategy',
    validate: (o) => validateCSIDriver(o),
    validateUpdate: (o, old) => validateCSIDriverUpdate(o, old),
  },
  'storage.k8s.io/csinodes': {
    strategy: 'csiNodeStrategy',
    validate: (o) => validateCSINode(o),
    validateUpdate: (o, old, env) => validateCSINodeUpdate(o, old, env.notSimulated),
  },
  'storage.k8s.io/csistoragecapacities': {
    strategy: 'csiStorageCapacityStrategy',
    validate: (o) => validateCSIStorageCapacity(o),
    // The update re-validates the object; a stored selector with invalid values stays allowed.
    validateUpdate: (o, old) => [
      ...validateCSIStorageCapacity(o, hasInvalidLabelValueInSelector(old)),
      ...validateCSIStorageCapacityUpdate(o, old),
    ],
  },
  'storage.k8s.io/volumeattachments': {
    strategy: 'volumeAttachmentStrategy',
    validate: (o, env) => validateVolumeAttachment(o, env.notSimulated, env.version),
    validateUpdate: (o, old, env) =>
      validateVolumeAttachmentUpdate(o, old, env.notSimulated, env.version),
  },
  'storage.k8s.io/volumeattributesclasses': {
    strategy: 'volumeAttributesClassStrategy',
    validate: (o) => validateVolumeAttributesClass(o),
    validateUpdate: (o, old) => validateVolumeAttributesClassUpdate(o, old),
  },
};

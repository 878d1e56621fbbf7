// The beta tags of 1.37 (k8s.io/api at the code freeze, 10b39a3) on the storage,
// admissionregistration, core and batch kinds, as field trees in the versioned types' field order.
// StorageClass and VolumeAttachment follow pkg/apis/storage/validation/validation.go at eab10ee
// (ValidateImmutableField with origin "immutable", the provisioner's Required and the attacher's
// ValidateCSIDriverName(RequiredCovered, FormatCovered, SizeCovered), all marked covered); the
// binding's policyName and validationActions, a CronJob's schedule and a ReplicationController's
// name, replicas and minReadySeconds are inferred from the tag and the hand-written check of the
// same field and type (their 1.37 validation.go was not readable). The Scale subresource's
// spec.replicas (+minimum=0) is not listed: its one error comes last either way.

import {
  type FieldNode,
  immutableTag,
  longNameCaselessTag,
  maxLengthTag,
  minimumTag,
  optionalTag,
  requiredTag,
  type Tag,
} from './declarativeBetaTags.ts';
import { invalidEach, isDNS1123Subdomain } from '../../apimachinery/names.ts';

// storage/v1 StorageClass: provisioner (+required, +immutable), parameters, reclaimPolicy and
// volumeBindingMode (+immutable, +optional, in that order: removing parameters is a change; the last
// two are defaulted to Delete and Immediate).
const storageClass: FieldNode[] = [
  { field: 'provisioner', tags: [requiredTag(), immutableTag] },
  { field: 'parameters', tags: [immutableTag, optionalTag()] },
  {
    field: 'reclaimPolicy',
    default: 'Delete',
    tags: [immutableTag, optionalTag({ pointer: true })],
  },
  {
    field: 'volumeBindingMode',
    default: 'Immediate',
    tags: [immutableTag, optionalTag({ pointer: true })],
  },
];

// storage/v1 VolumeAttachment: spec (+immutable, which on a change ends the spec's checks), and
// VolumeAttachmentSpec.attacher (+required, +format=k8s-long-name-caseless, +maxLength=63).
const volumeAttachment: FieldNode[] = [
  {
    field: 'spec',
    tags: [immutableTag],
    fields: [
      {
        field: 'attacher',
        tags: [requiredTag(), longNameCaselessTag, maxLengthTag(63)],
      },
    ],
  },
];

// admissionregistration/v1 ValidatingAdmissionPolicyBindingSpec: policyName and validationActions
// (+required); the hand-written "at least one validation action is required" loses its detail.
const validatingAdmissionPolicyBinding: FieldNode[] = [
  {
    field: 'spec',
    fields: [
      { field: 'policyName', tags: [requiredTag()] },
      { field: 'validationActions', tags: [requiredTag()] },
    ],
  },
];

// +k8s:subfield(name)=+k8s:format=k8s-long-name on ObjectMeta (content.IsDNS1123Subdomain).
const longName: Tag = {
  check: ({ value, path }) => ({
    stop: false,
    errors:
      typeof value === 'string'
        ? invalidEach(path, value, isDNS1123Subdomain(value)).map((error) => ({
            error,
            covers: (e) =>
              e.field === path && e.type === 'FieldValueInvalid' && e.detail === error.detail,
          }))
        : [],
  }),
};

// core/v1 ReplicationController: metadata.name (+optional, +format=k8s-long-name), then
// ReplicationControllerSpec.replicas and minReadySeconds (+optional, +minimum=0).
const replicationController: FieldNode[] = [
  { field: 'metadata', fields: [{ field: 'name', tags: [optionalTag(), longName] }] },
  {
    field: 'spec',
    fields: [
      { field: 'replicas', tags: [optionalTag({ pointer: true }), minimumTag(() => 0)] },
      { field: 'minReadySeconds', tags: [optionalTag(), minimumTag(() => 0)] },
    ],
  },
];

// batch/v1 CronJobSpec.schedule (+required).
const cronJob: FieldNode[] = [
  { field: 'spec', fields: [{ field: 'schedule', tags: [requiredTag()] }] },
];

/** The field trees, by `group/resource` as validators.ts keys them. */
export const betaApiKinds: Readonly<Record<string, readonly FieldNode[]>> = {
  'storage.k8s.io/storageclasses': storageClass,
  'storage.k8s.io/volumeattachments': volumeAttachment,
  'admissionregistration.k8s.io/validatingadmissionpolicybindings':
    validatingAdmissionPolicyBinding,
  '/replicationcontrollers': replicationController,
  'batch/cronjobs': cronJob,
};

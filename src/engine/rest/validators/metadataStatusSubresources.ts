// The validation of the /status subresources whose strategies also reset metadata
// (registry/metadataStatusStrategies.ts), and of namespaces/finalize: each status strategy's
// ValidateUpdate (pkg/registry/<group>/<resource>/strategy.go, kube-aggregator's and
// apiextensions-apiserver's, release-1.32). The volumeattachments/status strategy has no
// ValidateUpdate of its own: it runs the main strategy's (ValidateVolumeAttachment, then
// ValidateVolumeAttachmentUpdate).

import type { JsonObject } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { featureEnabled } from '../../apimachinery/featureGates.ts';
import type { FieldError } from '../../apimachinery/field.ts';
import { validateAPIServiceStatusUpdate } from '../../validation/apiregistration/apiServiceStatus.ts';
import { validateCustomResourceDefinitionStatusUpdate } from '../../validation/apiextensions/customResourceDefinitionStatus.ts';
import { validateNamespaceFinalizeUpdate } from '../../validation/core/namespace.ts';
import {
  validateFlowSchemaStatusUpdate,
  validatePriorityLevelConfigurationStatusUpdate,
} from '../../validation/flowcontrol/status.ts';
import { validateIngressStatusUpdate } from '../../validation/networking/ingressStatus.ts';
import {
  validateVolumeAttachment,
  validateVolumeAttachmentUpdate,
} from '../../validation/storage/volumeAttachment.ts';
import { validateValidatingAdmissionPolicyStatusUpdate } from '../../validation/validatingAdmissionPolicyStatusUpdate.ts';
import { obj } from '../../validation/read.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';

// A status strategy takes only updates (the subresource has no Create).
const status = (
  strategy: string,
  update: (o: JsonObject, old: JsonObject, env: ValidationEnv) => FieldError[],
): KindValidator => ({ strategy, validate: () => [], validateUpdate: update });

// From 1.33 the status strategy clears status.attachError/detachError.errorCode that the stored
// object lacks unless MutableCSINodeAllocatableCount is on; that step is not ported.
function volumeAttachmentStatus(o: JsonObject, old: JsonObject, env: ValidationEnv): FieldError[] {
  const st = obj(o['status']);
  const errorCode = ['attachError', 'detachError'].some(
    (f) => obj(st?.[f])?.['errorCode'] !== undefined,
  );
  if (atLeast(env.version, '1.33') && errorCode)
    env.notSimulated(
      "volumeAttachmentStatusStrategy's clearing of a new status.attachError/detachError.errorCode (1.33+)",
    );
  return [
    ...validateVolumeAttachment(o, env.notSimulated, env.version),
    ...validateVolumeAttachmentUpdate(o, old, env.notSimulated, env.version),
  ];
}

/** The validators of these subresources, by `group/resource/subresource`. */
export const metadataStatusSubresourceValidators: Readonly<Record<string, KindValidator>> = {
  'networking.k8s.io/ingresses/status': status('ingressStatusStrategy', (o, old, env) =>
    validateIngressStatusUpdate(
      o,
      old,
      featureEnabled(env.featureGates, env.version, 'StrictIPCIDRValidation'),
    ),
  ),
  'storage.k8s.io/volumeattachments/status': status(
    'volumeAttachmentStatusStrategy',
    volumeAttachmentStatus,
  ),
  'admissionregistration.k8s.io/validatingadmissionpolicies/status': status(
    'validatingAdmissionPolicyStatusStrategy',
    (o, _old, env) => validateValidatingAdmissionPolicyStatusUpdate(o, env.notSimulated),
  ),
  'apiregistration.k8s.io/apiservices/status': status(
    'apiServerStatusStrategy',
    validateAPIServiceStatusUpdate,
  ),
  'apiextensions.k8s.io/customresourcedefinitions/status': status(
    'customResourceDefinitionStatusStrategy',
    validateCustomResourceDefinitionStatusUpdate,
  ),
  'flowcontrol.apiserver.k8s.io/flowschemas/status': status('flowSchemaStatusStrategy', (o) =>
    validateFlowSchemaStatusUpdate(o),
  ),
  'flowcontrol.apiserver.k8s.io/prioritylevelconfigurations/status': status(
    'priorityLevelConfigurationStatusStrategy',
    (o) => validatePriorityLevelConfigurationStatusUpdate(o),
  ),
  '/namespaces/finalize': status('namespaceFinalizeStrategy', validateNamespaceFinalizeUpdate),
};

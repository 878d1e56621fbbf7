// The /status strategies that also decide which metadata a /status update may change
// (release-1.32): pkg/registry/networking/ingress, storage/volumeattachment,
// admissionregistration/validatingadmissionpolicy and flowcontrol/{flowschema,
// prioritylevelconfiguration} strategy.go; kube-aggregator pkg/registry/apiservice/strategy.go
// (apiServerStatusStrategy); apiextensions-apiserver pkg/registry/customresourcedefinition/strategy.go
// (statusStrategy). Each keeps the stored spec; they differ in the metadata:
// - ingress: nothing else (the request's labels and annotations are stored);
// - volumeattachment, validatingadmissionpolicy: metav1.ResetObjectMetaForStatus;
// - apiservice: labels, annotations, finalizers and ownerReferences;
// - flowschema, prioritylevelconfiguration: the whole stored ObjectMeta but managedFields;
// - customresourcedefinition: calls ResetObjectMetaForStatus(&newObj.ObjectMeta, &newObj.ObjectMeta),
//   the new object with itself, so nothing: the request's metadata is stored.

import type { JsonObject } from '../apimachinery/types.ts';
import { metadataOf } from '../admission/attributes.ts';
import { keepStoredSpec, takeStoredMeta } from './objectParts.ts';
import type { Prepared, Strategy } from './strategy.ts';

// metav1.ResetObjectMetaForStatus (apimachinery pkg/apis/meta/v1/helpers.go).
const resetForStatus = [
  'deletionTimestamp',
  'generation',
  'selfLink',
  'labels',
  'annotations',
  'finalizers',
  'ownerReferences',
];

function keepStoredMeta(
  obj: JsonObject,
  old: JsonObject,
  fields: readonly string[],
  out: Prepared,
): void {
  const changed = fields.filter((f) => takeStoredMeta(obj, old, f));
  if (changed.length > 0)
    out.notes.push(
      `metadata.${changed.join(', metadata.')} from the request replaced by the stored values (a /status update does not change them)`,
    );
}

const strategy = (name: string, metaFields: readonly string[]): Strategy => ({
  name,
  prepareForUpdate(obj, old, _env, out) {
    keepStoredSpec(obj, old, out);
    keepStoredMeta(obj, old, metaFields, out);
  },
});

/** ingressStatusStrategy (ingresses/status): only the spec is reset. */
export const ingressStatusStrategy = strategy('ingressStatusStrategy', []);

/** volumeAttachmentStatusStrategy (volumeattachments/status). */
export const volumeAttachmentStatusStrategy = strategy(
  'volumeAttachmentStatusStrategy',
  resetForStatus,
);

/** validatingAdmissionPolicyStatusStrategy (validatingadmissionpolicies/status). */
export const validatingAdmissionPolicyStatusStrategy = strategy(
  'validatingAdmissionPolicyStatusStrategy',
  resetForStatus,
);

/** apiServerStatusStrategy (apiservices/status). */
export const apiServiceStatusStrategy = strategy('apiServerStatusStrategy', [
  'labels',
  'annotations',
  'finalizers',
  'ownerReferences',
]);

/** statusStrategy of CustomResourceDefinitions (customresourcedefinitions/status). */
export const customResourceDefinitionStatusStrategy = strategy(
  'customResourceDefinitionStatusStrategy',
  [],
);

// `new.ObjectMeta = old.ObjectMeta`, then the request's managedFields back.
const wholeStoredMeta = (name: string): Strategy => ({
  name,
  prepareForUpdate(obj, old, _env, out) {
    keepStoredSpec(obj, old, out);
    const managedFields = metadataOf(obj)['managedFields'];
    const meta: JsonObject = structuredClone(metadataOf(old));
    if (managedFields === undefined) delete meta['managedFields'];
    else meta['managedFields'] = managedFields;
    obj['metadata'] = meta;
    out.notes.push('metadata taken from the stored object (but managedFields)');
  },
});

/** flowSchemaStatusStrategy (flowschemas/status). */
export const flowSchemaStatusStrategy = wholeStoredMeta('flowSchemaStatusStrategy');

/** priorityLevelConfigurationStatusStrategy (prioritylevelconfigurations/status). */
export const priorityLevelConfigurationStatusStrategy = wholeStoredMeta(
  'priorityLevelConfigurationStatusStrategy',
);

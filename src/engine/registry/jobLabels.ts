// A Job's labels and its pod template's labels can be one Go map. SetDefaults_Job
// (pkg/apis/batch/v1/defaults.go, release-1.32) gives a Job without labels its template's map
// itself, not a copy:
//
//     labels := obj.Spec.Template.Labels
//     if labels != nil && len(obj.Labels) == 0 {
//         obj.Labels = labels
//     }
//
// and the conversion to the internal version copies ObjectMeta by value, map headers included
// (zz_generated.conversion.go: `out.ObjectMeta = in.ObjectMeta`, for the Job and for its
// PodTemplateSpec). So when jobStrategy.PrepareForCreate → generateSelector
// (pkg/registry/batch/job/strategy.go) writes the selector labels into the template's map
// (`obj.Spec.Template.Labels[value] = ...` for job-name, batch.kubernetes.io/job-name,
// controller-uid and batch.kubernetes.io/controller-uid), the Job's own labels get them too. The
// two stay one map until the object is decoded again from JSON (after a webhook's patch or a
// MutatingAdmissionPolicy's mutation), where SetDefaults_Job finds the labels set and leaves them.

import { isObject as isMap } from '../apimachinery/isObject.ts';
import type { GroupVersionKind, JsonObject } from '../apimachinery/types.ts';

/**
 * Tells whether decoding this object (as sent, before defaulting) leaves its metadata.labels the same
 * Go map as spec.template.metadata.labels: a batch/v1 Job whose labels are absent or empty and whose
 * template's labels are present (`{}` decodes to a non-nil map, null to nil).
 */
export function labelsShareTemplate(
  object: JsonObject,
  kind: GroupVersionKind,
  defaulting: boolean,
): boolean {
  if (!defaulting || kind.group !== 'batch' || kind.version !== 'v1' || kind.kind !== 'Job')
    return false;
  const metadata = object['metadata'];
  const labels = isMap(metadata) ? metadata['labels'] : undefined;
  if (isMap(labels) && Object.keys(labels).length > 0) return false;
  const spec = object['spec'];
  const template = isMap(spec) ? spec['template'] : undefined;
  const templateMeta = isMap(template) ? template['metadata'] : undefined;
  return isMap(templateMeta) && isMap(templateMeta['labels']);
}

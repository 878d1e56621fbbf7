// The ImageReview (imagepolicy.k8s.io/v1alpha1) ImagePolicyWebhook posts to its backend: the images
// of the containers and init containers (or, for the ephemeralcontainers subresource, of the
// ephemeral containers), the pod's *.image-policy.k8s.io/* annotations and the namespace
// (plugin/pkg/admission/imagepolicy/admission.go Validate; k8s.io/api/imagepolicy/v1alpha1 types.go).

import type { JsonObject } from '../../apimachinery/types.ts';
import { objectsAt, stringAt, stringMapAt } from '../objectFields.ts';

/** Builds the ImageReview as the REST client encodes it (TypeMeta first, empty fields omitted, maps sorted). */
export function imageReview(pod: JsonObject, namespace: string, subresource: string): JsonObject {
  const lists =
    subresource === 'ephemeralcontainers'
      ? ['ephemeralContainers']
      : ['containers', 'initContainers'];
  const containers = lists
    .flatMap((list) => objectsAt(pod, 'spec', list))
    .map((c): JsonObject => {
      const image = stringAt(c, 'image');
      return image === '' ? {} : { image };
    });
  const all = stringMapAt(pod, 'metadata', 'annotations');
  const annotations: JsonObject = {};
  for (const k of Object.keys(all).sort())
    if (k.includes('.image-policy.k8s.io/')) annotations[k] = all[k] ?? '';
  const spec: JsonObject = {};
  if (containers.length > 0) spec['containers'] = containers;
  if (Object.keys(annotations).length > 0) spec['annotations'] = annotations;
  if (namespace !== '') spec['namespace'] = namespace;
  return {
    kind: 'ImageReview',
    apiVersion: 'imagepolicy.k8s.io/v1alpha1',
    metadata: { creationTimestamp: null },
    spec,
    status: { allowed: false },
  };
}

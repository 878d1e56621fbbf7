// Decides whether a pod UPDATE changes anything Pod Security looks at: mirrors isSignificantPodUpdate
// and isSignificantContainerUpdate in k8s.io/pod-security-admission admission/admission.go (v0.32,
// which still compares the container seccomp annotations its TODO meant to drop in 1.27).

import { metadataOf } from '../../admission/attributes.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject } from '../../apimachinery/types.ts';

// corev1.SeccompContainerAnnotationKeyPrefix.
const seccompContainerAnnotationKeyPrefix = 'container.seccomp.security.alpha.kubernetes.io/';

function list(spec: JsonObject, field: string): JsonObject[] {
  const v = spec[field];
  return Array.isArray(v) ? v.filter((v) => isObject(v)) : [];
}

const str = (o: JsonObject, field: string): string =>
  typeof o[field] === 'string' ? o[field] : '';

function annotations(pod: JsonObject): Record<string, string> {
  const raw = metadataOf(pod)['annotations'];
  const out: Record<string, string> = {};
  if (isObject(raw))
    for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = v;
  return out;
}

function isSignificantContainerUpdate(
  c: JsonObject,
  old: JsonObject,
  ann: Record<string, string>,
  oldAnn: Record<string, string>,
): boolean {
  if (str(c, 'image') !== str(old, 'image')) return true;
  const key = seccompContainerAnnotationKeyPrefix + str(c, 'name');
  return (ann[key] ?? '') !== (oldAnn[key] ?? '');
}

/** Reports whether the update could change the policy verdict: images, containers added, seccomp annotations. */
export function isSignificantPodUpdate(pod: JsonObject, oldPod: JsonObject): boolean {
  const spec = isObject(pod['spec']) ? pod['spec'] : {};
  const oldSpec = isObject(oldPod['spec']) ? oldPod['spec'] : {};
  const ann = annotations(pod);
  const oldAnn = annotations(oldPod);
  for (const field of ['containers', 'initContainers']) {
    const cs = list(spec, field);
    const olds = list(oldSpec, field);
    if (cs.length !== olds.length) return true;
    for (let i = 0; i < cs.length; i++) {
      if (isSignificantContainerUpdate(cs[i]!, olds[i]!, ann, oldAnn)) return true;
    }
  }
  // Ephemeral containers are matched by name: a new one is always significant.
  const oldEphemeral = list(oldSpec, 'ephemeralContainers');
  for (const c of list(spec, 'ephemeralContainers')) {
    const old = oldEphemeral.find((o) => str(o, 'name') === str(c, 'name'));
    if (old === undefined || isSignificantContainerUpdate(c, old, ann, oldAnn)) return true;
  }
  return false;
}

// Checks a namespace's existing pods against a new enforce level and words the warnings: mirrors
// EvaluatePodsInNamespace, prioritizePods and decoratePodWarnings in k8s.io/pod-security-admission
// admission/admission.go (v0.32). The 1s budget (defaultNamespacePodCheckTimeout) is not simulated.

import { metadataOf, metaString } from '../../admission/attributes.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { compareUtf8 } from '../../apimachinery/utf8.ts';
import { type LevelVersion, levelVersionString } from '../api/index.ts';
import { type Admission, exemptRuntimeClass } from './admission.ts';

/** defaultNamespaceMaxPodsToCheck: at most this many pods are evaluated. */
export const namespaceMaxPodsToCheck = 3000;

const specOf = (pod: JsonObject): JsonObject => (isObject(pod['spec']) ? pod['spec'] : {});

// metav1.GetControllerOfNoCopy: the first owner reference with controller: true.
function controllerUID(pod: JsonObject): string | undefined {
  const refs = metadataOf(pod)['ownerReferences'];
  if (!Array.isArray(refs)) return undefined;
  const ref = refs.find((r) => isObject(r) && r['controller'] === true);
  return isObject(ref) ? (typeof ref['uid'] === 'string' ? ref['uid'] : '') : undefined;
}

/**
 * Mirrors prioritizePods: drops runtime-class-exempt pods, then puts one pod per controller (and
 * every uncontrolled pod) before the further replicas of controllers already seen.
 */
export function prioritizePods(a: Admission, pods: readonly JsonObject[]): JsonObject[] {
  const prioritized: JsonObject[] = [];
  const duplicates: JsonObject[] = [];
  const seenControllers = new Set<string>();
  for (const pod of pods) {
    if (exemptRuntimeClass(a, specOf(pod)['runtimeClassName'])) continue;
    const uid = controllerUID(pod);
    if (uid === undefined) prioritized.push(pod);
    else if (seenControllers.has(uid)) duplicates.push(pod);
    else {
      prioritized.push(pod);
      seenControllers.add(uid);
    }
  }
  return [...prioritized, ...duplicates];
}

/**
 * Mirrors EvaluatePodsInNamespace: the truncation note, the summary line, then one line per
 * distinct violation, prefixed by the lexically first pod name and how many others share it.
 */
export function evaluatePodsInNamespace(
  a: Admission,
  namespace: string,
  enforce: LevelVersion,
  maxPods = namespaceMaxPodsToCheck,
): string[] {
  const prioritized = prioritizePods(a, a.listPods(namespace));
  const total = prioritized.length;
  const checked = prioritized.slice(0, maxPods);
  const podWarnings: string[] = [];
  const counts = new Map<string, { podName: string; podCount: number }>();
  for (const pod of checked) {
    const r = a.evaluate(enforce, metadataOf(pod), specOf(pod));
    if (r.allowed) continue;
    const warning = r.forbiddenReason();
    const name = metaString(pod, 'name');
    const c = counts.get(warning);
    if (c === undefined) {
      counts.set(warning, { podName: name, podCount: 1 });
      podWarnings.push(warning);
    } else {
      if (compareUtf8(name, c.podName) < 0) c.podName = name;
      c.podCount++;
    }
  }
  const warnings: string[] = [];
  if (checked.length < total) {
    warnings.push(
      `new PodSecurity enforce level only checked against the first ${checked.length} of ${total} existing pods`,
    );
  }
  if (podWarnings.length > 0) {
    warnings.push(
      `existing pods in namespace ${goQuote(namespace)} violate the new PodSecurity enforce level ${goQuote(levelVersionString(enforce))}`,
    );
  }
  const decorated = podWarnings.map((w) => decoratePodWarning(w, counts.get(w)));
  // sort.Strings: byte order.
  decorated.sort(compareUtf8);
  return [...warnings, ...decorated];
}

// decoratePodWarnings: "<pod>: ", "<pod> (and 1 other pod): ", "<pod> (and N other pods): ".
function decoratePodWarning(
  warning: string,
  c: { podName: string; podCount: number } | undefined,
): string {
  if (c === undefined || c.podCount === 0) return warning;
  if (c.podCount === 1) return `${c.podName}: ${warning}`;
  if (c.podCount === 2) return `${c.podName} (and 1 other pod): ${warning}`;
  return `${c.podName} (and ${c.podCount - 1} other pods): ${warning}`;
}

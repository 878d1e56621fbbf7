// Checks the annotations that carry pod settings: mirrors pkg/apis/core/validation/validation.go
// ValidatePodSpecificAnnotations (mirror pod, pod deletion cost, seccomp profiles) and
// ValidatePodSpecificAnnotationUpdates.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, invalid } from '../../apimachinery/field.ts';
import { key } from '../fieldPath.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { obj, str, stringMap } from '../read.ts';
import { validateLocalDescendingPath } from './paths.ts';

const mirrorPod = 'kubernetes.io/config.mirror';
const deletionCost = 'controller.kubernetes.io/pod-deletion-cost';
const seccompPod = 'seccomp.security.alpha.kubernetes.io/pod';
const seccompContainerPrefix = 'container.seccomp.security.alpha.kubernetes.io/';
const appArmorPrefix = 'container.apparmor.security.beta.kubernetes.io/';

function validateSeccompProfile(p: string, fldPath: string): FieldError[] {
  if (p === 'runtime/default' || p === 'docker/default' || p === 'unconfined') return [];
  if (p.startsWith('localhost/'))
    return validateLocalDescendingPath(p.slice('localhost/'.length), fldPath);
  return [invalid(fldPath, goString(p), 'must be a valid seccomp profile')];
}

/** Checks a Pod's annotations that have meaning for the kubelet. */
export function validatePodSpecificAnnotations(
  annotations: [string, string][],
  spec: JsonObject,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const map = new Map(annotations);
  const mirror = map.get(mirrorPod);
  if (mirror !== undefined && str(spec['nodeName']) === '')
    errs.push(
      invalid(
        key(fldPath, mirrorPod),
        goString(mirror),
        'must set spec.nodeName if mirror pod annotation is set',
      ),
    );
  const cost = map.get(deletionCost);
  // helper.GetDeletionCostFromPodAnnotations: strconv.ParseInt(v, 10, 32), no surrounding spaces.
  if (
    cost !== undefined &&
    (!/^[+-]?\d+$/.test(cost) || Math.abs(Number(cost)) > 2 ** 31 || Number(cost) === 2 ** 31)
  ) {
    errs.push(invalid(key(fldPath, deletionCost), goString(cost), 'must be a 32bit integer'));
  }
  const pod = map.get(seccompPod);
  if (pod !== undefined) errs.push(...validateSeccompProfile(pod, `${fldPath}.${seccompPod}`));
  for (const [k, p] of annotations)
    if (k.startsWith(seccompContainerPrefix))
      errs.push(...validateSeccompProfile(p, `${fldPath}.${k}`));
  return errs;
}

/** Refuses adding, changing or removing the AppArmor and mirror pod annotations on update. */
export function validatePodSpecificAnnotationUpdates(
  pod: JsonObject,
  old: JsonObject,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const now = new Map(stringMap(obj(pod['metadata'])?.['annotations']));
  const before = stringMap(obj(old['metadata'])?.['annotations']);
  for (const [k, v] of before) {
    if (now.get(k) === v) continue;
    if (k.startsWith(appArmorPrefix))
      errs.push(forbidden(key(fldPath, k), 'may not remove or update AppArmor annotations'));
    if (k === mirrorPod)
      errs.push(forbidden(key(fldPath, k), 'may not remove or update mirror pod annotation'));
  }
  const had = new Set(before.map(([k]) => k));
  for (const k of now.keys()) {
    if (had.has(k)) continue;
    if (k.startsWith(appArmorPrefix))
      errs.push(forbidden(key(fldPath, k), 'may not add AppArmor annotations'));
    if (k === mirrorPod) errs.push(forbidden(key(fldPath, k), 'may not add mirror pod annotation'));
  }
  return errs;
}

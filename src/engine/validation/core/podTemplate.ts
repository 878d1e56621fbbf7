// Checks a pod template: mirrors pkg/apis/core/validation/validation.go ValidatePodTemplateSpec
// (labels and annotations on the template's own path, as upstream), ValidatePodTemplate /
// ValidatePodTemplateUpdate (the PodTemplate kind) and the workloads' shared template rules: the
// selector must match the template's labels, restartPolicy Always, no activeDeadlineSeconds.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { matchLabelSelector } from '../../apimachinery/labelSelector.ts';
import { type FieldError, forbidden, invalid, notSupported } from '../../apimachinery/field.ts';
import { child } from '../fieldPath.ts';
import { goNamed } from '../../apimachinery/goValue.ts';
import { goStringMap } from '../goStructs.ts';
import { validateLabels } from '../../apimachinery/labelSelectorValidation.ts';
import {
  validateAnnotations,
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { list, obj, str, stringMap } from '../read.ts';
import type { PodValidationOptions } from './options.ts';
import { validatePodSpecificAnnotations } from './podAnnotations.ts';
import { validatePodSpec } from './podSpec.ts';

/** The template's labels (metadata.labels). */
export const templateLabels = (template: JsonObject | undefined): JsonValue | undefined =>
  obj(template?.['metadata'])?.['labels'];

/** Checks a PodTemplateSpec: labels, annotations, the pod spec, no ephemeral containers. */
export function validatePodTemplateSpec(
  template: JsonObject | undefined,
  fldPath: string,
  opts: PodValidationOptions,
): FieldError[] {
  const meta = obj(template?.['metadata']);
  const spec = obj(template?.['spec']) ?? {};
  const annotations = stringMap(meta?.['annotations']);
  const errs = validateLabels(stringMap(meta?.['labels']), child(fldPath, 'labels'));
  errs.push(...validateAnnotations(annotations, child(fldPath, 'annotations')));
  errs.push(...validatePodSpecificAnnotations(annotations, spec, child(fldPath, 'annotations')));
  errs.push(...validatePodSpec(spec, child(fldPath, 'spec'), opts));
  if (list(spec['ephemeralContainers']).length > 0)
    errs.push(
      forbidden(
        child(fldPath, 'spec', 'ephemeralContainers'),
        'ephemeral containers not allowed in pod template',
      ),
    );
  return errs;
}

/** LabelSelectorAsSelector(selector).Matches(template labels); a nil selector matches nothing. */
export function selectorMatchesTemplate(
  selector: JsonValue | undefined,
  template: JsonObject | undefined,
): boolean {
  if (selector === undefined || selector === null) return false;
  const labels = Object.fromEntries(stringMap(templateLabels(template)));
  const m = matchLabelSelector(selector, labels);
  return m.ok && m.matches;
}

/** The `selector` does not match template `labels` error. */
export const selectorMismatch = (template: JsonObject | undefined, fldPath: string): FieldError =>
  invalid(
    child(fldPath, 'metadata', 'labels'),
    goStringMap(templateLabels(template)),
    '`selector` does not match template `labels`',
  );

/** A controller's pods must restart Always and may not have a deadline (`what` names the kind). */
export function validateAlwaysRestart(
  template: JsonObject | undefined,
  fldPath: string,
  what: string,
  deadlineAs: 'forbidden' | 'invalid' = 'forbidden',
): FieldError[] {
  const spec = obj(template?.['spec']) ?? {};
  const errs: FieldError[] = [];
  const policy = str(spec['restartPolicy']);
  if (policy !== 'Always')
    errs.push(
      notSupported(child(fldPath, 'spec', 'restartPolicy'), goNamed('core.RestartPolicy', policy), [
        'Always',
      ]),
    );
  const deadline = spec['activeDeadlineSeconds'];
  if (deadline !== undefined && deadline !== null) {
    const detail = `activeDeadlineSeconds in ${what} is not Supported`;
    errs.push(
      deadlineAs === 'forbidden'
        ? forbidden(child(fldPath, 'spec', 'activeDeadlineSeconds'), detail)
        : invalid(
            child(fldPath, 'spec', 'activeDeadlineSeconds'),
            { go: 'int', value: Number(deadline) },
            detail,
          ),
    );
  }
  return errs;
}

/** Checks a PodTemplate object (ValidatePodTemplate). */
export function validatePodTemplate(obj_: JsonObject, opts: PodValidationOptions): FieldError[] {
  const errs = validateObjectMeta(obj_, true, nameIsDNSSubdomain);
  errs.push(...validateKubeFinalizerNames(obj_));
  errs.push(...validatePodTemplateSpec(obj(obj_['template']), 'template', opts));
  return errs;
}

/** Checks a PodTemplate update (ValidatePodTemplateUpdate). */
export function validatePodTemplateUpdate(
  obj_: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
): FieldError[] {
  const errs = validateObjectMetaUpdate(obj_, old);
  errs.push(...validateKubeFinalizerNames(obj_));
  errs.push(...validatePodTemplateSpec(obj(obj_['template']), 'template', opts));
  return errs;
}

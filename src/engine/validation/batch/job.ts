// Checks a Job and its template: mirrors pkg/apis/batch/validation/validation.go ValidateJob,
// validateJobSpec (counts, completion mode, restartPolicy), ValidateJobSpec (the selector must
// select the template) and ValidateJobUpdate's immutable fields (selector, template, completions
// outside Indexed mode).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, notSupported, required } from '../../apimachinery/field.ts';
import { goLabelSelector, goStringMap } from '../goStructs.ts';
import { goNamed } from '../../apimachinery/goValue.ts';
import { validateLabelSelector } from '../../apimachinery/labelSelectorValidation.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { obj, optStr, str } from '../read.ts';
import type { PodValidationOptions } from '../core/options.ts';
import {
  selectorMatchesTemplate,
  selectorMismatch,
  templateLabels,
  validatePodTemplateSpec,
} from '../core/podTemplate.ts';
import { decodeSelector, nonNegative } from '../apps/selector.ts';

/** validateJobSpec: what a Job and a CronJob's jobTemplate share (no selector). */
export function validateJobSpecCommon(
  spec: JsonObject,
  fldPath: string,
  opts: PodValidationOptions,
): FieldError[] {
  const errs: FieldError[] = [];
  for (const f of [
    'parallelism',
    'completions',
    'activeDeadlineSeconds',
    'backoffLimit',
    'ttlSecondsAfterFinished',
  ])
    errs.push(...nonNegative(spec, f, fldPath));
  const mode = optStr(spec['completionMode']);
  if (mode !== undefined && mode !== 'NonIndexed' && mode !== 'Indexed')
    errs.push(
      notSupported(`${fldPath}.completionMode`, goNamed('batch.CompletionMode', mode), [
        'Indexed',
        'NonIndexed',
      ]),
    );
  if (mode === 'Indexed' && (spec['completions'] === undefined || spec['completions'] === null))
    errs.push(required(`${fldPath}.completions`, 'when completion mode is Indexed'));
  const template = obj(spec['template']);
  errs.push(...validatePodTemplateSpec(template, `${fldPath}.template`, opts));
  const policy = str(obj(template?.['spec'])?.['restartPolicy']);
  const path = `${fldPath}.template.spec.restartPolicy`;
  if (policy === 'Always' || policy === '')
    errs.push(required(path, 'valid values: "OnFailure", "Never"'));
  else if (policy !== 'OnFailure' && policy !== 'Never')
    errs.push(notSupported(path, goNamed('core.RestartPolicy', policy), ['OnFailure', 'Never']));
  else if (obj(spec['podFailurePolicy']) !== undefined && policy !== 'Never')
    errs.push(
      invalid(
        path,
        goNamed('core.RestartPolicy', policy),
        'only "Never" is supported when podFailurePolicy is specified',
      ),
    );
  if (obj(spec['podFailurePolicy']) !== undefined || obj(spec['successPolicy']) !== undefined)
    opts.notSimulated("field validation of a Job's podFailurePolicy and successPolicy rules");
  return errs;
}

function validateJobSpec(spec: JsonObject, opts: PodValidationOptions): FieldError[] {
  const errs = validateJobSpecCommon(spec, 'spec', opts);
  const selector = obj(spec['selector']);
  if (selector === undefined) errs.push(required('spec.selector', ''));
  else errs.push(...validateLabelSelector(decodeSelector(selector), false, 'spec.selector'));
  const template = obj(spec['template']);
  if (!selectorMatchesTemplate(selector, template))
    errs.push(selectorMismatch(template, 'spec.template'));
  return errs;
}

const specOf = (o: JsonObject): JsonObject => obj(o['spec']) ?? {};

/** Checks a new Job. */
export const validateJob = (j: JsonObject, opts: PodValidationOptions): FieldError[] => [
  ...validateObjectMeta(j, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(j),
  ...validateJobSpec(specOf(j), opts),
];

/** Checks a Job update: the selector and (outside a suspended job's scheduling fields) the template are immutable. */
export function validateJobUpdate(
  j: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
): FieldError[] {
  const spec = specOf(j);
  const oldSpec = specOf(old);
  const errs = [
    ...validateObjectMetaUpdate(j, old),
    ...validateKubeFinalizerNames(j),
    ...validateJobSpec(spec, opts),
  ];
  errs.push(
    ...validateImmutableField(
      spec['selector'],
      oldSpec['selector'],
      'spec.selector',
      goLabelSelector(spec['selector']),
    ),
  );
  if (str(spec['completionMode']) !== 'Indexed')
    errs.push(
      ...validateImmutableField(spec['completions'], oldSpec['completions'], 'spec.completions', {
        go: 'int',
        value: Number(spec['completions'] ?? 0),
      }),
    );
  errs.push(
    ...validateImmutableField(
      spec['completionMode'],
      oldSpec['completionMode'],
      'spec.completionMode',
      goNamed('batch.CompletionMode', str(spec['completionMode'])),
    ),
  );
  const template = obj(spec['template']);
  const oldTemplate = obj(oldSpec['template']);
  if (validateImmutableField(template, oldTemplate, '').length > 0) {
    // Upstream prints the whole core.PodTemplateSpec with %#v; the labels stand in for it.
    opts.notSimulated(
      'the %#v rendering of a Job\'s pod template in "field is immutable" (the template\'s labels stand in for it)',
    );
    errs.push(
      invalid('spec.template', goStringMap(templateLabels(template)), 'field is immutable'),
    );
  }
  return errs;
}

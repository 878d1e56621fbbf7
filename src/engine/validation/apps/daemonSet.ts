// Checks a DaemonSet: mirrors pkg/apis/apps/validation/validation.go ValidateDaemonSet(Spec),
// ValidateDaemonSetUpdateStrategy and ValidateDaemonSetUpdate (the immutable selector).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, notSupported, required } from '../../apimachinery/field.ts';
import { goLabelSelector } from '../goStructs.ts';
import { goNamed } from '../../apimachinery/goValue.ts';
import { validateLabelSelector } from '../../apimachinery/labelSelectorValidation.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { obj, str } from '../read.ts';
import { isEmptySelector } from '../../apimachinery/labelSelector.ts';
import type { PodValidationOptions } from '../core/options.ts';
import {
  selectorMatchesTemplate,
  selectorMismatch,
  validateAlwaysRestart,
  validatePodTemplateSpec,
} from '../core/podTemplate.ts';
import { decodeSelector, nonNegative } from './selector.ts';

function validateSpec(spec: JsonObject, opts: PodValidationOptions): FieldError[] {
  const selector = obj(spec['selector']);
  const template = obj(spec['template']);
  const errs = validateLabelSelector(decodeSelector(selector), false, 'spec.selector');
  if (!selectorMatchesTemplate(selector, template))
    errs.push(selectorMismatch(template, 'spec.template'));
  if (selector !== undefined && isEmptySelector(selector))
    errs.push(
      invalid(
        'spec.selector',
        goLabelSelector(selector),
        'empty selector is invalid for daemonset',
      ),
    );
  errs.push(...validatePodTemplateSpec(template, 'spec.template', opts));
  errs.push(...validateAlwaysRestart(template, 'spec.template', 'DaemonSet', 'invalid'));
  errs.push(
    ...nonNegative(spec, 'minReadySeconds', 'spec'),
    ...nonNegative(spec, 'templateGeneration', 'spec'),
  );
  const strategy = obj(spec['updateStrategy']) ?? {};
  const type = str(strategy['type']);
  if (type === 'RollingUpdate') {
    if (obj(strategy['rollingUpdate']) === undefined)
      errs.push(required('spec.updateStrategy.rollingUpdate', ''));
  } else if (type !== 'OnDelete') {
    errs.push(
      notSupported('spec.updateStrategy', goNamed('apps.DaemonSetUpdateStrategyType', type), [
        'OnDelete',
        'RollingUpdate',
      ]),
    );
  }
  errs.push(...nonNegative(spec, 'revisionHistoryLimit', 'spec'));
  return errs;
}

const specOf = (o: JsonObject): JsonObject => obj(o['spec']) ?? {};

/** Checks a new DaemonSet. */
export const validateDaemonSet = (d: JsonObject, opts: PodValidationOptions): FieldError[] => [
  ...validateObjectMeta(d, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(d),
  ...validateSpec(specOf(d), opts),
];

/** Checks a DaemonSet update, with apps/v1's immutable selector. */
export const validateDaemonSetUpdate = (
  d: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
): FieldError[] => [
  ...validateObjectMetaUpdate(d, old),
  ...validateKubeFinalizerNames(d),
  ...validateSpec(specOf(d), opts),
  ...validateImmutableField(
    specOf(d)['selector'],
    specOf(old)['selector'],
    'spec.selector',
    goLabelSelector(specOf(d)['selector']),
  ),
];

// Checks a Deployment and a ReplicaSet: mirrors pkg/apis/apps/validation/validation.go
// ValidateDeployment(Spec|Update), ValidateDeploymentStrategy, ValidateRollingUpdateDeployment,
// ValidatePositiveIntOrPercent, IsNotMoreThan100Percent, ValidateReplicaSet(Spec|Update) and
// ValidatePodTemplateSpecForReplicaSet; the strategies' selector immutability on update.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { child } from '../fieldPath.ts';
import { goIntOrString, goLabelSelector, goPointer } from '../goStructs.ts';
import { goText } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { num, obj, str } from '../read.ts';
import type { PodValidationOptions } from '../core/options.ts';
import { validateAlwaysRestart, validatePodTemplateSpec } from '../core/podTemplate.ts';
import { nonNegative, validateRequiredSelector, validateTemplateSelected } from './selector.ts';

const percentRegexp = /^[0-9]+%$/;

function positiveIntOrPercent(v: JsonValue | undefined, fldPath: string): FieldError[] {
  if (typeof v === 'string') {
    return percentRegexp.test(v)
      ? []
      : [
          invalid(
            fldPath,
            goIntOrString(v),
            "a valid percent string must be a numeric string followed by an ending '%' (e.g. '1%',  or '93%', regex used for validation is '[0-9]+%')",
          ),
        ];
  }
  const n = typeof v === 'number' ? v : 0;
  return n < 0
    ? [invalid(fldPath, { go: 'int', value: n }, 'must be greater than or equal to 0')]
    : [];
}

const intOrPercentValue = (v: JsonValue | undefined): number =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' && percentRegexp.test(v)
      ? Number(v.slice(0, -1))
      : typeof v === 'string'
        ? -1
        : 0;

function validateStrategy(
  strategy: JsonObject,
  fldPath: string,
  notSimulated: (detail: string) => void,
): FieldError[] {
  const type = str(strategy['type']);
  const rolling = obj(strategy['rollingUpdate']);
  if (type === 'Recreate')
    return rolling !== undefined
      ? [
          forbidden(
            child(fldPath, 'rollingUpdate'),
            "may not be specified when strategy `type` is 'Recreate'",
          ),
        ]
      : [];
  if (type !== 'RollingUpdate')
    // The *apps.DeploymentStrategy, dereferenced and printed with %#v.
    return [
      notSupported(
        fldPath,
        goText(
          `apps.DeploymentStrategy{Type:${goQuote(type)}, RollingUpdate:${goPointer('apps.RollingUpdateDeployment', rolling !== undefined, notSimulated)}}`,
          marshalGo(strategy),
        ),
        ['Recreate', 'RollingUpdate'],
      ),
    ];
  if (rolling === undefined)
    return [required(child(fldPath, 'rollingUpdate'), 'this should be defaulted and never be nil')];
  const path = child(fldPath, 'rollingUpdate');
  const errs = [
    ...positiveIntOrPercent(rolling['maxUnavailable'], child(path, 'maxUnavailable')),
    ...positiveIntOrPercent(rolling['maxSurge'], child(path, 'maxSurge')),
  ];
  if (
    intOrPercentValue(rolling['maxUnavailable']) === 0 &&
    intOrPercentValue(rolling['maxSurge']) === 0
  ) {
    errs.push(
      invalid(
        child(path, 'maxUnavailable'),
        goIntOrString(rolling['maxUnavailable']),
        'may not be 0 when `maxSurge` is 0',
      ),
    );
  }
  const mu = rolling['maxUnavailable'];
  if (typeof mu === 'string' && percentRegexp.test(mu) && Number(mu.slice(0, -1)) > 100)
    errs.push(
      invalid(child(path, 'maxUnavailable'), goIntOrString(mu), 'must not be greater than 100%'),
    );
  return errs;
}

function validateDeploymentSpec(spec: JsonObject, opts: PodValidationOptions): FieldError[] {
  const errs = nonNegative(spec, 'replicas', 'spec');
  errs.push(...validateRequiredSelector(spec['selector'], 'spec.selector', 'deployment'));
  const template = obj(spec['template']);
  errs.push(...validateTemplateSelected(spec['selector'], template, 'spec.template'));
  errs.push(...validatePodTemplateSpec(template, 'spec.template', opts));
  errs.push(...validateAlwaysRestart(template, 'spec.template', 'ReplicaSet'));
  errs.push(...validateStrategy(obj(spec['strategy']) ?? {}, 'spec.strategy', opts.notSimulated));
  errs.push(...nonNegative(spec, 'minReadySeconds', 'spec'));
  errs.push(...nonNegative(spec, 'revisionHistoryLimit', 'spec'));
  const pds = num(spec['progressDeadlineSeconds']);
  if (pds !== undefined) {
    errs.push(...nonNegative(spec, 'progressDeadlineSeconds', 'spec'));
    if (pds <= (num(spec['minReadySeconds']) ?? 0))
      errs.push(
        invalid(
          'spec.progressDeadlineSeconds',
          { go: 'int', value: pds },
          'must be greater than minReadySeconds',
        ),
      );
  }
  return errs;
}

function validateReplicaSetSpec(spec: JsonObject, opts: PodValidationOptions): FieldError[] {
  const errs = [
    ...nonNegative(spec, 'replicas', 'spec'),
    ...nonNegative(spec, 'minReadySeconds', 'spec'),
  ];
  // Upstream's ReplicaSet message says "deployment" too.
  errs.push(...validateRequiredSelector(spec['selector'], 'spec.selector', 'deployment'));
  const template = obj(spec['template']);
  errs.push(...validateTemplateSelected(spec['selector'], template, 'spec.template'));
  errs.push(...validatePodTemplateSpec(template, 'spec.template', opts));
  errs.push(...validateAlwaysRestart(template, 'spec.template', 'ReplicaSet'));
  return errs;
}

const specOf = (o: JsonObject): JsonObject => obj(o['spec']) ?? {};
const selectorImmutable = (o: JsonObject, old: JsonObject): FieldError[] =>
  validateImmutableField(
    specOf(o)['selector'],
    specOf(old)['selector'],
    'spec.selector',
    goLabelSelector(specOf(o)['selector']),
  );

/** Checks a new Deployment. */
export const validateDeployment = (d: JsonObject, opts: PodValidationOptions): FieldError[] => [
  ...validateObjectMeta(d, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(d),
  ...validateDeploymentSpec(specOf(d), opts),
];

/** Checks a Deployment update, with apps/v1's immutable selector. */
export const validateDeploymentUpdate = (
  d: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
): FieldError[] => [
  ...validateObjectMetaUpdate(d, old),
  ...validateKubeFinalizerNames(d),
  ...validateDeploymentSpec(specOf(d), opts),
  ...selectorImmutable(d, old),
];

/** Checks a new ReplicaSet. */
export const validateReplicaSet = (rs: JsonObject, opts: PodValidationOptions): FieldError[] => [
  ...validateObjectMeta(rs, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(rs),
  ...validateReplicaSetSpec(specOf(rs), opts),
];

/** Checks a ReplicaSet update, with apps/v1's immutable selector. */
export const validateReplicaSetUpdate = (
  rs: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
): FieldError[] => [
  ...validateObjectMetaUpdate(rs, old),
  ...validateKubeFinalizerNames(rs),
  ...validateReplicaSetSpec(specOf(rs), opts),
  ...selectorImmutable(rs, old),
];

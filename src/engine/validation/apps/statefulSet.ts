// Checks a StatefulSet: mirrors pkg/apis/apps/validation/validation.go ValidateStatefulSet(Spec),
// ValidatePodTemplateSpecForStatefulSet and ValidateStatefulSetUpdate (what an update may change).

import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, invalid, required } from '../../apimachinery/field.ts';
import { goNamed, goText, type GoValue } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { goPointer } from '../goStructs.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { num, obj, str } from '../read.ts';
import type { PodValidationOptions } from '../core/options.ts';
import { validateAlwaysRestart, validatePodTemplateSpec } from '../core/podTemplate.ts';
import { nonNegative, validateRequiredSelector, validateTemplateSelected } from './selector.ts';

// %#v of the internal *apps.RollingUpdateStatefulSetStrategy (a nil partition converts to 0).
const goRollingUpdate = (r: JsonObject, notSimulated: (detail: string) => void): GoValue =>
  goText(
    `apps.RollingUpdateStatefulSetStrategy{Partition:${num(r['partition']) ?? 0}, MaxUnavailable:${goPointer('intstr.IntOrString', r['maxUnavailable'] !== undefined && r['maxUnavailable'] !== null, notSimulated)}}`,
    marshalGo(r),
  );

function validateSpec(spec: JsonObject, opts: PodValidationOptions): FieldError[] {
  const errs: FieldError[] = [];
  const policy = str(spec['podManagementPolicy']);
  if (policy === '') errs.push(required('spec.podManagementPolicy', ''));
  else if (policy !== 'OrderedReady' && policy !== 'Parallel')
    errs.push(
      invalid(
        'spec.podManagementPolicy',
        goNamed('apps.PodManagementPolicyType', policy),
        "must be 'OrderedReady' or 'Parallel'",
      ),
    );
  const strategy = obj(spec['updateStrategy']) ?? {};
  const type = str(strategy['type']);
  if (type === '') errs.push(required('spec.updateStrategy', ''));
  else if (type === 'OnDelete') {
    if (obj(strategy['rollingUpdate']) !== undefined)
      errs.push(
        invalid(
          'spec.updateStrategy.rollingUpdate',
          goRollingUpdate(obj(strategy['rollingUpdate']) ?? {}, opts.notSimulated),
          "only allowed for updateStrategy 'RollingUpdate'",
        ),
      );
  } else if (type === 'RollingUpdate') {
    errs.push(
      ...nonNegative(
        obj(strategy['rollingUpdate']) ?? {},
        'partition',
        'spec.updateStrategy.rollingUpdate',
      ),
    );
  } else
    errs.push(
      invalid(
        'spec.updateStrategy',
        goText(
          `apps.StatefulSetUpdateStrategy{Type:${goQuote(type)}, RollingUpdate:${goPointer('apps.RollingUpdateStatefulSetStrategy', obj(strategy['rollingUpdate']) !== undefined, opts.notSimulated)}}`,
          marshalGo(strategy),
        ),
        "must be 'RollingUpdate' or 'OnDelete'",
      ),
    );
  errs.push(
    ...nonNegative(spec, 'replicas', 'spec'),
    ...nonNegative(spec, 'minReadySeconds', 'spec'),
  );
  errs.push(...validateRequiredSelector(spec['selector'], 'spec.selector', 'statefulset'));
  const template = obj(spec['template']);
  errs.push(...validateTemplateSelected(spec['selector'], template, 'spec.template'));
  errs.push(...validatePodTemplateSpec(template, 'spec.template', opts));
  errs.push(...validateAlwaysRestart(template, 'spec.template', 'StatefulSet'));
  return errs;
}

const specOf = (o: JsonObject): JsonObject => obj(o['spec']) ?? {};

/** Checks a new StatefulSet. */
export const validateStatefulSet = (s: JsonObject, opts: PodValidationOptions): FieldError[] => [
  ...validateObjectMeta(s, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(s),
  ...validateSpec(specOf(s), opts),
];

// The fields a StatefulSet update may change.
const updatable = [
  'replicas',
  'ordinals',
  'template',
  'updateStrategy',
  'persistentVolumeClaimRetentionPolicy',
  'minReadySeconds',
];

/** Checks a StatefulSet update: only the updatable fields may change. */
export function validateStatefulSetUpdate(
  s: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
): FieldError[] {
  const errs = [
    ...validateObjectMetaUpdate(s, old),
    ...validateKubeFinalizerNames(s),
    ...validateSpec(specOf(s), opts),
  ];
  const strip = (spec: JsonObject): JsonObject =>
    Object.fromEntries(Object.entries(spec).filter(([k]) => !updatable.includes(k)));
  if (!semanticDeepEqual(strip(specOf(s)), strip(specOf(old)), true)) {
    errs.push(
      forbidden(
        'spec',
        "updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', 'updateStrategy', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are forbidden",
      ),
    );
  }
  return errs;
}

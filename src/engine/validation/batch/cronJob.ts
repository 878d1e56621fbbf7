// Checks a CronJob: mirrors pkg/apis/batch/validation/validation.go ValidateCronJobCreate /
// ValidateCronJobUpdate, ValidateCronJobSpec (schedule required, concurrencyPolicy, deadlines,
// history limits, the 52-character name) and ValidateJobTemplateSpec.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, notSupported, required } from '../../apimachinery/field.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import {
  validateAnnotations,
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { validateLabels } from '../../apimachinery/labelSelectorValidation.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { byteLength } from '../../apimachinery/names.ts';
import { obj, optStr, str, stringMap } from '../read.ts';
import type { PodValidationOptions } from '../core/options.ts';
import { nonNegative } from '../apps/selector.ts';
import { validateJobSpecCommon } from './job.ts';

function validateSpec(spec: JsonObject, opts: PodValidationOptions): FieldError[] {
  const errs: FieldError[] = [];
  const schedule = str(spec['schedule']);
  if (schedule === '') errs.push(required('spec.schedule', ''));
  else opts.notSimulated('the cron syntax of a CronJob schedule and timeZone');
  const policy = str(spec['concurrencyPolicy']);
  if (!['Allow', 'Forbid', 'Replace'].includes(policy)) {
    errs.push(
      policy === ''
        ? required('spec.concurrencyPolicy', '')
        : notSupported('spec.concurrencyPolicy', goNamed('batch.ConcurrencyPolicy', policy), [
            'Allow',
            'Forbid',
            'Replace',
          ]),
    );
  }
  errs.push(...nonNegative(spec, 'startingDeadlineSeconds', 'spec'));
  errs.push(
    ...nonNegative(spec, 'successfulJobsHistoryLimit', 'spec'),
    ...nonNegative(spec, 'failedJobsHistoryLimit', 'spec'),
  );
  const jobTemplate = obj(spec['jobTemplate']) ?? {};
  const meta = obj(jobTemplate['metadata']);
  errs.push(...validateLabels(stringMap(meta?.['labels']), 'spec.jobTemplate.labels'));
  errs.push(
    ...validateAnnotations(stringMap(meta?.['annotations']), 'spec.jobTemplate.annotations'),
  );
  errs.push(
    ...validateJobSpecCommon(obj(jobTemplate['spec']) ?? {}, 'spec.jobTemplate.spec', opts),
  );
  if (optStr(spec['timeZone']) !== undefined)
    opts.notSimulated('the cron syntax of a CronJob schedule and timeZone');
  return errs;
}

const specOf = (o: JsonObject): JsonObject => obj(o['spec']) ?? {};

function validateName(c: JsonObject): FieldError[] {
  const name = str(obj(c['metadata'])?.['name']);
  return byteLength(name) > 52
    ? [invalid('metadata.name', goString(name), 'must be no more than 52 characters')]
    : [];
}

/** Checks a new CronJob. */
export const validateCronJob = (c: JsonObject, opts: PodValidationOptions): FieldError[] => [
  ...validateObjectMeta(c, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(c),
  ...validateName(c),
  ...validateSpec(specOf(c), opts),
];

/** Checks a CronJob update. */
export const validateCronJobUpdate = (
  c: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
): FieldError[] => [
  ...validateObjectMetaUpdate(c, old),
  ...validateKubeFinalizerNames(c),
  ...validateSpec(specOf(c), opts),
];

// Checks a jobs/status update: mirrors pkg/apis/batch/validation/validation.go ValidateJobUpdateStatus
// (validateJobStatus, ValidateJobStatusUpdate) with the options jobStatusStrategy's
// getStatusValidationOptions passes (pkg/registry/batch/job/strategy.go): with JobManagedBy on (beta
// from 1.32) the strengthened transition rules, each only when the fields it looks at changed.
// jobStatusStrategy kept the stored spec, so spec reads are the stored Job's.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { duplicate, type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { goInt32, goInt64, goNamed } from '../../apimachinery/goValue.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { num, obj, strings } from '../read.ts';
import {
  isTrue,
  omit,
  options,
  type Options,
  specOf,
  statusOf,
  timeOf,
} from './jobStatusOptions.ts';
import { managedByRules } from './jobStatusRules.ts';
import { goMetaTime } from './metaTime.ts';

type NotSimulated = (detail: string) => void;

const nonNegative = (path: string, v: number | undefined): FieldError[] =>
  v !== undefined && v < 0 ? [invalid(path, goInt64(v), 'must be greater than or equal to 0')] : [];

function uncountedTerminatedPods(s: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  const uncounted = obj(s['uncountedTerminatedPods']);
  for (const kind of ['succeeded', 'failed'])
    strings(uncounted?.[kind]).forEach((uid, i) => {
      const p = `status.uncountedTerminatedPods.${kind}[${i}]`;
      if (uid === '') errs.push(invalid(p, goNamed('types.UID', uid), 'must not be empty'));
      else if (seen.has(uid)) errs.push(duplicate(p, goNamed('types.UID', uid)));
      else seen.add(uid);
    });
  return errs;
}

// The SuccessCriteriaMet rules (AllowForSuccessCriteriaMetInExtendedScope is true from 1.31 on).
function successCriteriaRules(job: JsonObject): FieldError[] {
  const met = isTrue(job, 'SuccessCriteriaMet');
  const errs: FieldError[] = [];
  const conditions = (detail: string): FieldError => invalid('status.conditions', omit, detail);
  if (met && isTrue(job, 'Failed'))
    errs.push(conditions('cannot set SuccessCriteriaMet=True and Failed=true conditions'));
  if (met && isTrue(job, 'FailureTarget'))
    errs.push(conditions('cannot set SuccessCriteriaMet=True and FailureTarget=true conditions'));
  const policy: JsonValue | undefined = specOf(job)['successPolicy'];
  if (policy !== undefined && policy !== null && !met && isTrue(job, 'Complete'))
    errs.push(
      conditions(
        'cannot set Complete=True for Job with SuccessPolicy unless SuccessCriteriaMet=True',
      ),
    );
  return errs;
}

function validateJobStatusUpdate(
  job: JsonObject,
  old: JsonObject,
  opts: Options,
  ns: NotSimulated,
): FieldError[] {
  const s = statusOf(job);
  const o = statusOf(old);
  const errs: FieldError[] = [
    ...nonNegative('status.active', num(s['active']) ?? 0),
    ...nonNegative('status.succeeded', num(s['succeeded']) ?? 0),
    ...nonNegative('status.failed', num(s['failed']) ?? 0),
    ...nonNegative('status.ready', num(s['ready'])),
    ...nonNegative('status.terminating', num(s['terminating'])),
    ...uncountedTerminatedPods(s),
    ...(opts.managedBy ? managedByRules(job, opts, ns) : []),
    ...successCriteriaRules(job),
  ];
  if (opts.managedBy) {
    for (const type of ['Failed', 'Complete', 'FailureTarget'])
      if (isTrue(old, type) && !isTrue(job, type))
        errs.push(
          invalid('status.conditions', omit, `cannot disable the terminal ${type}=True condition`),
        );
    const counter = (f: string): [number, number] => [num(s[f]) ?? 0, num(o[f]) ?? 0];
    const [failed, oldFailed] = counter('failed');
    if (failed < oldFailed)
      errs.push(invalid('status.failed', goInt32(failed), 'cannot decrease the failed counter'));
    const [succeeded, oldSucceeded] = counter('succeeded');
    if (opts.decreasingSucceeded && succeeded < oldSucceeded)
      errs.push(
        invalid('status.succeeded', goInt32(succeeded), 'cannot decrease the succeeded counter'),
      );
    const completion = timeOf(job, 'completionTime');
    const oldCompletion = timeOf(old, 'completionTime');
    if (completion !== undefined && oldCompletion !== undefined && completion !== oldCompletion)
      errs.push(
        invalid(
          'status.completionTime',
          goMetaTime(completion, ns),
          'completionTime cannot be mutated',
        ),
      );
    const oldStart = timeOf(old, 'startTime');
    if (
      opts.startTimeUpdate &&
      oldStart !== undefined &&
      oldStart !== timeOf(job, 'startTime') &&
      specOf(job)['suspend'] !== true
    )
      errs.push(required('status.startTime', 'startTime cannot be removed for unsuspended job'));
  }
  if (isTrue(old, 'SuccessCriteriaMet') && !isTrue(job, 'SuccessCriteriaMet'))
    errs.push(
      invalid('status.conditions', omit, 'cannot disable the SuccessCriteriaMet=True condition'),
    );
  if (
    isTrue(old, 'Complete') &&
    !isTrue(old, 'SuccessCriteriaMet') &&
    isTrue(job, 'SuccessCriteriaMet')
  )
    errs.push(
      invalid(
        'status.conditions',
        omit,
        'cannot set SuccessCriteriaMet=True for Job already has Complete=true conditions',
      ),
    );
  return errs;
}

/** ValidateJobUpdateStatus with jobStatusStrategy's options (`jobManagedBy`: the JobManagedBy gate). */
export function validateJobUpdateStatus(
  job: JsonObject,
  old: JsonObject,
  jobManagedBy: boolean,
  ns: NotSimulated,
): FieldError[] {
  const opts = options(job, old, jobManagedBy);
  return [...validateObjectMetaUpdate(job, old), ...validateJobStatusUpdate(job, old, opts, ns)];
}

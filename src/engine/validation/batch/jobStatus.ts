// Checks a jobs/status update: mirrors pkg/apis/batch/validation/validation.go ValidateJobUpdateStatus
// (validateJobStatus, ValidateJobStatusUpdate) with the options jobStatusStrategy's
// getStatusValidationOptions passes (pkg/registry/batch/job/strategy.go): with JobManagedBy on (beta
// from 1.32) the strengthened transition rules, each only when the fields it looks at changed.
// jobStatusStrategy kept the stored spec, so spec reads are the stored Job's.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { duplicate, type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import {
  goInt32,
  goInt64,
  goNamed,
  goString,
  goText,
  type GoValue,
} from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { num, obj, objects, optStr, str, strings } from '../read.ts';
import { validateIndexesFormat } from './indexesFormat.ts';
import { goMetaTime } from './metaTime.ts';

type NotSimulated = (detail: string) => void;

const omit: GoValue = { go: 'omit' };
const statusOf = (j: JsonObject): JsonObject => obj(j['status']) ?? {};
const specOf = (j: JsonObject): JsonObject => obj(j['spec']) ?? {};
const isTrue = (j: JsonObject, type: string): boolean =>
  objects(statusOf(j)['conditions']).some((c) => c['type'] === type && c['status'] === 'True');
const isFinished = (j: JsonObject): boolean => isTrue(j, 'Complete') || isTrue(j, 'Failed');
const timeOf = (j: JsonObject, f: string): string | undefined => optStr(statusOf(j)[f]);

/** The JobStatusValidationOptions getStatusValidationOptions turns on. */
interface Options {
  managedBy: boolean;
  decreasingSucceeded: boolean;
  invalidCompletedIndexes: boolean;
  invalidFailedIndexes: boolean;
  finishedWithActive: boolean;
  finishedWithoutStartTime: boolean;
  finishedWithUncounted: boolean;
  startTimeUpdate: boolean;
  completionBeforeStart: boolean;
  notCompleteWithCompletionTime: boolean;
  completeWithFailed: boolean;
  completeWithFailureTarget: boolean;
}

function options(job: JsonObject, old: JsonObject, managedBy: boolean): Options {
  const s = statusOf(job);
  const o = statusOf(old);
  const changed = (f: string): boolean => !semanticDeepEqual(s[f], o[f], true);
  const spec = specOf(job);
  const indexed = spec['completionMode'] === 'Indexed';
  const finishedChanged = isFinished(old) !== isFinished(job);
  const completeChanged = isTrue(old, 'Complete') !== isTrue(job, 'Complete');
  const completionTimeChanged = changed('completionTime');
  return {
    managedBy,
    decreasingSucceeded: !indexed || num(spec['completions']) !== num(spec['parallelism']),
    invalidCompletedIndexes: str(s['completedIndexes']) !== str(o['completedIndexes']),
    invalidFailedIndexes: changed('failedIndexes'),
    finishedWithActive: finishedChanged || changed('active'),
    finishedWithoutStartTime: finishedChanged || changed('startTime'),
    finishedWithUncounted: finishedChanged || changed('uncountedTerminatedPods'),
    startTimeUpdate: changed('startTime'),
    completionBeforeStart: changed('startTime') || completionTimeChanged,
    notCompleteWithCompletionTime: completeChanged || completionTimeChanged,
    completeWithFailed: completeChanged || isTrue(old, 'Failed') !== isTrue(job, 'Failed'),
    completeWithFailureTarget:
      completeChanged || isTrue(old, 'FailureTarget') !== isTrue(job, 'FailureTarget'),
  };
}

// field.Error dereferences the *UncountedTerminatedPods and prints the struct with %#v.
function uncountedValue(u: JsonObject | undefined): GoValue {
  const uids = (k: string): string => {
    const v = u?.[k];
    return Array.isArray(v)
      ? `[]types.UID{${strings(v).map(goQuote).join(', ')}}`
      : '[]types.UID(nil)';
  };
  const json = (k: string): string =>
    JSON.stringify(Array.isArray(u?.[k]) ? strings(u?.[k]) : null);
  return goText(
    `batch.UncountedTerminatedPods{Succeeded:${uids('succeeded')}, Failed:${uids('failed')}}`,
    `{"Succeeded":${json('succeeded')},"Failed":${json('failed')}}`,
  );
}

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

// The rules of validateJobStatus that JobManagedBy's options turn on.
function managedByRules(job: JsonObject, opts: Options, ns: NotSimulated): FieldError[] {
  const errs: FieldError[] = [];
  const s = statusOf(job);
  const completionTime = timeOf(job, 'completionTime');
  const startTime = timeOf(job, 'startTime');
  const complete = isTrue(job, 'Complete');
  const conditions = (detail: string): FieldError => invalid('status.conditions', omit, detail);
  if (opts.completeWithFailed && complete && isTrue(job, 'Failed'))
    errs.push(conditions('cannot set Complete=True and Failed=true conditions'));
  if (opts.completeWithFailureTarget && complete && isTrue(job, 'FailureTarget'))
    errs.push(conditions('cannot set Complete=True and FailureTarget=true conditions'));
  if (opts.notCompleteWithCompletionTime && completionTime !== undefined && !complete)
    errs.push(
      invalid(
        'status.completionTime',
        goMetaTime(completionTime, ns),
        'cannot set completionTime when there is no Complete=True condition',
      ),
    );
  if (opts.notCompleteWithCompletionTime && completionTime === undefined && complete)
    errs.push(required('status.completionTime', 'completionTime is required for Complete jobs'));
  if (
    opts.completionBeforeStart &&
    startTime !== undefined &&
    completionTime !== undefined &&
    Date.parse(completionTime) < Date.parse(startTime)
  )
    errs.push(
      invalid(
        'status.completionTime',
        goMetaTime(completionTime, ns),
        'completionTime cannot be set before startTime',
      ),
    );
  const finished = isFinished(job);
  const active = num(s['active']) ?? 0;
  if (opts.finishedWithActive && active > 0 && finished)
    errs.push(invalid('status.active', goInt32(active), 'active>0 is invalid for finished job'));
  if (opts.finishedWithoutStartTime && startTime === undefined && finished)
    errs.push(required('status.startTime', 'startTime is required for finished job'));
  const uncounted = obj(s['uncountedTerminatedPods']);
  if (
    opts.finishedWithUncounted &&
    finished &&
    strings(uncounted?.['failed']).length + strings(uncounted?.['succeeded']).length > 0
  )
    errs.push(
      invalid(
        'status.uncountedTerminatedPods',
        uncountedValue(uncounted),
        'uncountedTerminatedPods needs to be empty for finished job',
      ),
    );
  errs.push(...indexRules(job, opts, ns));
  return errs;
}

function indexRules(job: JsonObject, opts: Options, ns: NotSimulated): FieldError[] {
  const errs: FieldError[] = [];
  const s = statusOf(job);
  const spec = specOf(job);
  const completions = num(spec['completions']);
  const completed = str(s['completedIndexes']);
  const failed = optStr(s['failedIndexes']);
  const backoffLimitPerIndex = spec['backoffLimitPerIndex'];
  const perIndex = backoffLimitPerIndex !== undefined && backoffLimitPerIndex !== null;
  if (opts.invalidCompletedIndexes && completions !== undefined) {
    const err = validateIndexesFormat(completed, completions).error;
    if (err !== undefined)
      errs.push(
        invalid(
          'status.completedIndexes',
          goString(completed),
          `error parsing completedIndexes: ${err}`,
        ),
      );
  }
  if (opts.invalidFailedIndexes && completions !== undefined && perIndex && failed !== undefined) {
    const err = validateIndexesFormat(failed, completions).error;
    if (err !== undefined)
      errs.push(
        invalid('status.failedIndexes', goString(failed), `error parsing failedIndexes: ${err}`),
      );
  }
  if (
    opts.invalidCompletedIndexes &&
    completed !== '' &&
    specOf(job)['completionMode'] !== 'Indexed'
  )
    errs.push(
      invalid(
        'status.completedIndexes',
        goString(completed),
        'cannot set non-empty completedIndexes when non-indexed completion mode',
      ),
    );
  if (opts.invalidFailedIndexes && !perIndex && failed !== undefined)
    errs.push(
      invalid(
        'status.failedIndexes',
        goString(failed),
        'cannot set non-null failedIndexes when backoffLimitPerIndex is null',
      ),
    );
  if (
    (opts.invalidFailedIndexes || opts.invalidCompletedIndexes) &&
    failed !== undefined &&
    completions !== undefined
  )
    ns('the check that status.failedIndexes and status.completedIndexes do not overlap');
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

// The rules of validateJobStatus (pkg/apis/batch/validation/validation.go, release-1.32) that the
// JobManagedBy options turn on: terminal conditions against each other, completion and start
// times, active and uncounted pods of a finished Job, and the completed and failed index lists.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { goInt32, goString, goText, type GoValue } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { num, obj, optStr, str, strings } from '../read.ts';
import { validateIndexesFormat } from './indexesFormat.ts';
import {
  isFinished,
  isTrue,
  omit,
  type Options,
  specOf,
  statusOf,
  timeOf,
} from './jobStatusOptions.ts';
import { goMetaTime } from './metaTime.ts';

type NotSimulated = (detail: string) => void;

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

// The rules of validateJobStatus that JobManagedBy's options turn on.
// Rules validateJobStatus has whose options the 1.32 strategy copy at hand does not set
// (RejectFailedJobWithoutFailureTarget, RejectCompleteJobWithoutSuccessCriteriaMet,
// RejectFinishedJobWithTerminatingPods, RejectMoreReadyThanActivePods): not applied, said when they
// would apply.
function unverifiedRules(job: JsonObject, ns: NotSimulated): void {
  const s = statusOf(job);
  const rule = (text: string): void =>
    ns(
      `the Job status rule "${text}" (whether 1.32's jobStatusStrategy turns it on is not verified)`,
    );
  if (isTrue(job, 'Failed') && !isTrue(job, 'FailureTarget'))
    rule('cannot set Failed=True condition without the FailureTarget=true condition');
  if (isTrue(job, 'Complete') && !isTrue(job, 'SuccessCriteriaMet'))
    rule('cannot set Complete=True condition without the SuccessCriteriaMet=true condition');
  if ((num(s['terminating']) ?? 0) > 0 && isFinished(job))
    rule('terminating>0 is invalid for finished job');
  const ready = num(s['ready']);
  if (ready !== undefined && ready > (num(s['active']) ?? 0))
    rule('cannot set more ready pods than active');
}

/** The JobManagedBy rules of validateJobStatus, in upstream's order. */
export function managedByRules(job: JsonObject, opts: Options, ns: NotSimulated): FieldError[] {
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
  unverifiedRules(job, ns);
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

// The options jobStatusStrategy's getStatusValidationOptions passes to ValidateJobUpdateStatus
// (pkg/registry/batch/job/strategy.go, release-1.32): with JobManagedBy on, each strengthened rule
// only when the status fields it looks at changed; and the Job condition helpers of
// pkg/apis/batch/validation (IsConditionTrue, IsJobFinished).

import type { JsonObject } from '../../apimachinery/types.ts';
import type { GoValue } from '../../apimachinery/goValue.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { num, obj, objects, optStr, str } from '../read.ts';

/** field.OmitValueType{}: the error prints no value. */
export const omit: GoValue = { go: 'omit' };
/** The Job's status. */
export const statusOf = (j: JsonObject): JsonObject => obj(j['status']) ?? {};
/** The Job's spec. */
export const specOf = (j: JsonObject): JsonObject => obj(j['spec']) ?? {};
/** IsConditionTrue. */
export const isTrue = (j: JsonObject, type: string): boolean =>
  objects(statusOf(j)['conditions']).some((c) => c['type'] === type && c['status'] === 'True');
/** IsJobFinished. */
export const isFinished = (j: JsonObject): boolean => isTrue(j, 'Complete') || isTrue(j, 'Failed');
/** A status time field, as its RFC 3339 text. */
export const timeOf = (j: JsonObject, f: string): string | undefined => optStr(statusOf(j)[f]);

/** The JobStatusValidationOptions getStatusValidationOptions turns on. */
export interface Options {
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

/** getStatusValidationOptions (`managedBy`: the JobManagedBy gate). */
export function options(job: JsonObject, old: JsonObject, managedBy: boolean): Options {
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

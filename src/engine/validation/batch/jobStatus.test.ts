// Cases after pkg/apis/batch/validation/validation_test.go TestValidateJobUpdateStatus and
// pkg/registry/batch/job/strategy_test.go TestStatusStrategy_ValidateUpdate (JobManagedBy on, as in
// 1.32 by default).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateIndexesFormat } from './indexesFormat.ts';
import { validateJobUpdateStatus } from './jobStatus.ts';

const job = (status: JsonObject, spec: JsonObject = {}): JsonObject => ({
  metadata: { name: 'pi', namespace: 'default', resourceVersion: '1' },
  spec: { completions: 4, parallelism: 4, ...spec },
  status,
});
const check = (now: JsonObject, old: JsonObject, managedBy = true): string[] =>
  messages(validateJobUpdateStatus(now, old, managedBy, () => undefined));
const cond = (type: string): JsonObject => ({ type, status: 'True' });

describe('validateJobUpdateStatus', () => {
  it('accepts a running Job', () => {
    expect(check(job({ active: 2, ready: 1, startTime: '2026-01-01T00:00:00Z' }), job({}))).toEqual(
      [],
    );
  });

  it('refuses negative counters and bad uncounted pods', () => {
    expect(
      check(
        job({
          active: -1,
          ready: -2,
          uncountedTerminatedPods: { succeeded: ['a', ''], failed: ['a'] },
        }),
        job({}),
      ),
    ).toEqual([
      'status.active: Invalid value: -1: must be greater than or equal to 0',
      'status.ready: Invalid value: -2: must be greater than or equal to 0',
      'status.uncountedTerminatedPods.succeeded[1]: Invalid value: "": must not be empty',
      'status.uncountedTerminatedPods.failed[0]: Duplicate value: "a"',
    ]);
  });

  it('refuses undoing a terminal condition and decreasing counters (JobManagedBy)', () => {
    const old = job({
      failed: 3,
      succeeded: 2,
      conditions: [cond('FailureTarget'), cond('Failed')],
      startTime: '2026-01-01T00:00:00Z',
    });
    expect(check(job({ failed: 1, succeeded: 1, startTime: '2026-01-01T00:00:00Z' }), old)).toEqual(
      [
        'status.conditions: Invalid value: cannot disable the terminal Failed=True condition',
        'status.conditions: Invalid value: cannot disable the terminal FailureTarget=True condition',
        'status.failed: Invalid value: 1: cannot decrease the failed counter',
        'status.succeeded: Invalid value: 1: cannot decrease the succeeded counter',
      ],
    );
    // Without JobManagedBy these rules are off.
    expect(check(job({ failed: 1 }), old, false)).toEqual([]);
  });

  it('refuses a Complete Job without completionTime or startTime, and with active pods', () => {
    expect(
      check(
        job({ active: 1, conditions: [cond('SuccessCriteriaMet'), cond('Complete')] }),
        job({}),
      ),
    ).toEqual([
      'status.completionTime: Required value: completionTime is required for Complete jobs',
      'status.active: Invalid value: 1: active>0 is invalid for finished job',
      'status.startTime: Required value: startTime is required for finished job',
    ]);
  });

  it('prints a completionTime as Go prints a metav1.Time', () => {
    const old = job({ startTime: '2026-01-02T00:00:00Z' });
    expect(
      check(
        job({ startTime: '2026-01-02T00:00:00Z', completionTime: '2026-01-01T00:00:00Z' }),
        old,
      ),
    ).toEqual([
      'status.completionTime: Invalid value: 2026-01-01 00:00:00 +0000 UTC: cannot set completionTime when there is no Complete=True condition',
      'status.completionTime: Invalid value: 2026-01-01 00:00:00 +0000 UTC: completionTime cannot be set before startTime',
    ]);
  });

  it('checks changed completedIndexes', () => {
    const indexed = { completionMode: 'Indexed' };
    expect(check(job({ completedIndexes: '1,5' }, indexed), job({}, indexed))).toEqual([
      'status.completedIndexes: Invalid value: "1,5": error parsing completedIndexes: too large index: "5"',
    ]);
    expect(check(job({ completedIndexes: '1' }), job({}))).toEqual([
      'status.completedIndexes: Invalid value: "1": cannot set non-empty completedIndexes when non-indexed completion mode',
    ]);
  });
});

describe('the rules whose 1.32 option is not verified', () => {
  it('applies none of them but says when one would refuse', () => {
    const notes: string[] = [];
    const now = job({ active: 1, ready: 2, startTime: '2026-01-01T00:00:00Z' });
    expect(validateJobUpdateStatus(now, job({}), true, (d) => notes.push(d))).toEqual([]);
    expect(notes).toEqual([
      'the Job status rule "cannot set more ready pods than active" (whether 1.32\'s jobStatusStrategy turns it on is not verified)',
    ]);
  });
});

describe('validateIndexesFormat', () => {
  it.each([
    ['', 0, undefined],
    ['0,2-3', 3, undefined],
    [
      '1-2-3',
      5,
      `the fragment "1-2-3" violates the requirement that an index interval can have at most two parts separated by '-'`,
    ],
    ['a', 5, 'cannot convert string to integer for index: "a"'],
    ['3,1', 5, 'non-increasing order, previous: 3, current: 1'],
    ['2-2', 5, 'non-increasing order, previous: 2, current: 2'],
  ])('%j lists %i indexes below 4, or refuses', (indexes, total, error) => {
    const got = validateIndexesFormat(indexes, 4);
    expect(got.error).toBe(error);
    if (error === undefined) expect(got.total).toBe(total);
  });
});

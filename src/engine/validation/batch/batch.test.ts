import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages, podOptions } from '../core/testing.ts';
import { validateCronJob } from './cronJob.ts';
import { validateJob, validateJobUpdate } from './job.ts';

const podTemplate = (restartPolicy: string): JsonObject => ({
  metadata: { labels: { 'batch.kubernetes.io/controller-uid': 'u1' } },
  spec: {
    containers: [
      { name: 'c', image: 'busybox', imagePullPolicy: 'Always', terminationMessagePolicy: 'File' },
    ],
    restartPolicy,
    terminationGracePeriodSeconds: 30,
    dnsPolicy: 'ClusterFirst',
  },
});
const job = (spec: JsonObject = {}): JsonObject => ({
  metadata: { name: 'j', namespace: 'default' },
  spec: {
    selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'u1' } },
    template: podTemplate('Never'),
    backoffLimit: 6,
    completions: 1,
    parallelism: 1,
    completionMode: 'NonIndexed',
    ...spec,
  },
});

// Rows follow pkg/apis/batch/validation/validation_test.go (TestValidateJob, TestValidateCronJob).
describe('validateJob', () => {
  it('accepts a job with a generated selector', () => {
    expect(messages(validateJob(job(), podOptions([], false)))).toEqual([]);
  });

  it.each<[string, JsonObject, string[]]>([
    [
      'restartPolicy Always',
      { template: podTemplate('Always') },
      ['spec.template.spec.restartPolicy: Required value: valid values: "OnFailure", "Never"'],
    ],
    [
      'negative parallelism',
      { parallelism: -1 },
      ['spec.parallelism: Invalid value: -1: must be greater than or equal to 0'],
    ],
    [
      'an unknown completionMode',
      { completionMode: 'Sometimes' },
      [
        'spec.completionMode: Unsupported value: "Sometimes": supported values: "Indexed", "NonIndexed"',
      ],
    ],
    [
      'Indexed without completions',
      { completionMode: 'Indexed', completions: null },
      ['spec.completions: Required value: when completion mode is Indexed'],
    ],
  ])('refuses %s', (_name, spec, expected) => {
    expect(messages(validateJob(job(spec), podOptions([], false)))).toEqual(expected);
  });

  it('refuses changing completions of a NonIndexed job', () => {
    expect(
      messages(validateJobUpdate(job({ completions: 2 }), job(), podOptions([], false))),
    ).toEqual(['spec.completions: Invalid value: 2: field is immutable']);
  });
});

describe('validateCronJob', () => {
  const cronJob = (name: string, spec: JsonObject): JsonObject => ({
    metadata: { name, namespace: 'default' },
    spec: {
      schedule: '* * * * *',
      concurrencyPolicy: 'Allow',
      jobTemplate: { spec: { template: podTemplate('OnFailure') } },
      ...spec,
    },
  });

  it('refuses a name longer than 52 characters, an empty schedule and an unknown concurrencyPolicy', () => {
    expect(
      messages(
        validateCronJob(
          cronJob('a'.repeat(53), { schedule: '', concurrencyPolicy: 'Never' }),
          podOptions([], false),
        ),
      ),
    ).toEqual([
      'metadata.name: Invalid value: "' + 'a'.repeat(53) + '": must be no more than 52 characters',
      'spec.schedule: Required value',
      'spec.concurrencyPolicy: Unsupported value: "Never": supported values: "Allow", "Forbid", "Replace"',
    ]);
  });
});

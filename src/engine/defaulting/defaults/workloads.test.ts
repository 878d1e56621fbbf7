// The workload defaulters, after pkg/apis/apps/v1/defaults_test.go (TestSetDefaultDeployment,
// TestSetDefaultStatefulSet, TestSetDefaultDaemonSetSpec, TestSetDefaultReplicaSet),
// pkg/apis/batch/v1/defaults_test.go (TestSetDefaultJob, TestSetDefaultCronJob) and
// pkg/apis/core/v1/defaults_test.go (TestSetDefaultReplicationController*).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { at, typed } from '../testing.ts';

const template: JsonObject = {
  metadata: { labels: { app: 'a' } },
  spec: { containers: [{ name: 'c', image: 'nginx' }] },
};
const defaultedTemplateSpec = {
  containers: [
    {
      name: 'c',
      image: 'nginx',
      resources: {},
      terminationMessagePath: '/dev/termination-log',
      terminationMessagePolicy: 'File',
      imagePullPolicy: 'Always',
    },
  ],
  restartPolicy: 'Always',
  terminationGracePeriodSeconds: 30,
  dnsPolicy: 'ClusterFirst',
  securityContext: {},
  schedulerName: 'default-scheduler',
};

describe('apps/v1', () => {
  it('defaults a Deployment', () => {
    const spec = at(
      typed('apps/v1', 'Deployment', {
        metadata: { name: 'd' },
        spec: { selector: { matchLabels: { app: 'a' } }, template },
      }).object,
      'spec',
    );
    expect(spec).toEqual({
      replicas: 1,
      selector: { matchLabels: { app: 'a' } },
      template: {
        metadata: { creationTimestamp: null, labels: { app: 'a' } },
        spec: defaultedTemplateSpec,
      },
      strategy: {
        type: 'RollingUpdate',
        rollingUpdate: { maxUnavailable: '25%', maxSurge: '25%' },
      },
      revisionHistoryLimit: 10,
      progressDeadlineSeconds: 600,
    });
  });

  it('leaves a Recreate strategy without rollingUpdate', () => {
    const d = typed('apps/v1', 'Deployment', {
      spec: { strategy: { type: 'Recreate' }, template },
    }).object;
    expect(at(d, 'spec.strategy')).toEqual({ type: 'Recreate' });
  });

  it('defaults a StatefulSet and its claim templates', () => {
    const sts = typed('apps/v1', 'StatefulSet', {
      spec: {
        serviceName: 's',
        template,
        volumeClaimTemplates: [
          {
            metadata: { name: 'data' },
            spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
          },
        ],
      },
    }).object;
    expect(at(sts, 'spec')).toMatchObject({
      replicas: 1,
      podManagementPolicy: 'OrderedReady',
      revisionHistoryLimit: 10,
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { partition: 0 } },
      persistentVolumeClaimRetentionPolicy: { whenDeleted: 'Retain', whenScaled: 'Retain' },
    });
    expect(at(sts, 'spec.volumeClaimTemplates.0')).toEqual({
      metadata: { name: 'data', creationTimestamp: null },
      spec: {
        accessModes: ['ReadWriteOnce'],
        resources: { requests: { storage: '1Gi' } },
        volumeMode: 'Filesystem',
      },
      status: { phase: 'Pending' },
    });
  });

  it('keeps an OnDelete StatefulSet strategy without rollingUpdate', () => {
    const sts = typed('apps/v1', 'StatefulSet', {
      spec: { updateStrategy: { type: 'OnDelete' }, template },
    }).object;
    expect(at(sts, 'spec.updateStrategy')).toEqual({ type: 'OnDelete' });
  });

  it('defaults a DaemonSet', () => {
    const ds = typed('apps/v1', 'DaemonSet', { spec: { template } }).object;
    expect(at(ds, 'spec.updateStrategy')).toEqual({
      type: 'RollingUpdate',
      rollingUpdate: { maxUnavailable: 1, maxSurge: 0 },
    });
    expect(at(ds, 'spec.revisionHistoryLimit')).toBe(10);
  });

  it('defaults a ReplicaSet', () => {
    expect(at(typed('apps/v1', 'ReplicaSet', { spec: { template } }).object, 'spec.replicas')).toBe(
      1,
    );
  });
});

describe('batch/v1', () => {
  it('defaults a Job', () => {
    const job = typed('batch/v1', 'Job', {
      metadata: { name: 'j' },
      spec: {
        template: {
          ...template,
          spec: { restartPolicy: 'Never', containers: [{ name: 'c', image: 'x:1' }] },
        },
      },
    }).object;
    expect(at(job, 'spec')).toMatchObject({
      parallelism: 1,
      completions: 1,
      backoffLimit: 6,
      manualSelector: false,
      completionMode: 'NonIndexed',
      suspend: false,
      podReplacementPolicy: 'TerminatingOrFailed',
    });
    expect(at(job, 'metadata.labels')).toEqual({ app: 'a' });
    expect(Object.keys(at(job, 'spec') as object)).toEqual([
      'parallelism',
      'completions',
      'backoffLimit',
      'manualSelector',
      'template',
      'completionMode',
      'suspend',
      'podReplacementPolicy',
    ]);
  });

  it.each([
    [
      'parallelism only leaves completions unset',
      { parallelism: 3 },
      { parallelism: 3 },
      'completions',
    ],
    [
      'backoffLimitPerIndex raises the backoff limit to MaxInt32',
      { completionMode: 'Indexed', completions: 2, backoffLimitPerIndex: 1 },
      { backoffLimit: 2147483647 },
      '',
    ],
    [
      'a pod failure policy defaults replacement to Failed and pattern status to True',
      {
        podFailurePolicy: {
          rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] }],
        },
      },
      {
        podReplacementPolicy: 'Failed',
        podFailurePolicy: {
          rules: [
            {
              action: 'Ignore',
              onExitCodes: null,
              onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }],
            },
          ],
        },
      },
      '',
    ],
  ])('%s', (_, spec, expected, absent) => {
    const job = typed('batch/v1', 'Job', { spec: { ...spec, template } }).object;
    expect(at(job, 'spec')).toMatchObject(expected);
    if (absent !== '') expect(at(job, `spec.${absent}`)).toBeUndefined();
  });

  it('defaults a CronJob but not the Job fields of its job template', () => {
    const cj = typed('batch/v1', 'CronJob', {
      spec: { schedule: '* * * * *', jobTemplate: { spec: { template } } },
    }).object;
    expect(at(cj, 'spec')).toMatchObject({
      concurrencyPolicy: 'Allow',
      suspend: false,
      successfulJobsHistoryLimit: 3,
      failedJobsHistoryLimit: 1,
    });
    expect(at(cj, 'spec.jobTemplate')).toEqual({
      metadata: { creationTimestamp: null },
      spec: {
        template: {
          metadata: { creationTimestamp: null, labels: { app: 'a' } },
          spec: defaultedTemplateSpec,
        },
      },
    });
  });
});

describe('core/v1 ReplicationController', () => {
  it('copies the template labels into an empty selector and labels', () => {
    const rc = typed('v1', 'ReplicationController', {
      metadata: { name: 'rc' },
      spec: { template },
    }).object;
    expect(at(rc, 'metadata.labels')).toEqual({ app: 'a' });
    expect(at(rc, 'spec.selector')).toEqual({ app: 'a' });
    expect(at(rc, 'spec.replicas')).toBe(1);
  });

  it('keeps a set selector and labels', () => {
    const rc = typed('v1', 'ReplicationController', {
      metadata: { labels: { x: 'y' } },
      spec: { selector: { s: 't' }, template },
    }).object;
    expect(at(rc, 'metadata.labels')).toEqual({ x: 'y' });
    expect(at(rc, 'spec.selector')).toEqual({ s: 't' });
  });
});

// Ports TestDefaultExtractPodSpec and TestDefaultHasPodSpec (admission/admission_test.go), and
// tables isSignificantPodUpdate.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { extractPodSpec, hasPodSpec } from './podSpecExtractor.ts';
import { isSignificantPodUpdate } from './podUpdate.ts';

const metadata: JsonObject = { name: 'foo-pod' };
const spec: JsonObject = { containers: [{ name: 'foo-container' }] };
const template: JsonObject = { metadata, spec };

describe('extractPodSpec (TestDefaultExtractPodSpec)', () => {
  it.each<[string, JsonObject]>([
    ['Pod', { apiVersion: 'v1', kind: 'Pod', metadata, spec }],
    [
      'PodTemplate',
      { apiVersion: 'v1', kind: 'PodTemplate', metadata: { name: 'foo-template' }, template },
    ],
    [
      'ReplicationController',
      {
        apiVersion: 'v1',
        kind: 'ReplicationController',
        metadata: { name: 'foo-rc' },
        spec: { template },
      },
    ],
    [
      'ReplicaSet',
      {
        apiVersion: 'apps/v1',
        kind: 'ReplicaSet',
        metadata: { name: 'foo-rs' },
        spec: { template },
      },
    ],
    [
      'Deployment',
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'foo-deployment' },
        spec: { template },
      },
    ],
    [
      'StatefulSet',
      {
        apiVersion: 'apps/v1',
        kind: 'StatefulSet',
        metadata: { name: 'foo-ss' },
        spec: { template },
      },
    ],
    [
      'DaemonSet',
      {
        apiVersion: 'apps/v1',
        kind: 'DaemonSet',
        metadata: { name: 'foo-ds' },
        spec: { template },
      },
    ],
    [
      'Job',
      { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'foo-job' }, spec: { template } },
    ],
    [
      'CronJob',
      {
        apiVersion: 'batch/v1',
        kind: 'CronJob',
        metadata: { name: 'foo-cronjob' },
        spec: { jobTemplate: { spec: { template } } },
      },
    ],
  ])('finds the pod in a %s', (_kind, object) => {
    expect(extractPodSpec(object)).toEqual({ kind: 'pod', pod: { metadata, spec } });
  });

  it('has no pod spec for a ReplicationController without a template', () => {
    expect(extractPodSpec({ apiVersion: 'v1', kind: 'ReplicationController', spec: {} })).toEqual({
      kind: 'none',
    });
  });

  it('evaluates an empty template for a Deployment without one, as Go zero values do', () => {
    expect(extractPodSpec({ apiVersion: 'apps/v1', kind: 'Deployment', spec: {} })).toEqual({
      kind: 'pod',
      pod: { metadata: {}, spec: {} },
    });
  });

  it('refuses a Service', () => {
    expect(
      extractPodSpec({ apiVersion: 'v1', kind: 'Service', metadata: { name: 'foo-svc' } }),
    ).toEqual({
      kind: 'error',
      error: 'unexpected object type: /v1, Kind=Service',
    });
  });
});

describe('hasPodSpec (TestDefaultHasPodSpec)', () => {
  it.each([
    ['', 'pods'],
    ['', 'replicationcontrollers'],
    ['', 'podtemplates'],
    ['apps', 'replicasets'],
    ['apps', 'deployments'],
    ['apps', 'statefulsets'],
    ['apps', 'daemonsets'],
    ['batch', 'jobs'],
    ['batch', 'cronjobs'],
  ])('%s/%s may hold a pod spec', (group, resource) => {
    expect(hasPodSpec({ group, resource })).toBe(true);
  });

  it.each([
    ['', 'services'],
    ['admission.k8s.io', 'admissionreviews'],
    ['apps', 'foobars'],
    ['extensions', 'deployments'],
  ])('%s/%s does not', (group, resource) => {
    expect(hasPodSpec({ group, resource })).toBe(false);
  });
});

describe('isSignificantPodUpdate', () => {
  const pod = (s: JsonObject, annotations: Record<string, string> = {}): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p', annotations },
    spec: s,
  });
  const base = pod({
    containers: [{ name: 'c', image: 'a' }],
    initContainers: [{ name: 'i', image: 'b' }],
    ephemeralContainers: [{ name: 'e', image: 'x' }],
  });
  const withSpec = (patch: JsonObject): JsonObject =>
    pod({ ...(base['spec'] as JsonObject), ...patch });

  it.each<[string, JsonObject, boolean]>([
    ['a label change', { ...base, metadata: { name: 'p', labels: { a: 'b' } } }, false],
    ['a toleration added', withSpec({ tolerations: [{ operator: 'Exists' }] }), false],
    ['a container image change', withSpec({ containers: [{ name: 'c', image: 'a2' }] }), true],
    [
      'an init container image change',
      withSpec({ initContainers: [{ name: 'i', image: 'b2' }] }),
      true,
    ],
    [
      'a container added',
      withSpec({
        containers: [
          { name: 'c', image: 'a' },
          { name: 'd', image: 'a' },
        ],
      }),
      true,
    ],
    [
      'an ephemeral container added',
      withSpec({
        ephemeralContainers: [
          { name: 'e', image: 'x' },
          { name: 'f', image: 'x' },
        ],
      }),
      true,
    ],
    [
      'an ephemeral container image change',
      withSpec({ ephemeralContainers: [{ name: 'e', image: 'y' }] }),
      true,
    ],
    [
      'a container seccomp annotation change',
      pod(base['spec'] as JsonObject, {
        'container.seccomp.security.alpha.kubernetes.io/c': 'unconfined',
      }),
      true,
    ],
    [
      'a pod seccomp annotation change (no longer compared)',
      pod(base['spec'] as JsonObject, { 'seccomp.security.alpha.kubernetes.io/pod': 'unconfined' }),
      false,
    ],
  ])('%s → %s', (_name, updated, significant) => {
    expect(isSignificantPodUpdate(updated, base)).toBe(significant);
  });
});

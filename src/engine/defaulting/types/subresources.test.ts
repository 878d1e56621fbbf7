// The objects of subresource and CONNECT requests encode in Go field order: the PodExecOptions of
// conformance/recorded/ex-08-connect-exec.json, and Eviction, Scale and Binding as types.go declares them.

import { describe, expect, it } from 'vitest';
import { decodeTyped } from '../index.ts';
import type { JsonObject } from '../../apimachinery/types.ts';

const encode = (apiVersion: string, kind: string, body: JsonObject): string => {
  const slash = apiVersion.indexOf('/');
  const gvk =
    slash < 0
      ? { group: '', version: apiVersion, kind }
      : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1), kind };
  return JSON.stringify(decodeTyped({ apiVersion, kind, ...body }, gvk).object);
};

describe('subresource and CONNECT objects', () => {
  it.each([
    [
      'PodExecOptions as recorded in ex-08',
      'v1',
      'PodExecOptions',
      { command: ['sh', '-c', 'id'], container: 'app', stdout: true },
      {
        kind: 'PodExecOptions',
        apiVersion: 'v1',
        stdout: true,
        container: 'app',
        command: ['sh', '-c', 'id'],
      },
    ],
    [
      'PodExecOptions without a command (no omitempty: null)',
      'v1',
      'PodExecOptions',
      { tty: true, stdin: true },
      { kind: 'PodExecOptions', apiVersion: 'v1', stdin: true, tty: true, command: null },
    ],
    [
      'PodAttachOptions',
      'v1',
      'PodAttachOptions',
      { container: 'app', stderr: true, stdout: false },
      { kind: 'PodAttachOptions', apiVersion: 'v1', stderr: true, container: 'app' },
    ],
    [
      'PodPortForwardOptions',
      'v1',
      'PodPortForwardOptions',
      { ports: [8080] },
      { kind: 'PodPortForwardOptions', apiVersion: 'v1', ports: [8080] },
    ],
    [
      'PodProxyOptions',
      'v1',
      'PodProxyOptions',
      { path: '/healthz' },
      { kind: 'PodProxyOptions', apiVersion: 'v1', path: '/healthz' },
    ],
    [
      'Eviction with deleteOptions',
      'policy/v1',
      'Eviction',
      {
        deleteOptions: { dryRun: ['All'], gracePeriodSeconds: 0 },
        metadata: { name: 'web', namespace: 'default' },
      },
      {
        kind: 'Eviction',
        apiVersion: 'policy/v1',
        metadata: { name: 'web', namespace: 'default', creationTimestamp: null },
        deleteOptions: { gracePeriodSeconds: 0, dryRun: ['All'] },
      },
    ],
    [
      'Scale (status.replicas has no omitempty)',
      'autoscaling/v1',
      'Scale',
      { spec: { replicas: 3 }, metadata: { name: 'd' } },
      {
        kind: 'Scale',
        apiVersion: 'autoscaling/v1',
        metadata: { name: 'd', creationTimestamp: null },
        spec: { replicas: 3 },
        status: { replicas: 0 },
      },
    ],
    [
      'Binding',
      'v1',
      'Binding',
      { target: { name: 'node-1', kind: 'Node', apiVersion: 'v1' }, metadata: { name: 'p' } },
      {
        kind: 'Binding',
        apiVersion: 'v1',
        metadata: { name: 'p', creationTimestamp: null },
        target: { kind: 'Node', name: 'node-1', apiVersion: 'v1' },
      },
    ],
  ])('%s', (_name, apiVersion, kind, body, want) => {
    expect(encode(apiVersion, kind, body)).toBe(JSON.stringify(want));
  });
});

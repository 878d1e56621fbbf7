// Cases after pkg/apis/core/validation/validation_test.go (release-1.32): TestValidateServiceStatusUpdate
// and TestValidateLoadBalancerStatus, TestValidateNamespaceStatusUpdate,
// TestValidateResourceQuotaStatusUpdate, TestValidatePersistentVolumeStatusUpdate and
// TestValidatePersistentVolumeClaimStatusUpdate.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import {
  validateNamespaceStatusUpdate,
  validatePersistentVolumeClaimStatusUpdate,
  validatePersistentVolumeStatusUpdate,
  validateResourceQuotaStatusUpdate,
  validateServiceStatusUpdate,
} from './statusUpdates.ts';
import { messages } from './testing.ts';

const meta = { name: 'x', namespace: 'default', resourceVersion: '1' };

describe('validateServiceStatusUpdate', () => {
  const svc = (type: string, ingress: JsonObject[]): JsonObject => ({
    metadata: meta,
    spec: { type },
    status: { loadBalancer: { ingress } },
  });
  const old = svc('LoadBalancer', []);
  it.each([
    ['an ingress with ip and ipMode', 'LoadBalancer', [{ ip: '1.2.3.4', ipMode: 'VIP' }], []],
    ['a hostname', 'LoadBalancer', [{ hostname: 'lb.example.com' }], []],
    [
      'an ingress on a ClusterIP Service',
      'ClusterIP',
      [{ ip: '1.2.3.4', ipMode: 'VIP' }],
      [
        "status.loadBalancer.ingress: Forbidden: may only be used when `spec.type` is 'LoadBalancer'",
      ],
    ],
    [
      'an ip without ipMode',
      'LoadBalancer',
      [{ ip: '1.2.3.4' }],
      ['status.loadBalancer.ingress[0].ipMode: Required value: must be specified when `ip` is set'],
    ],
    [
      'an ipMode without ip',
      'LoadBalancer',
      [{ hostname: 'lb.example.com', ipMode: 'VIP' }],
      [
        'status.loadBalancer.ingress[0].ipMode: Forbidden: may not be specified when `ip` is not set',
      ],
    ],
    [
      'an unknown ipMode and a bad ip',
      'LoadBalancer',
      [{ ip: '1.2.3', ipMode: 'Tunnel' }],
      [
        'status.loadBalancer.ingress[0].ip: Invalid value: "1.2.3": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)',
        'status.loadBalancer.ingress[0].ipMode: Unsupported value: "Tunnel": supported values: "Proxy", "VIP"',
      ],
    ],
    [
      'an IP address as hostname',
      'LoadBalancer',
      [{ hostname: '1.2.3.4' }],
      [
        'status.loadBalancer.ingress[0].hostname: Invalid value: "1.2.3.4": must be a DNS name, not an IP address',
      ],
    ],
  ])('%s', (_name, type, ingress, want) => {
    expect(messages(validateServiceStatusUpdate(svc(type, ingress), old, {}))).toEqual(want);
  });

  it('lets a non-LoadBalancer Service carry ingress when AllowServiceLBStatusOnNonLB is on', () => {
    const s = svc('NodePort', [{ ip: '1.2.3.4', ipMode: 'Proxy' }]);
    expect(validateServiceStatusUpdate(s, old, { AllowServiceLBStatusOnNonLB: true })).toEqual([]);
  });
});

describe('validateNamespaceStatusUpdate', () => {
  const ns = (phase: string, deletionTimestamp?: string): JsonObject => ({
    metadata: {
      name: 'team',
      resourceVersion: '1',
      ...(deletionTimestamp && { deletionTimestamp }),
    },
    status: { phase },
  });
  it.each([
    ['Active without deletionTimestamp', ns('Active'), ns('Active'), []],
    [
      'Terminating without deletionTimestamp',
      ns('Terminating'),
      ns('Active'),
      [
        'status.Phase: Invalid value: "Terminating": may only be \'Active\' if `deletionTimestamp` is empty',
      ],
    ],
    [
      'Active with deletionTimestamp',
      ns('Active', '2026-01-01T00:00:00Z'),
      ns('Active', '2026-01-01T00:00:00Z'),
      [
        'status.Phase: Invalid value: "Active": may only be \'Terminating\' if `deletionTimestamp` is not empty',
      ],
    ],
  ])('%s', (_name, now, old, want) => {
    expect(messages(validateNamespaceStatusUpdate(now, old))).toEqual(want);
  });
});

describe('the resourceVersion checks and resource lists', () => {
  it('requires a resourceVersion on quota, volume and claim status updates', () => {
    const noVersion = { metadata: { name: 'x', namespace: 'default' } };
    const old = { metadata: meta };
    const want = ['resourceVersion: Required value'];
    expect(messages(validateResourceQuotaStatusUpdate(noVersion, old))).toEqual(
      expect.arrayContaining(want),
    );
    expect(messages(validatePersistentVolumeStatusUpdate(noVersion, old))).toEqual(
      expect.arrayContaining(want),
    );
  });

  it('checks status.hard and status.used of a quota, in key order', () => {
    const rq = { metadata: meta, status: { used: { pods: '-1' }, hard: { 'bad key!': '1' } } };
    expect(messages(validateResourceQuotaStatusUpdate(rq, { metadata: meta }))).toEqual([
      "status.hard[bad key!]: Invalid value: \"bad key!\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
      'status.used[pods]: Invalid value: "-1": must be greater than or equal to 0',
    ]);
  });

  it('refuses a claim without access modes and a negative capacity', () => {
    const notes: string[] = [];
    const pvc = {
      metadata: meta,
      spec: {},
      status: { capacity: { storage: '-1Gi' }, allocatedResources: { storage: '1Gi' } },
    };
    expect(
      messages(
        validatePersistentVolumeClaimStatusUpdate(pvc, { metadata: meta }, (d) => notes.push(d)),
      ),
    ).toEqual([
      'Spec.accessModes: Required value',
      'status.capacity[storage]: Invalid value: -1073741824: must be a valid resource quantity',
    ]);
    expect(notes).toHaveLength(1);
  });
});

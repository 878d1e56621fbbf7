import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateLease, validateLeaseUpdate } from './lease.ts';

const lease = (spec: JsonObject): JsonObject => ({
  metadata: { name: 'kube-scheduler', namespace: 'kube-system' },
  spec,
});

// Rows follow pkg/apis/coordination/validation/validation_test.go (TestValidateLeaseSpec...).
describe('validateLease', () => {
  it.each<[string, JsonObject, string[]]>([
    ['a valid lease', { holderIdentity: 'a', leaseDurationSeconds: 15, leaseTransitions: 0 }, []],
    [
      'a zero duration',
      { leaseDurationSeconds: 0 },
      ['spec.leaseDurationSeconds: Invalid value: 0: must be greater than 0'],
    ],
    [
      'negative transitions',
      { leaseTransitions: -1 },
      ['spec.leaseTransitions: Invalid value: -1: must be greater than or equal to 0'],
    ],
    [
      'an unknown strategy, on the path upstream doubles',
      { strategy: 'Newest' },
      [
        'spec.strategy.strategy: Unsupported value: "Newest": supported values: "OldestEmulationVersion"',
      ],
    ],
    ['a qualified custom strategy', { strategy: 'example.com/mine' }, []],
    [
      'a preferred holder without a strategy',
      { preferredHolder: 'b' },
      ['spec.preferredHolder: Forbidden: may only be specified if `strategy` is defined'],
    ],
  ])('%s', (_name, spec, want) => {
    expect(messages(validateLease(lease(spec)))).toEqual(want);
  });

  it('checks the name as a DNS subdomain and requires a namespace', () => {
    expect(messages(validateLease({ metadata: { name: 'Lease' }, spec: {} }))).toEqual([
      "metadata.name: Invalid value: \"Lease\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
      'metadata.namespace: Required value',
    ]);
  });

  it('checks the spec again on update', () => {
    const old: JsonObject = {
      metadata: { name: 'kube-scheduler', namespace: 'kube-system', resourceVersion: '1' },
      spec: {},
    };
    expect(
      messages(validateLeaseUpdate({ ...old, spec: { leaseDurationSeconds: -5 } }, old)),
    ).toEqual(['spec.leaseDurationSeconds: Invalid value: -5: must be greater than 0']);
  });
});

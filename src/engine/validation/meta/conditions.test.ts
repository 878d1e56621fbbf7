// Cases after k8s.io/apimachinery pkg/apis/meta/v1/validation/validation_test.go TestValidateConditions
// (v0.32.0).

import { describe, expect, it } from 'vitest';
import { validateConditions } from './conditions.ts';
import { messages } from '../core/testing.ts';

const good = {
  type: 'Ready',
  status: 'True',
  reason: 'AllGood',
  lastTransitionTime: '2026-01-01T00:00:00Z',
};

describe('validateConditions', () => {
  it('accepts well-formed conditions', () => {
    expect(
      validateConditions([good, { ...good, type: 'example.com/Other' }], 'status.conditions'),
    ).toEqual([]);
  });

  it('reports each broken rule in upstream order', () => {
    const bad = { type: 'Ready', status: 'Maybe', observedGeneration: -1, reason: '1bad' };
    expect(messages(validateConditions([good, bad], 'status.conditions'))).toEqual([
      'status.conditions[1].type: Duplicate value: "Ready"',
      'status.conditions[1].status: Unsupported value: "Maybe": supported values: "False", "True", "Unknown"',
      'status.conditions[1].observedGeneration: Invalid value: -1: must be greater than or equal to zero',
      'status.conditions[1].lastTransitionTime: Required value: must be set',
      "status.conditions[1].reason: Invalid value: \"1bad\": a condition reason must start with alphabetic character, optionally followed by a string of alphanumeric characters or '_,:', and must end with an alphanumeric character or '_' (e.g. 'my_name',  or 'MY_NAME',  or 'MyName',  or 'ReasonA,ReasonB',  or 'ReasonA:ReasonB', regex used for validation is '[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?')",
    ]);
  });

  it('requires a reason and bounds the message', () => {
    const c = { ...good, reason: '', message: 'x'.repeat(32 * 1024 + 1) };
    expect(messages(validateConditions([c], 'status.conditions'))).toEqual([
      'status.conditions[0].reason: Required value: must be set',
      'status.conditions[0].message: Too long: may not be more than 32768 bytes',
    ]);
  });
});

// Cases after pkg/registry/certificates/certificates/strategy_test.go (release-1.32): TestStatusUpdate
// (the stored Approved/Denied instances, condition timestamps) and the approval strategy's "only the
// conditions" rule.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import {
  certificateSigningRequestApprovalStrategy,
  certificateSigningRequestStatusStrategy,
} from './certificateSigningRequestStatusStrategies.ts';
import { testEnv, updated } from './testing.ts';

const now = '2026-01-01T00:00:00Z';
const before = '2025-06-01T00:00:00Z';
const env = testEnv({ now });
const csr = (status: JsonObject, signerName = 'example.com/signer'): JsonObject => ({
  metadata: { name: 'node-csr', resourceVersion: '1' },
  spec: { signerName, usages: ['client auth'] },
  status,
});
const approved = {
  type: 'Approved',
  status: 'True',
  reason: 'AutoApproved',
  lastUpdateTime: before,
  lastTransitionTime: before,
};

describe('csrStatusStrategy', () => {
  it('keeps the stored spec and the stored Approved condition, and takes the certificate', () => {
    const stored = csr({ conditions: [approved] });
    const incoming = csr(
      {
        conditions: [{ type: 'Approved', status: 'True', reason: 'Changed' }],
        certificate: 'Y2VydA==',
      },
      'example.com/other',
    );
    const { object } = updated(certificateSigningRequestStatusStrategy, incoming, stored, env);
    expect(object['spec']).toEqual(stored['spec']);
    expect(object['status']).toEqual({ conditions: [approved], certificate: 'Y2VydA==' });
  });

  it('leaves an added Approved condition for validation to refuse, with its timestamps filled', () => {
    const { object } = updated(
      certificateSigningRequestStatusStrategy,
      csr({ conditions: [{ type: 'Approved', status: 'True' }] }),
      csr({}),
      env,
    );
    expect(object['status']).toEqual({
      conditions: [
        { type: 'Approved', status: 'True', lastUpdateTime: now, lastTransitionTime: now },
      ],
    });
  });

  it('takes lastTransitionTime from the stored condition of the same type and status', () => {
    const failed = { type: 'Failed', status: 'True', lastTransitionTime: before };
    const { object } = updated(
      certificateSigningRequestStatusStrategy,
      csr({ conditions: [{ type: 'Failed', status: 'True' }] }),
      csr({ conditions: [failed] }),
      env,
    );
    expect(object['status']).toEqual({
      conditions: [
        { type: 'Failed', status: 'True', lastUpdateTime: now, lastTransitionTime: before },
      ],
    });
  });
});

describe('csrApprovalStrategy', () => {
  it('takes only the conditions: the certificate and the spec stay as stored', () => {
    const stored = csr({ certificate: 'b2xk' });
    const { object, out } = updated(
      certificateSigningRequestApprovalStrategy,
      csr({ conditions: [{ type: 'Approved', status: 'True' }], certificate: 'bmV3' }, 'x.io/y'),
      stored,
      env,
    );
    expect(object['spec']).toEqual(stored['spec']);
    expect(object['status']).toEqual({
      certificate: 'b2xk',
      conditions: [
        { type: 'Approved', status: 'True', lastUpdateTime: now, lastTransitionTime: now },
      ],
    });
    expect(out.notes.at(-1)).toBe(
      'only status.conditions taken from the request: the rest of the status (the certificate) replaced by the stored one',
    );
  });
});

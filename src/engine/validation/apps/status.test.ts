import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import {
  validateControllerRevision,
  validateControllerRevisionUpdate,
} from './controllerRevision.ts';
import {
  validateDaemonSetStatusUpdate,
  validateDeploymentStatusUpdate,
  validateReplicaSetStatusUpdate,
  validateStatefulSetStatusUpdate,
} from './status.ts';
import { validateScale } from '../autoscaling/scale.ts';

const withStatus = (status: JsonObject): JsonObject => ({
  metadata: { name: 'web', namespace: 'default', resourceVersion: '1' },
  status,
});
const old = withStatus({ replicas: 3, collisionCount: 2 });

// Rows follow pkg/apis/apps/validation/validation_test.go (TestValidateDeploymentStatus,
// TestValidateReplicaSetStatusUpdate, TestValidateStatefulSetStatusUpdate ...).
describe('status updates of the workloads', () => {
  it('accepts consistent counts', () => {
    const s = {
      replicas: 3,
      updatedReplicas: 3,
      readyReplicas: 2,
      availableReplicas: 2,
      collisionCount: 2,
    };
    expect(messages(validateDeploymentStatusUpdate(withStatus(s), old))).toEqual([]);
  });

  it('refuses negative counts, counts above replicas and a decremented collisionCount (Deployment)', () => {
    const s = {
      replicas: 2,
      updatedReplicas: -1,
      readyReplicas: 3,
      availableReplicas: 3,
      collisionCount: 1,
    };
    expect(messages(validateDeploymentStatusUpdate(withStatus(s), old))).toEqual([
      'status.updatedReplicas: Invalid value: -1: must be greater than or equal to 0',
      'status.readyReplicas: Invalid value: 3: cannot be greater than status.replicas',
      'status.availableReplicas: Invalid value: 3: cannot be greater than status.replicas',
      'status.collisionCount: Invalid value: 1: cannot be decremented',
    ]);
  });

  it('refuses more available than ready replicas (ReplicaSet)', () => {
    const s = { replicas: 3, readyReplicas: 1, availableReplicas: 2 };
    expect(messages(validateReplicaSetStatusUpdate(withStatus(s), old))).toEqual([
      'status.availableReplicas: Invalid value: 2: cannot be greater than readyReplicas',
    ]);
  });

  it('words the StatefulSet check with status.readyReplicas and clears collisionCount as a decrement', () => {
    const s = { replicas: 3, readyReplicas: 1, availableReplicas: 2 };
    expect(messages(validateStatefulSetStatusUpdate(withStatus(s), old))).toEqual([
      'status.availableReplicas: Invalid value: 2: cannot be greater than status.readyReplicas',
      'status.collisionCount: Invalid value: 0: cannot be decremented',
    ]);
  });

  it('refuses a negative DaemonSet count', () => {
    expect(
      messages(validateDaemonSetStatusUpdate(withStatus({ numberReady: -2 }), withStatus({}))),
    ).toEqual(['status.numberReady: Invalid value: -2: must be greater than or equal to 0']);
  });
});

describe('validateScale', () => {
  it('refuses negative replicas', () => {
    expect(
      messages(
        validateScale({ metadata: { name: 'web', namespace: 'default' }, spec: { replicas: -1 } }),
      ),
    ).toEqual(['spec.replicas: Invalid value: -1: must be greater than or equal to 0']);
  });
});

describe('ControllerRevision', () => {
  const rev = (data: JsonObject | undefined, revision = 1): JsonObject => ({
    metadata: { name: 'web-5d4f', namespace: 'default', resourceVersion: '1' },
    ...(data === undefined ? {} : { data }),
    revision,
  });

  it('requires data and a non-negative revision', () => {
    expect(messages(validateControllerRevision(rev(undefined, -1)))).toEqual([
      'data: Required value: data is mandatory',
      'revision: Invalid value: -1: must be greater than or equal to 0',
    ]);
  });

  it('keeps data immutable, printing the RawExtension as Go does', () => {
    expect(messages(validateControllerRevisionUpdate(rev({ a: 1 }), rev({ a: 2 })))).toEqual([
      'data: Invalid value: runtime.RawExtension{Raw:[]uint8{0x7b, 0x22, 0x61, 0x22, 0x3a, 0x31, 0x7d}, Object:runtime.Object(nil)}: field is immutable',
    ]);
  });
});

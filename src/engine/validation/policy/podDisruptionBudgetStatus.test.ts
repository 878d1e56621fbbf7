// Cases after pkg/apis/policy/validation/validation_test.go
// TestValidatePodDisruptionBudgetStatus and TestValidatePodDisruptionBudgetStatusUpdate (release-1.32),
// with autoscaling's TestValidateHorizontalPodAutoscalerStatusUpdate beside them.

import { describe, expect, it } from 'vitest';
import { validateHorizontalPodAutoscalerStatusUpdate } from '../autoscaling/horizontalPodAutoscalerStatus.ts';
import { messages } from '../core/testing.ts';
import { validatePodDisruptionBudgetStatusUpdate } from './podDisruptionBudgetStatus.ts';

const meta = { name: 'x', namespace: 'default', resourceVersion: '1' };

describe('validatePodDisruptionBudgetStatusUpdate', () => {
  it('refuses negative counts and malformed conditions', () => {
    const pdb = {
      metadata: meta,
      status: {
        disruptionsAllowed: -1,
        currentHealthy: 0,
        desiredHealthy: -3,
        expectedPods: 2,
        conditions: [{ type: 'DisruptionAllowed', status: 'True', reason: 'SufficientPods' }],
      },
    };
    expect(messages(validatePodDisruptionBudgetStatusUpdate(pdb))).toEqual([
      'status.conditions[0].lastTransitionTime: Required value: must be set',
      'status.disruptionsAllowed: Invalid value: -1: must be greater than or equal to 0',
      'status.desiredHealthy: Invalid value: -3: must be greater than or equal to 0',
    ]);
  });
});

describe('validateHorizontalPodAutoscalerStatusUpdate', () => {
  it('refuses negative replica counts', () => {
    const hpa = { metadata: meta, status: { currentReplicas: -1, desiredReplicas: 3 } };
    expect(messages(validateHorizontalPodAutoscalerStatusUpdate(hpa, { metadata: meta }))).toEqual([
      'status.currentReplicas: Invalid value: -1: must be greater than or equal to 0',
    ]);
  });
});

// Checks a poddisruptionbudgets/status update: mirrors pkg/apis/policy/validation/validation.go
// ValidatePodDisruptionBudgetStatusUpdate (release-1.32) — the conditions as metav1.Conditions and
// non-negative counts. The v1beta1 exemption never applies: policy/v1beta1 is not served since 1.25.
// podDisruptionBudgetStatusStrategy runs no ValidateObjectMetaUpdate of its own.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { goInt64 } from '../../apimachinery/goValue.ts';
import { validateConditions } from '../meta/conditions.ts';
import { num, obj } from '../read.ts';

/** The counts a status may not hold below zero, in the order upstream checks them. */
const counts = ['disruptionsAllowed', 'currentHealthy', 'desiredHealthy', 'expectedPods'];

/** ValidatePodDisruptionBudgetStatusUpdate on the request's status. */
export function validatePodDisruptionBudgetStatusUpdate(pdb: JsonObject): FieldError[] {
  const status = obj(pdb['status']) ?? {};
  return [
    ...validateConditions(status['conditions'], 'status.conditions'),
    ...counts
      .filter((c) => (num(status[c]) ?? 0) < 0)
      .map((c) =>
        invalid(`status.${c}`, goInt64(num(status[c]) ?? 0), 'must be greater than or equal to 0'),
      ),
  ];
}

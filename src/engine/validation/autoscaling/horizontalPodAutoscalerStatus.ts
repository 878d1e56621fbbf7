// Checks a horizontalpodautoscalers/status update: mirrors pkg/apis/autoscaling/validation/
// validation.go ValidateHorizontalPodAutoscalerStatusUpdate (release-1.32) — the metadata update and
// non-negative currentReplicas and desiredReplicas.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { goInt64 } from '../../apimachinery/goValue.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { num, obj } from '../read.ts';

/** ValidateHorizontalPodAutoscalerStatusUpdate. */
export function validateHorizontalPodAutoscalerStatusUpdate(
  hpa: JsonObject,
  old: JsonObject,
): FieldError[] {
  const status = obj(hpa['status']) ?? {};
  return [
    ...validateObjectMetaUpdate(hpa, old),
    ...['currentReplicas', 'desiredReplicas']
      .filter((c) => (num(status[c]) ?? 0) < 0)
      .map((c) =>
        invalid(`status.${c}`, goInt64(num(status[c]) ?? 0), 'must be greater than or equal to 0'),
      ),
  ];
}

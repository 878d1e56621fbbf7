// autoscalerStrategy, the HorizontalPodAutoscaler's main strategy
// (pkg/registry/autoscaling/horizontalpodautoscaler/strategy.go): create resets the status, update
// keeps the stored one, and both run dropDisabledFields (1.33 on): while HPAConfigurableTolerance is
// off (alpha in 1.33 and 1.34, beta and on from 1.35) spec.behavior.scaleUp/scaleDown.tolerance is
// cleared unless the stored HPA uses a tolerance. The field exists from 1.33 (before, the decoder
// drops it). autoscaling/v1 carries the behavior in an annotation, whose tolerance is not dropped
// here (the step says so).

import type { JsonObject } from '../apimachinery/types.ts';
import { metadataOf } from '../admission/attributes.ts';
import { child } from '../defaulting/defaults/access.ts';
import { gateEnabled } from './featureGates.ts';
import { keepStoredStatus } from './objectParts.ts';
import type { Prepared, Strategy, StrategyEnv } from './strategy.ts';

const isSet = (v: unknown): boolean => v !== undefined && v !== null;
const rules = ['scaleDown', 'scaleUp'] as const;
// autoscaling/v1 converts spec.behavior to and from this annotation (pkg/apis/autoscaling/v1).
const behaviorAnnotation = 'autoscaling.alpha.kubernetes.io/behavior';

// toleranceInUse: either scaling rule of the stored HPA has a tolerance.
const toleranceInUse = (hpa: JsonObject | undefined): boolean =>
  rules.some((r) => isSet(child(child(child(hpa, 'spec'), 'behavior'), r)?.['tolerance']));

/** dropDisabledFields: clears the scaling rules' tolerance while the gate is off and unused. */
export function dropDisabledHPAFields(
  obj: JsonObject,
  old: JsonObject | undefined,
  env: StrategyEnv,
  out: Prepared,
): void {
  if (gateEnabled(env, 'HPAConfigurableTolerance') || toleranceInUse(old)) return;
  if (obj['apiVersion'] === 'autoscaling/v1') {
    const annotation = child(metadataOf(obj), 'annotations')?.[behaviorAnnotation];
    if (typeof annotation === 'string' && annotation.includes('"tolerance"'))
      out.assumptions.push(
        `the tolerance in the ${behaviorAnnotation} annotation is kept: HPAConfigurableTolerance is off, and the API server would drop it from the converted spec.behavior (not simulated)`,
      );
    return;
  }
  const behavior = child(child(obj, 'spec'), 'behavior');
  for (const r of rules) {
    const rule = child(behavior, r);
    if (rule === undefined || !isSet(rule['tolerance'])) continue;
    delete rule['tolerance'];
    out.notes.push(
      `spec.behavior.${r}.tolerance dropped (feature gate HPAConfigurableTolerance is off)`,
    );
  }
}

/** autoscalerStrategy (horizontalpodautoscalers). */
export const horizontalPodAutoscalerStrategy: Strategy = {
  name: 'autoscalerStrategy',
  prepareForCreate(obj, env, out) {
    obj['status'] = {};
    out.notes.push('status reset');
    dropDisabledHPAFields(obj, undefined, env, out);
  },
  prepareForUpdate(obj, old, env, out) {
    keepStoredStatus(obj, old, out);
    dropDisabledHPAFields(obj, old, env, out);
  },
};

// Scheme defaulting of the HorizontalPodAutoscaler: pkg/apis/autoscaling/v1/defaults.go and
// pkg/apis/autoscaling/v2/defaults.go (release-1.32). autoscaling/v1 applies its CPU default in
// conversion instead (see ../../conversion/autoscaling.ts), where the annotations are at hand.

import type { JsonObject } from '../../apimachinery/types.ts';
import { defaultCPUUtilization } from '../../conversion/defaultCPUUtilization.ts';
import { child, defaultPointer, struct } from './access.ts';

/** SetDefaults_HorizontalPodAutoscaler (autoscaling/v1): minReplicas 1. */
export function defaultHorizontalPodAutoscalerV1(hpa: JsonObject): void {
  defaultPointer(struct(hpa, 'spec'), 'minReplicas', 1);
}

// defaultHPAScaleUpRules and defaultHPAScaleDownRules (v2/defaults.go): the HPA controller's
// behaviour before behavior existed. Scale-down has no stabilization window here: the controller's
// --horizontal-pod-autoscaler-downscale-stabilization flag supplies it.
const scaleUpRules = (): JsonObject => ({
  stabilizationWindowSeconds: 0,
  selectPolicy: 'Max',
  policies: [
    { type: 'Pods', value: 4, periodSeconds: 15 },
    { type: 'Percent', value: 100, periodSeconds: 15 },
  ],
});
const scaleDownRules = (): JsonObject => ({
  selectPolicy: 'Max',
  policies: [{ type: 'Percent', value: 100, periodSeconds: 15 }],
});

// copyHPAScalingRules: every non-nil field of the given rules replaces the default's. 1.33 adds
// tolerance to the struct and to the copy (KEP-4951); a 1.32 decoder has dropped it already.
function completeRules(given: JsonObject | undefined, defaults: JsonObject): JsonObject {
  if (given === undefined) return defaults;
  for (const key of ['selectPolicy', 'stabilizationWindowSeconds', 'policies', 'tolerance']) {
    const v = given[key];
    if (v !== undefined && v !== null) defaults[key] = v;
  }
  return defaults;
}

/** SetDefaults_HorizontalPodAutoscaler (autoscaling/v2): minReplicas 1, a CPU metric at 80%, complete behavior rules. */
export function defaultHorizontalPodAutoscalerV2(hpa: JsonObject): void {
  const spec = struct(hpa, 'spec');
  defaultPointer(spec, 'minReplicas', 1);
  const metrics = spec['metrics'];
  if (
    metrics === undefined ||
    metrics === null ||
    (Array.isArray(metrics) && metrics.length === 0)
  ) {
    spec['metrics'] = [
      {
        type: 'Resource',
        resource: {
          name: 'cpu',
          target: { type: 'Utilization', averageUtilization: defaultCPUUtilization },
        },
      },
    ];
  }
  // SetDefaults_HorizontalPodAutoscalerBehavior: only a behavior that is there is completed.
  const behavior = child(spec, 'behavior');
  if (behavior !== undefined) {
    behavior['scaleUp'] = completeRules(child(behavior, 'scaleUp'), scaleUpRules());
    behavior['scaleDown'] = completeRules(child(behavior, 'scaleDown'), scaleDownRules());
  }
}

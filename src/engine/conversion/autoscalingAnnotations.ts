// The annotations autoscaling/v1 keeps the fields it lacks in (pkg/apis/autoscaling/annotations.go
// and helpers.go, release-1.32), and the behavior annotation's format: json.Marshal of the
// *internal* HorizontalPodAutoscalerBehavior, whose fields have no json tags, so its keys are the Go
// field names (`{"ScaleUp":{"StabilizationWindowSeconds":0,...}}`) and nil pointers are null.

import { asObject } from '../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { marshalGoOrdered } from '../apimachinery/goJson.ts';
import { field, goStruct } from './fields.ts';
import { fitsGo, type GoShape, labelSelectorShape } from './goUnmarshal.ts';

/** autoscaling.MetricSpecsAnnotation: the metrics v1 cannot express. */
export const metricSpecsAnnotation = 'autoscaling.alpha.kubernetes.io/metrics';
/** autoscaling.MetricStatusesAnnotation: every current metric. */
export const metricStatusesAnnotation = 'autoscaling.alpha.kubernetes.io/current-metrics';
/** autoscaling.HorizontalPodAutoscalerConditionsAnnotation: the status conditions. */
export const conditionsAnnotation = 'autoscaling.alpha.kubernetes.io/conditions';
/** autoscaling.BehaviorSpecsAnnotation: spec.behavior. */
export const behaviorSpecsAnnotation = 'autoscaling.alpha.kubernetes.io/behavior';

const roundTripAnnotations = [
  metricSpecsAnnotation,
  behaviorSpecsAnnotation,
  metricStatusesAnnotation,
  conditionsAnnotation,
];

/** DropRoundTripHorizontalPodAutoscalerAnnotations: the annotations without the four round-trip keys. */
export function dropRoundTripAnnotations(
  annotations: JsonObject | undefined,
): JsonObject | undefined {
  if (annotations === undefined || !roundTripAnnotations.some((k) => k in annotations))
    return annotations;
  const out = { ...annotations };
  for (const k of roundTripAnnotations) delete out[k];
  return out;
}

/** Marshals JSON built in Go field order as json.Marshal writes it. */
export const marshalAnnotation = (value: JsonValue): string => marshalGoOrdered(value);

// internal HPAScalingRules: StabilizationWindowSeconds *int32, SelectPolicy *ScalingPolicySelect,
// Policies []HPAScalingPolicy{Type, Value, PeriodSeconds} (pkg/apis/autoscaling/types.go).
function internalRules(rules: JsonObject | undefined): JsonValue {
  if (rules === undefined) return null;
  const policies = rules['policies'];
  return goStruct([
    ['StabilizationWindowSeconds', rules['stabilizationWindowSeconds']],
    ['SelectPolicy', rules['selectPolicy']],
    [
      'Policies',
      Array.isArray(policies)
        ? policies.map((p) => {
            const o = asObject(p);
            return goStruct([
              ['Type', o?.['type'] ?? ''],
              ['Value', o?.['value'] ?? 0],
              ['PeriodSeconds', o?.['periodSeconds'] ?? 0],
            ]);
          })
        : undefined,
    ],
  ]);
}

/** The behavior annotation's value for a (v2-shaped) spec.behavior. */
export function marshalBehavior(behavior: JsonObject): string {
  return marshalAnnotation(
    goStruct([
      ['ScaleUp', internalRules(asObject(behavior['scaleUp']))],
      ['ScaleDown', internalRules(asObject(behavior['scaleDown']))],
    ]),
  );
}

const reference: GoShape = { kind: 's', name: 's', apiVersion: 's' };
const sel = labelSelectorShape;

/** []autoscalingv1.MetricSpec (k8s.io/api autoscaling/v1/types.go). */
export const metricSpecsShape: GoShape = [
  {
    type: 's',
    object: {
      target: reference,
      metricName: 's',
      targetValue: 'q',
      selector: sel,
      averageValue: 'q',
    },
    pods: { metricName: 's', targetAverageValue: 'q', selector: sel },
    resource: { name: 's', targetAverageUtilization: 'i', targetAverageValue: 'q' },
    containerResource: {
      name: 's',
      targetAverageUtilization: 'i',
      targetAverageValue: 'q',
      container: 's',
    },
    external: { metricName: 's', metricSelector: sel, targetValue: 'q', targetAverageValue: 'q' },
  },
];

/** []autoscalingv1.MetricStatus. */
export const metricStatusesShape: GoShape = [
  {
    type: 's',
    object: {
      target: reference,
      metricName: 's',
      currentValue: 'q',
      selector: sel,
      averageValue: 'q',
    },
    pods: { metricName: 's', currentAverageValue: 'q', selector: sel },
    resource: { name: 's', currentAverageUtilization: 'i', currentAverageValue: 'q' },
    containerResource: {
      name: 's',
      currentAverageUtilization: 'i',
      currentAverageValue: 'q',
      container: 's',
    },
    external: { metricName: 's', metricSelector: sel, currentValue: 'q', currentAverageValue: 'q' },
  },
];

/** []autoscalingv1.HorizontalPodAutoscalerCondition (a metav1.Time is a string here). */
export const conditionsShape: GoShape = [
  { type: 's', status: 's', lastTransitionTime: 's', reason: 's', message: 's' },
];

// The internal HorizontalPodAutoscalerBehavior: Go field names, no json tags.
const rulesShape: GoShape = {
  StabilizationWindowSeconds: 'i',
  SelectPolicy: 's',
  Policies: [{ Type: 's', Value: 'i', PeriodSeconds: 'i' }],
};
const behaviorShape: GoShape = { ScaleUp: rulesShape, ScaleDown: rulesShape };

// The internal rules as v2 JSON (json.Unmarshal has checked the types).
function readRules(v: JsonValue | undefined): JsonObject | undefined {
  const o = asObject(v);
  if (o === undefined) return undefined;
  const policies = field(o, 'Policies');
  return goStruct([
    ['stabilizationWindowSeconds', field(o, 'StabilizationWindowSeconds'), 'ptr'],
    ['selectPolicy', field(o, 'SelectPolicy'), 'ptr'],
    [
      'policies',
      Array.isArray(policies)
        ? policies.map((p) => {
            const po = asObject(p);
            return goStruct([
              ['type', field(po, 'Type') ?? ''],
              ['value', field(po, 'Value') ?? 0],
              ['periodSeconds', field(po, 'PeriodSeconds') ?? 0],
            ]);
          })
        : undefined,
      'ptr',
    ],
  ]);
}

/**
 * Reads the behavior annotation as Convert_v1_HorizontalPodAutoscaler_To_autoscaling does: only
 * well-formed JSON that sets scaleUp or scaleDown becomes spec.behavior (v2-shaped); anything else
 * is ignored.
 */
export function unmarshalBehavior(text: string): JsonObject | undefined {
  const parsed = parseJson(text);
  if (parsed === undefined || !fitsGo(parsed, behaviorShape)) return undefined;
  const o = asObject(parsed) ?? {};
  const scaleUp = readRules(field(o, 'ScaleUp'));
  const scaleDown = readRules(field(o, 'ScaleDown'));
  if (scaleUp === undefined && scaleDown === undefined) return undefined;
  return goStruct([
    ['scaleUp', scaleUp, 'ptr'],
    ['scaleDown', scaleDown, 'ptr'],
  ]);
}

/** Parses annotation text; undefined when it is not JSON (json.Unmarshal fails). */
export function parseJson(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return undefined;
  }
}

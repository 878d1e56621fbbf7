// The annotations autoscaling/v1 keeps the fields it lacks in (pkg/apis/autoscaling/annotations.go
// and helpers.go, release-1.32), and the behavior annotation's format: json.Marshal of the
// *internal* HorizontalPodAutoscalerBehavior, whose fields have no json tags, so its keys are the Go
// field names (`{"ScaleUp":{"StabilizationWindowSeconds":0,...}}`) and nil pointers are null.

import { asObject } from '../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { marshalGoOrdered } from '../apimachinery/goJson.ts';
import { field, goStruct, present } from './fields.ts';

/** autoscaling.MetricSpecsAnnotation: the metrics v1 cannot express. */
export const metricSpecsAnnotation = 'autoscaling.alpha.kubernetes.io/metrics';
/** autoscaling.MetricStatusesAnnotation: every current metric. */
export const metricStatusesAnnotation = 'autoscaling.alpha.kubernetes.io/current-metrics';
/** autoscaling.HorizontalPodAutoscalerConditionsAnnotation: the status conditions. */
export const conditionsAnnotation = 'autoscaling.alpha.kubernetes.io/conditions';
/** autoscaling.BehaviorSpecsAnnotation: spec.behavior. */
export const behaviorSpecsAnnotation = 'autoscaling.alpha.kubernetes.io/behavior';

const roundTripAnnotations = [metricSpecsAnnotation, behaviorSpecsAnnotation, metricStatusesAnnotation, conditionsAnnotation];

/** DropRoundTripHorizontalPodAutoscalerAnnotations: the annotations without the four round-trip keys. */
export function dropRoundTripAnnotations(annotations: JsonObject | undefined): JsonObject | undefined {
  if (annotations === undefined || !roundTripAnnotations.some((k) => k in annotations)) return annotations;
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
    ['Policies', Array.isArray(policies) ? policies.map((p) => {
      const o = asObject(p);
      return goStruct([['Type', o?.['type'] ?? ''], ['Value', o?.['value'] ?? 0], ['PeriodSeconds', o?.['periodSeconds'] ?? 0]]);
    }) : undefined],
  ]);
}

/** The behavior annotation's value for a (v2-shaped) spec.behavior. */
export function marshalBehavior(behavior: JsonObject): string {
  return marshalAnnotation(goStruct([
    ['ScaleUp', internalRules(asObject(behavior['scaleUp']))],
    ['ScaleDown', internalRules(asObject(behavior['scaleDown']))],
  ]));
}

const isInt = (v: JsonValue | undefined): boolean => v === undefined || v === null || (typeof v === 'number' && Number.isInteger(v));
const isString = (v: JsonValue | undefined): boolean => v === undefined || v === null || typeof v === 'string';

// json.Unmarshal into the internal rules; undefined when a value has the wrong type (an error).
function readRules(v: JsonValue | undefined): JsonObject | null | undefined {
  if (v === undefined || v === null) return null;
  const o = asObject(v);
  if (o === undefined) return undefined;
  const window = field(o, 'StabilizationWindowSeconds');
  const select = field(o, 'SelectPolicy');
  const policies = field(o, 'Policies');
  if (!isInt(window) || !isString(select) || (present(policies) && !Array.isArray(policies))) return undefined;
  const read: JsonObject[] = [];
  for (const p of Array.isArray(policies) ? policies : []) {
    const po = p === null ? {} : asObject(p);
    if (po === undefined) return undefined;
    const [type, value, period] = [field(po, 'Type'), field(po, 'Value'), field(po, 'PeriodSeconds')];
    if (!isString(type) || !isInt(value) || !isInt(period)) return undefined;
    read.push(goStruct([['type', type ?? ''], ['value', value ?? 0], ['periodSeconds', period ?? 0]]));
  }
  return goStruct([
    ['stabilizationWindowSeconds', window, 'ptr'],
    ['selectPolicy', select, 'ptr'],
    ['policies', Array.isArray(policies) ? read : undefined, 'ptr'],
  ]);
}

/**
 * Reads the behavior annotation as Convert_v1_HorizontalPodAutoscaler_To_autoscaling does: only
 * well-formed JSON that sets scaleUp or scaleDown becomes spec.behavior (v2-shaped); anything else
 * is ignored.
 */
export function unmarshalBehavior(text: string): JsonObject | undefined {
  const parsed = parseJson(text);
  const o = parsed === null ? {} : asObject(parsed);
  if (o === undefined) return undefined;
  const scaleUp = readRules(field(o, 'ScaleUp'));
  const scaleDown = readRules(field(o, 'ScaleDown'));
  if (scaleUp === undefined || scaleDown === undefined || (scaleUp === null && scaleDown === null)) return undefined;
  return goStruct([['scaleUp', scaleUp, 'ptr'], ['scaleDown', scaleDown, 'ptr']]);
}

/** Parses annotation text; undefined when it is not JSON (json.Unmarshal fails). */
export function parseJson(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return undefined;
  }
}

// HorizontalPodAutoscaler between autoscaling/v2 and autoscaling/v1, through the internal version
// whose JSON autoscaling/v2's is: ports pkg/apis/autoscaling/v1/conversion.go
// (Convert_autoscaling_HorizontalPodAutoscaler_To_v1_HorizontalPodAutoscaler and back, with the
// Spec and Status conversions) and pkg/apis/autoscaling/v2/conversion.go (release-1.32). What v1
// cannot express travels in the autoscaling.alpha.kubernetes.io/* annotations.

import { asObject } from '../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import {
  behaviorSpecsAnnotation,
  conditionsAnnotation,
  conditionsShape,
  dropRoundTripAnnotations,
  marshalAnnotation,
  marshalBehavior,
  metricSpecsAnnotation,
  metricSpecsShape,
  metricStatusesAnnotation,
  metricStatusesShape,
  parseJson,
  unmarshalBehavior,
} from './autoscalingAnnotations.ts';
import {
  metricSpecFromV1,
  metricSpecToV1,
  metricStatusFromV1,
  metricStatusToV1,
} from './autoscalingMetrics.ts';
import { field, goStruct, objects, present } from './fields.ts';
import { fitsGo, type GoShape } from './goUnmarshal.ts';
import { defaultCPUUtilization } from './defaultCPUUtilization.ts';

export { defaultCPUUtilization } from './defaultCPUUtilization.ts';

const isCPUResource = (m: JsonObject): JsonObject | undefined => {
  const resource = asObject(m['resource']);
  return m['type'] === 'Resource' && resource !== undefined && resource['name'] === 'cpu'
    ? resource
    : undefined;
};
const targetUtilization = (resource: JsonObject): JsonValue | undefined =>
  asObject(resource['target'])?.['averageUtilization'];

function withAnnotations(metadata: JsonObject, annotations: JsonObject | undefined): JsonObject {
  const out = { ...metadata };
  if (annotations === undefined || Object.keys(annotations).length === 0) delete out['annotations'];
  else out['annotations'] = annotations;
  return out;
}

// HorizontalPodAutoscalerCondition has the same fields in every version.
const condition = (c: JsonObject): JsonObject =>
  goStruct([
    ['type', field(c, 'type') ?? ''],
    ['status', field(c, 'status') ?? ''],
    ['lastTransitionTime', field(c, 'lastTransitionTime')],
    ['reason', field(c, 'reason'), 'omitempty'],
    ['message', field(c, 'message'), 'omitempty'],
  ]);

/** Convert_autoscaling_HorizontalPodAutoscaler_To_v1_HorizontalPodAutoscaler, from an autoscaling/v2 object. */
export function horizontalPodAutoscalerToV1(hpa: JsonObject): JsonObject {
  const spec = asObject(hpa['spec']) ?? {};
  const status = asObject(hpa['status']) ?? {};
  const metrics = objects(spec['metrics']);
  const currentMetrics = objects(status['currentMetrics']);
  const conditions = objects(status['conditions']);

  // Spec: the first CPU Resource metric with a utilization target (kubernetes#101370: a CPU
  // averageValue metric before it no longer hides it).
  const targetCPU = metrics
    .map(isCPUResource)
    .map((cpu) => (cpu === undefined ? undefined : targetUtilization(cpu)))
    .find(present);
  // Status: every CPU Resource metric with a utilization overwrites the last (no `break`).
  let currentCPU: JsonValue | undefined;
  for (const m of currentMetrics) {
    const cpu = isCPUResource(m);
    const utilization = asObject(cpu?.['current'])?.['averageUtilization'];
    if (present(utilization)) currentCPU = utilization;
  }

  // Clear any round-trip annotations the object carried: only the ones produced here survive.
  const metadata = asObject(hpa['metadata']) ?? {};
  const annotations = { ...dropRoundTripAnnotations(asObject(metadata['annotations'])) };
  const otherMetrics = metrics.filter((m) => {
    const cpu = isCPUResource(m);
    return cpu === undefined || !present(targetUtilization(cpu));
  });
  if (otherMetrics.length > 0)
    annotations[metricSpecsAnnotation] = marshalAnnotation(otherMetrics.map(metricSpecToV1));
  if (currentMetrics.length > 0)
    annotations[metricStatusesAnnotation] = marshalAnnotation(currentMetrics.map(metricStatusToV1));
  const behavior = asObject(spec['behavior']);
  if (behavior !== undefined) annotations[behaviorSpecsAnnotation] = marshalBehavior(behavior);
  if (conditions.length > 0)
    annotations[conditionsAnnotation] = marshalAnnotation(conditions.map(condition));

  return {
    kind: 'HorizontalPodAutoscaler',
    apiVersion: 'autoscaling/v1',
    metadata: withAnnotations(metadata, annotations),
    spec: goStruct([
      ['scaleTargetRef', spec['scaleTargetRef'] ?? {}],
      ['minReplicas', spec['minReplicas'], 'ptr'],
      ['maxReplicas', spec['maxReplicas'] ?? 0],
      ['targetCPUUtilizationPercentage', targetCPU, 'ptr'],
    ]),
    status: goStruct([
      ['observedGeneration', status['observedGeneration'], 'ptr'],
      ['lastScaleTime', status['lastScaleTime'], 'ptr'],
      ['currentReplicas', status['currentReplicas'] ?? 0],
      ['desiredReplicas', status['desiredReplicas'] ?? 0],
      ['currentCPUUtilizationPercentage', currentCPU, 'ptr'],
    ]),
  };
}

// json.Unmarshal of an annotation into a slice of v1 structs: undefined when it fails.
function annotationList(
  annotations: JsonObject,
  key: string,
  shape: GoShape,
): JsonObject[] | undefined {
  const text = annotations[key];
  if (typeof text !== 'string') return undefined;
  const parsed = parseJson(text);
  if (parsed === undefined || !fitsGo(parsed, shape)) return undefined;
  return Array.isArray(parsed) ? parsed.map((e) => asObject(e) ?? {}) : [];
}

/** Convert_v1_HorizontalPodAutoscaler_To_autoscaling_HorizontalPodAutoscaler, as an autoscaling/v2 object. */
export function horizontalPodAutoscalerFromV1(hpa: JsonObject): JsonObject {
  const spec = asObject(hpa['spec']) ?? {};
  const status = asObject(hpa['status']) ?? {};
  const metadata = asObject(hpa['metadata']) ?? {};
  const annotations = asObject(metadata['annotations']) ?? {};

  // Convert_v1_HorizontalPodAutoscalerSpec_To_autoscaling_HorizontalPodAutoscalerSpec.
  const targetCPU = spec['targetCPUUtilizationPercentage'];
  let metrics: JsonObject[] | undefined = present(targetCPU)
    ? [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: targetCPU } },
        },
      ]
    : undefined;
  // Convert_v1_HorizontalPodAutoscalerStatus_To_autoscaling_HorizontalPodAutoscalerStatus.
  const currentCPU = status['currentCPUUtilizationPercentage'];
  let currentMetrics: JsonObject[] | undefined = present(currentCPU)
    ? [{ type: 'Resource', resource: { name: 'cpu', current: { averageUtilization: currentCPU } } }]
    : undefined;

  // The other metrics come first; the CPU target from the spec field, if any, goes last.
  const other = annotationList(annotations, metricSpecsAnnotation, metricSpecsShape);
  if (other !== undefined)
    metrics = [...other.map(metricSpecFromV1), ...(metrics ?? []).slice(0, 1)];
  const behavior =
    typeof annotations[behaviorSpecsAnnotation] === 'string'
      ? unmarshalBehavior(annotations[behaviorSpecsAnnotation])
      : undefined;
  // Ignore the status field: the annotation has more information.
  const current = annotationList(annotations, metricStatusesAnnotation, metricStatusesShape);
  if (current !== undefined) currentMetrics = current.map(metricStatusFromV1);
  // autoscaling/v1's implicit default, applied here where the annotation's metrics are known.
  if (metrics === undefined || metrics.length === 0) {
    metrics = [
      {
        type: 'Resource',
        resource: {
          name: 'cpu',
          target: { type: 'Utilization', averageUtilization: defaultCPUUtilization },
        },
      },
    ];
  }
  const conditions = annotationList(annotations, conditionsAnnotation, conditionsShape)?.map(
    condition,
  );

  return {
    kind: 'HorizontalPodAutoscaler',
    apiVersion: 'autoscaling/v2',
    // Drop the round-tripping annotations once converted to internal.
    metadata: withAnnotations(metadata, dropRoundTripAnnotations(annotations)),
    spec: goStruct([
      ['scaleTargetRef', spec['scaleTargetRef'] ?? {}],
      ['minReplicas', spec['minReplicas'], 'ptr'],
      ['maxReplicas', spec['maxReplicas'] ?? 0],
      ['metrics', metrics, 'omitempty'],
      ['behavior', behavior, 'ptr'],
    ]),
    status: goStruct([
      ['observedGeneration', status['observedGeneration'], 'ptr'],
      ['lastScaleTime', status['lastScaleTime'], 'ptr'],
      ['currentReplicas', status['currentReplicas'], 'omitempty'],
      ['desiredReplicas', status['desiredReplicas'] ?? 0],
      ['currentMetrics', currentMetrics],
      ['conditions', conditions, 'omitempty'],
    ]),
  };
}

/** The autoscaling/v2 -> internal -> autoscaling/v2 round trip: the v1 round-trip annotations are dropped both ways. */
export function roundTripHorizontalPodAutoscalerV2(hpa: JsonObject): void {
  const metadata = asObject(hpa['metadata']);
  if (metadata === undefined) return;
  const annotations = dropRoundTripAnnotations(asObject(metadata['annotations']));
  if (annotations === undefined || Object.keys(annotations).length === 0)
    delete metadata['annotations'];
  else metadata['annotations'] = annotations;
}

/** The autoscaling/v1 -> internal -> autoscaling/v1 round trip (the CPU default, the annotations rewritten). */
export function roundTripHorizontalPodAutoscalerV1(hpa: JsonObject): void {
  const back = horizontalPodAutoscalerToV1(horizontalPodAutoscalerFromV1(hpa));
  for (const k of Object.keys(hpa)) delete hpa[k];
  Object.assign(hpa, back);
}

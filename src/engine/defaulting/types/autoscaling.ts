// Go field order of the HorizontalPodAutoscaler in autoscaling/v1 and autoscaling/v2 (k8s.io/api
// autoscaling/v1/types.go and autoscaling/v2/types.go, release-1.32), in the notation of
// ../goTypes.ts. The two versions share struct names, so each name carries its Go package
// (`autoscalingv1.MetricSpec`). autoscaling/v1 Scale lives in ./subresources.ts.

const v1 = (name: string): string => `autoscalingv1.${name}`;

/**
 * autoscaling/v1: one CPU target. The metric structs v1 keeps in annotations are written by
 * ../../conversion/autoscalingMetrics.ts in their Go order; the OpenAPI documents do not have them.
 */
export const autoscalingV1Types: Readonly<Record<string, string>> = {
  [v1('HorizontalPodAutoscaler')]:
    '...TypeMeta metadata:ObjectMeta spec:autoscalingv1.HorizontalPodAutoscalerSpec status:autoscalingv1.HorizontalPodAutoscalerStatus',
  [v1('HorizontalPodAutoscalerSpec')]:
    'scaleTargetRef:autoscalingv1.CrossVersionObjectReference! minReplicas:*i maxReplicas:i! targetCPUUtilizationPercentage:*i',
  [v1('CrossVersionObjectReference')]: 'kind:s! name:s! apiVersion:s',
  [v1('HorizontalPodAutoscalerStatus')]:
    'observedGeneration:*i lastScaleTime:*t currentReplicas:i! desiredReplicas:i! currentCPUUtilizationPercentage:*i',
};

const v2 = (name: string): string => `autoscalingv2.${name}`;

/** autoscaling/v2: metrics of every source, behavior, conditions. */
export const autoscalingV2Types: Readonly<Record<string, string>> = {
  [v2('HorizontalPodAutoscaler')]:
    '...TypeMeta metadata:ObjectMeta spec:autoscalingv2.HorizontalPodAutoscalerSpec status:autoscalingv2.HorizontalPodAutoscalerStatus',
  [v2('HorizontalPodAutoscalerSpec')]:
    'scaleTargetRef:autoscalingv2.CrossVersionObjectReference! minReplicas:*i maxReplicas:i! ' +
    'metrics:[]autoscalingv2.MetricSpec behavior:*autoscalingv2.HorizontalPodAutoscalerBehavior',
  [v2('CrossVersionObjectReference')]: 'kind:s! name:s! apiVersion:s',
  [v2('MetricSpec')]:
    'type:s! object:*autoscalingv2.ObjectMetricSource pods:*autoscalingv2.PodsMetricSource ' +
    'resource:*autoscalingv2.ResourceMetricSource containerResource:*autoscalingv2.ContainerResourceMetricSource ' +
    'external:*autoscalingv2.ExternalMetricSource',
  [v2('HorizontalPodAutoscalerBehavior')]:
    'scaleUp:*autoscalingv2.HPAScalingRules scaleDown:*autoscalingv2.HPAScalingRules',
  [v2('HPAScalingRules')]:
    'stabilizationWindowSeconds:*i selectPolicy:*s policies:[]autoscalingv2.HPAScalingPolicy',
  [v2('HPAScalingPolicy')]: 'type:s! value:i! periodSeconds:i!',
  [v2('ObjectMetricSource')]:
    'describedObject:autoscalingv2.CrossVersionObjectReference! target:autoscalingv2.MetricTarget! metric:autoscalingv2.MetricIdentifier!',
  [v2('PodsMetricSource')]:
    'metric:autoscalingv2.MetricIdentifier! target:autoscalingv2.MetricTarget!',
  [v2('ResourceMetricSource')]: 'name:s! target:autoscalingv2.MetricTarget!',
  [v2('ContainerResourceMetricSource')]: 'name:s! target:autoscalingv2.MetricTarget! container:s!',
  [v2('ExternalMetricSource')]:
    'metric:autoscalingv2.MetricIdentifier! target:autoscalingv2.MetricTarget!',
  [v2('MetricIdentifier')]: 'name:s! selector:*LabelSelector',
  [v2('MetricTarget')]: 'type:s! value:*q averageValue:*q averageUtilization:*i',
  // currentMetrics has no omitempty: a nil list is written as null.
  [v2('HorizontalPodAutoscalerStatus')]:
    'observedGeneration:*i lastScaleTime:*t currentReplicas:i desiredReplicas:i! ' +
    'currentMetrics:[]autoscalingv2.MetricStatus! conditions:[]autoscalingv2.HorizontalPodAutoscalerCondition',
  [v2('HorizontalPodAutoscalerCondition')]:
    'type:s! status:s! lastTransitionTime:t reason:s message:s',
  [v2('MetricStatus')]:
    'type:s! object:*autoscalingv2.ObjectMetricStatus pods:*autoscalingv2.PodsMetricStatus ' +
    'resource:*autoscalingv2.ResourceMetricStatus containerResource:*autoscalingv2.ContainerResourceMetricStatus ' +
    'external:*autoscalingv2.ExternalMetricStatus',
  [v2('ObjectMetricStatus')]:
    'metric:autoscalingv2.MetricIdentifier! current:autoscalingv2.MetricValueStatus! describedObject:autoscalingv2.CrossVersionObjectReference!',
  [v2('PodsMetricStatus')]:
    'metric:autoscalingv2.MetricIdentifier! current:autoscalingv2.MetricValueStatus!',
  [v2('ResourceMetricStatus')]: 'name:s! current:autoscalingv2.MetricValueStatus!',
  [v2('ContainerResourceMetricStatus')]:
    'name:s! current:autoscalingv2.MetricValueStatus! container:s!',
  [v2('ExternalMetricStatus')]:
    'metric:autoscalingv2.MetricIdentifier! current:autoscalingv2.MetricValueStatus!',
  [v2('MetricValueStatus')]: 'value:*q averageValue:*q averageUtilization:*i',
};

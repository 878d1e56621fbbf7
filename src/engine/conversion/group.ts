// The "conversion" group (modules/lazyGroup.ts): the conversions of the kinds whose versions differ
// field for field (HorizontalPodAutoscaler autoscaling/v1 ↔ v2, Event core ↔ events.k8s.io,
// ResourceSlice v1alpha3 ↔ v1beta1), a chunk of its own in the browser's engine worker, fetched only
// for a scenario holding such an object (conversion/lazy.ts).

export {
  horizontalPodAutoscalerFromV1,
  horizontalPodAutoscalerToV1,
  roundTripHorizontalPodAutoscalerV1,
  roundTripHorizontalPodAutoscalerV2,
} from './autoscaling.ts';
export { eventFromEventsV1, eventToEventsV1 } from './events.ts';
export { resourceSliceFromV1alpha3, resourceSliceToV1alpha3 } from './resource.ts';

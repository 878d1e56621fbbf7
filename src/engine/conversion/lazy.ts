// The field-for-field conversions' entry points (conversion/index.ts, and the HorizontalPodAutoscaler
// round trips of defaulting/kinds.ts): live bindings filled when the "conversion" group is installed
// (modules/lazyGroup.ts). Only an object of one of CONVERTED_KINDS is ever converted or round-tripped
// through them, and the scan of the scenario names the group when it holds one.

import { unloaded, type GroupSlot } from '../modules/lazyGroup.ts';
import type * as Group from './group.ts';

/** The conversion group's module (conversion/group.ts). */
export type ConversionGroup = typeof Group;

/** The kinds whose conversions the group holds. */
export const CONVERTED_KINDS: ReadonlySet<string> = new Set([
  'HorizontalPodAutoscaler',
  'Event',
  'ResourceSlice',
]);

type G = ConversionGroup;
type Name = keyof G;
const g = 'conversion';
const standIn = <N extends Name>(name: N): G[N] => unloaded<G[N]>(g, name);

export let horizontalPodAutoscalerFromV1 = standIn('horizontalPodAutoscalerFromV1');
export let horizontalPodAutoscalerToV1 = standIn('horizontalPodAutoscalerToV1');
export let roundTripHorizontalPodAutoscalerV1 = standIn('roundTripHorizontalPodAutoscalerV1');
export let roundTripHorizontalPodAutoscalerV2 = standIn('roundTripHorizontalPodAutoscalerV2');
export let eventFromEventsV1 = standIn('eventFromEventsV1');
export let eventToEventsV1 = standIn('eventToEventsV1');
export let resourceSliceFromV1alpha3 = standIn('resourceSliceFromV1alpha3');
export let resourceSliceToV1alpha3 = standIn('resourceSliceToV1alpha3');

let installed = false;

function fill(m: G): void {
  ({
    horizontalPodAutoscalerFromV1,
    horizontalPodAutoscalerToV1,
    roundTripHorizontalPodAutoscalerV1,
    roundTripHorizontalPodAutoscalerV2,
    eventFromEventsV1,
    eventToEventsV1,
    resourceSliceFromV1alpha3,
    resourceSliceToV1alpha3,
  } = m);
}

/** Fills the bindings above from the group's module, or puts the stand-ins back. */
export const conversionSlot: GroupSlot<ConversionGroup> = {
  install: (m) => {
    fill(m);
    installed = true;
  },
  reset: () => {
    fill({
      horizontalPodAutoscalerFromV1: standIn('horizontalPodAutoscalerFromV1'),
      horizontalPodAutoscalerToV1: standIn('horizontalPodAutoscalerToV1'),
      roundTripHorizontalPodAutoscalerV1: standIn('roundTripHorizontalPodAutoscalerV1'),
      roundTripHorizontalPodAutoscalerV2: standIn('roundTripHorizontalPodAutoscalerV2'),
      eventFromEventsV1: standIn('eventFromEventsV1'),
      eventToEventsV1: standIn('eventToEventsV1'),
      resourceSliceFromV1alpha3: standIn('resourceSliceFromV1alpha3'),
      resourceSliceToV1alpha3: standIn('resourceSliceToV1alpha3'),
    });
    installed = false;
  },
  loaded: () => installed,
};

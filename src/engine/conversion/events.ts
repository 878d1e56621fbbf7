// Event between core/v1 and events.k8s.io/v1. Both groups store the internal core Event, whose JSON
// core/v1's is (field for field, renamed only); this ports pkg/apis/events/v1/conversion.go
// (Convert_v1_Event_To_core_Event and Convert_core_Event_To_v1_Event) with the generated
// autoConvert functions of pkg/apis/events/v1/zz_generated.conversion.go (release-1.32).

import { asObject } from '../apimachinery/isObject.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { goStruct } from './fields.ts';

// core EventSeries {count, lastObservedTime} is events/v1 EventSeries without omitempty.
const series = (s: JsonObject | undefined): JsonObject | undefined =>
  s === undefined
    ? undefined
    : goStruct([
        ['count', s['count'] ?? 0],
        ['lastObservedTime', s['lastObservedTime']],
      ]);

/** Convert_core_Event_To_v1_Event: a core/v1 Event as events.k8s.io/v1 writes it. */
export function eventToEventsV1(e: JsonObject): JsonObject {
  return goStruct([
    ['kind', 'Event'],
    ['apiVersion', 'events.k8s.io/v1'],
    ['metadata', e['metadata'] ?? {}],
    ['eventTime', e['eventTime']],
    ['series', series(asObject(e['series'])), 'ptr'],
    ['reportingController', e['reportingComponent'], 'omitempty'],
    ['reportingInstance', e['reportingInstance'], 'omitempty'],
    ['action', e['action'], 'omitempty'],
    ['reason', e['reason'], 'omitempty'],
    ['regarding', e['involvedObject'] ?? {}],
    ['related', e['related'], 'ptr'],
    ['note', e['message'], 'omitempty'],
    ['type', e['type'], 'omitempty'],
    ['deprecatedSource', e['source'] ?? {}],
    ['deprecatedFirstTimestamp', e['firstTimestamp']],
    ['deprecatedLastTimestamp', e['lastTimestamp']],
    ['deprecatedCount', e['count'], 'omitempty'],
  ]);
}

/** Convert_v1_Event_To_core_Event: an events.k8s.io/v1 Event as core/v1 writes it. */
export function eventFromEventsV1(e: JsonObject): JsonObject {
  const s = asObject(e['series']);
  return goStruct([
    ['kind', 'Event'],
    ['apiVersion', 'v1'],
    ['metadata', e['metadata'] ?? {}],
    ['involvedObject', e['regarding'] ?? {}],
    ['reason', e['reason'], 'omitempty'],
    ['message', e['note'], 'omitempty'],
    ['source', e['deprecatedSource'] ?? {}],
    ['firstTimestamp', e['deprecatedFirstTimestamp']],
    ['lastTimestamp', e['deprecatedLastTimestamp']],
    ['count', e['deprecatedCount'], 'omitempty'],
    ['type', e['type'], 'omitempty'],
    ['eventTime', e['eventTime']],
    [
      'series',
      s === undefined
        ? undefined
        : goStruct([
            ['count', s['count'], 'omitempty'],
            ['lastObservedTime', s['lastObservedTime']],
          ]),
      'ptr',
    ],
    ['action', e['action'], 'omitempty'],
    ['related', e['related'], 'ptr'],
    ['reportingComponent', e['reportingController'] ?? ''],
    ['reportingInstance', e['reportingInstance'] ?? ''],
  ]);
}

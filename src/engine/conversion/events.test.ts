// Table tests of Event between core/v1 and events.k8s.io/v1 against pkg/apis/events/v1/conversion.go:
// the renamed fields, the EventSeries without omitempty, the Go order of each version.

import { describe, expect, it } from 'vitest';
import { typed } from '../defaulting/testing.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { convertObject } from './index.ts';

const core = { group: '', version: 'v1', kind: 'Event' };
const events = { group: 'events.k8s.io', version: 'v1', kind: 'Event' };
const metadata = { name: 'web.17a', namespace: 'default' };
const pod = { kind: 'Pod', namespace: 'default', name: 'web', uid: 'u-1', apiVersion: 'v1' };

const coreEvent = (): JsonObject =>
  typed('v1', 'Event', {
    metadata,
    involvedObject: pod,
    reason: 'Started',
    message: 'Started container app',
    source: { component: 'kubelet', host: 'node-1' },
    firstTimestamp: '2024-05-01T10:00:00Z',
    lastTimestamp: '2024-05-01T10:05:00Z',
    count: 3,
    type: 'Normal',
    eventTime: '2024-05-01T10:00:00.000001Z',
    series: { count: 2, lastObservedTime: '2024-05-01T10:05:00.000000Z' },
    action: 'Start',
    related: { kind: 'Node', name: 'node-1' },
    reportingComponent: 'kubelet',
    reportingInstance: 'node-1',
  }).object;

describe('Event between core/v1 and events.k8s.io/v1', () => {
  it.each([
    ['involvedObject', 'regarding'],
    ['message', 'note'],
    ['source', 'deprecatedSource'],
    ['firstTimestamp', 'deprecatedFirstTimestamp'],
    ['lastTimestamp', 'deprecatedLastTimestamp'],
    ['count', 'deprecatedCount'],
    ['reportingComponent', 'reportingController'],
    ['reportingInstance', 'reportingInstance'],
    ['eventTime', 'eventTime'],
    ['series', 'series'],
    ['related', 'related'],
  ])('core %s is events.k8s.io %s', (from, to) => {
    const original = coreEvent();
    expect(convertObject(original, core, events)?.[to]).toEqual(original[from]);
  });

  it('writes the events.k8s.io/v1 Event in its Go order', () => {
    expect(Object.keys(convertObject(coreEvent(), core, events) ?? {})).toEqual([
      'kind',
      'apiVersion',
      'metadata',
      'eventTime',
      'series',
      'reportingController',
      'reportingInstance',
      'action',
      'reason',
      'regarding',
      'related',
      'note',
      'type',
      'deprecatedSource',
      'deprecatedFirstTimestamp',
      'deprecatedLastTimestamp',
      'deprecatedCount',
    ]);
  });

  it('gives back the same core/v1 Event after events.k8s.io/v1, byte for byte', () => {
    const original = coreEvent();
    const back = convertObject(convertObject(original, core, events) ?? {}, events, core);
    expect(JSON.stringify(back)).toBe(JSON.stringify(original));
  });

  it('writes what Go writes for an events.k8s.io/v1 Event with nothing set: null times, empty structs', () => {
    const bare = typed('v1', 'Event', { metadata, involvedObject: pod }).object;
    expect(convertObject(bare, core, events)).toEqual({
      kind: 'Event',
      apiVersion: 'events.k8s.io/v1',
      metadata: { ...metadata, creationTimestamp: null },
      eventTime: null,
      regarding: pod,
      deprecatedSource: {},
      deprecatedFirstTimestamp: null,
      deprecatedLastTimestamp: null,
    });
  });

  it('keeps a series count of 0 in events.k8s.io/v1, which has no omitempty there', () => {
    const e = typed('events.k8s.io/v1', 'Event', {
      metadata,
      eventTime: '2024-05-01T10:00:00.000000Z',
      series: { count: 0, lastObservedTime: '2024-05-01T10:00:00.000000Z' },
    }).object;
    expect(e['series']).toEqual({ count: 0, lastObservedTime: '2024-05-01T10:00:00.000000Z' });
    expect(convertObject(e, events, core)?.['series']).toEqual({
      lastObservedTime: '2024-05-01T10:00:00.000000Z',
    });
  });
});

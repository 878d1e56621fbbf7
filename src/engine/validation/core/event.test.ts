import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { eventFromEventsV1 } from '../../conversion/events.ts';
import { messages } from './testing.ts';
import { validateEventCreate, validateEventUpdate } from './event.ts';
import { goTimeString } from './goTimeString.ts';

// A core/v1 Event as kubectl or client-go's old recorder writes it.
const legacy = (extra: JsonObject = {}): JsonObject => ({
  metadata: { name: 'web.17a', namespace: 'default' },
  involvedObject: { kind: 'Pod', namespace: 'default', name: 'web', apiVersion: 'v1' },
  reason: 'Started',
  message: 'Started container app',
  source: { component: 'kubelet', host: 'node-1' },
  firstTimestamp: '2026-01-01T10:00:00Z',
  lastTimestamp: '2026-01-01T10:00:00Z',
  count: 1,
  type: 'Normal',
  ...extra,
});

// An events.k8s.io/v1 Event, converted to the internal (core) Event as the server holds it.
const modern = (extra: JsonObject = {}): JsonObject =>
  eventFromEventsV1({
    apiVersion: 'events.k8s.io/v1',
    kind: 'Event',
    metadata: { name: 'web.17a', namespace: 'default' },
    eventTime: '2026-01-01T10:00:00.000000Z',
    reportingController: 'example.com/operator',
    reportingInstance: 'operator-0',
    action: 'Reconcile',
    reason: 'Synced',
    regarding: { kind: 'Pod', namespace: 'default', name: 'web' },
    type: 'Normal',
    ...extra,
  });

// Rows follow pkg/apis/core/validation/events_test.go (TestValidateEventForCoreV1Events,
// TestValidateEventForNewV1EventsAPI, TestEventV1EventTimeImmutability ...).
describe('validateEventCreate', () => {
  it.each<[string, JsonObject, boolean, string[]]>([
    ['a core/v1 event', legacy(), false, []],
    [
      'a core/v1 event about an object in another namespace',
      legacy({ involvedObject: { kind: 'Pod', namespace: 'other', name: 'web' } }),
      false,
      ['involvedObject.namespace: Invalid value: "other": does not match event.namespace'],
    ],
    [
      'a core/v1 event with eventTime but no reporting fields',
      legacy({ eventTime: '2026-01-01T10:00:00.000000Z', reason: '' }),
      false,
      [
        'reportingController: Required value',
        'reportingController: Invalid value: "": name part must be non-empty',
        "reportingController: Invalid value: \"\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
        'reportingInstance: Required value',
        'action: Required value',
        'reason: Required value',
      ],
    ],
    ['an events.k8s.io/v1 event', modern(), true, []],
    [
      'an events.k8s.io/v1 event with the deprecated fields set',
      modern({
        type: 'Info',
        deprecatedCount: 3,
        deprecatedSource: { component: 'kubelet' },
        series: { count: 1, lastObservedTime: '2026-01-01T10:00:00.000000Z' },
      }),
      true,
      [
        'series.count: Invalid value: "": should be at least 2',
        'type: Invalid value: "": has invalid value: Info',
        'count: Invalid value: "": needs to be unset',
        'source: Invalid value: "": needs to be unset',
      ],
    ],
    [
      'a note over 1024 bytes',
      modern({ note: 'x'.repeat(1025) }),
      true,
      ['message: Invalid value: "": can have at most 1024 characters'],
    ],
  ])('%s', (_name, event, strict, want) => {
    expect(messages(validateEventCreate(event, strict))).toEqual(want);
  });
});

describe('validateEventUpdate', () => {
  it('lets core/v1 clients change anything the legacy checks accept', () => {
    expect(messages(validateEventUpdate(legacy({ count: 2 }), legacy(), false))).toEqual([]);
  });

  it('refuses changing the fields events.k8s.io/v1 keeps immutable, printing Go values', () => {
    const old = modern();
    const now = modern({
      regarding: { kind: 'Pod', namespace: 'default', name: 'db' },
      eventTime: '2026-01-01T11:30:00.250000Z',
      note: 'changed',
    });
    expect(messages(validateEventUpdate(now, old, true))).toEqual([
      'involvedObject: Invalid value: core.ObjectReference{Kind:"Pod", Namespace:"default", Name:"db", UID:"", APIVersion:"", ResourceVersion:"", FieldPath:""}: field is immutable',
      'message: Invalid value: "changed": field is immutable',
      'eventTime: Invalid value: 2026-01-01 11:30:00.25 +0000 UTC: field is immutable',
    ]);
  });
});

describe('goTimeString', () => {
  it.each([
    ['2026-01-01T10:00:00Z', '2026-01-01 10:00:00 +0000 UTC'],
    ['2026-01-01T10:00:00.120000Z', '2026-01-01 10:00:00.12 +0000 UTC'],
    ['2026-01-01T01:00:00+02:00', '2025-12-31 23:00:00 +0000 UTC'],
  ])('prints %s as %s', (text, want) => {
    expect(goTimeString(text)).toBe(want);
  });
});

// Checks an Event: mirrors pkg/apis/core/validation/events.go ValidateEventCreate and
// ValidateEventUpdate (legacyValidateEvent for every version; the strict checks only for
// events.k8s.io/v1). The object is the internal core Event, i.e. the core/v1 field names.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { goInt32, goString, goText, type GoValue } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { isDNS1123Subdomain, isQualifiedName } from '../../apimachinery/names.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { fieldImmutableErrorMsg } from '../meta/immutable.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { num, obj, str } from '../read.ts';
import { goTime } from './goTimeString.ts';

const reportingInstanceLengthLimit = 128;
const actionLengthLimit = 128;
const reasonLengthLimit = 128;
const noteLengthLimit = 1024;

const isSet = (t: JsonValue | undefined): boolean => typeof t === 'string' && t !== '';
const byteLength = (s: string): number => new TextEncoder().encode(s).length;

/** %#v of a core.ObjectReference (UID is a named string, printed quoted too). */
function goObjectReference(ref: JsonObject | undefined): GoValue {
  const r = ref ?? {};
  const fields = ['Kind', 'Namespace', 'Name', 'UID', 'APIVersion', 'ResourceVersion', 'FieldPath'];
  const keys = ['kind', 'namespace', 'name', 'uid', 'apiVersion', 'resourceVersion', 'fieldPath'];
  const legacy = `core.ObjectReference{${fields.map((f, i) => `${f}:${goQuote(str(r[keys[i] ?? '']))}`).join(', ')}}`;
  return goText(legacy, marshalGo(r));
}

// legacyValidateEvent: the checks every Event passes, whatever the API it came through.
function legacyValidateEvent(event: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const namespace = str(obj(event['metadata'])?.['namespace']);
  const involvedNamespace = str(obj(event['involvedObject'])?.['namespace']);
  const mismatch = (): FieldError =>
    invalid(
      'involvedObject.namespace',
      goString(involvedNamespace),
      'does not match event.namespace',
    );
  if (!isSet(event['eventTime'])) {
    // "Old" events: the namespaces must agree ("" or "default" for an unnamespaced object).
    if (involvedNamespace === '') {
      if (namespace !== '' && namespace !== 'default') errs.push(mismatch());
    } else if (namespace !== involvedNamespace) errs.push(mismatch());
  } else {
    if (involvedNamespace === '' && namespace !== 'default' && namespace !== 'kube-system')
      errs.push(mismatch());
    const controller = str(event['reportingComponent']);
    if (controller === '') errs.push(required('reportingController', ''));
    for (const msg of isQualifiedName(controller))
      errs.push(invalid('reportingController', goString(controller), msg));
    const instance = str(event['reportingInstance']);
    if (instance === '') errs.push(required('reportingInstance', ''));
    if (byteLength(instance) > reportingInstanceLengthLimit)
      errs.push(
        invalid(
          'reportingInstance',
          goString(''),
          `can have at most ${reportingInstanceLengthLimit} characters`,
        ),
      );
    const action = str(event['action']);
    if (action === '') errs.push(required('action', ''));
    if (byteLength(action) > actionLengthLimit)
      errs.push(
        invalid('action', goString(''), `can have at most ${actionLengthLimit} characters`),
      );
    const reason = str(event['reason']);
    if (reason === '') errs.push(required('reason', ''));
    if (byteLength(reason) > reasonLengthLimit)
      errs.push(
        invalid('reason', goString(''), `can have at most ${reasonLengthLimit} characters`),
      );
    if (byteLength(str(event['message'])) > noteLengthLimit)
      errs.push(invalid('message', goString(''), `can have at most ${noteLengthLimit} characters`));
  }
  for (const msg of isDNS1123Subdomain(namespace))
    errs.push(invalid('namespace', goString(namespace), msg));
  return errs;
}

function validateV1EventSeries(event: JsonObject): FieldError[] {
  const series = obj(event['series']);
  if (series === undefined) return [];
  const errs: FieldError[] = [];
  if ((num(series['count']) ?? 0) < 2)
    errs.push(invalid('series.count', goString(''), 'should be at least 2'));
  if (!isSet(series['lastObservedTime'])) errs.push(required('series.lastObservedTime', ''));
  return errs;
}

/**
 * ValidateEventCreate. `strict` is true for a request through events.k8s.io/v1; core/v1 gets only
 * the legacy checks, for backwards compatibility.
 */
export function validateEventCreate(event: JsonObject, strict: boolean): FieldError[] {
  const errs = legacyValidateEvent(event);
  if (!strict) return errs;
  errs.push(...validateObjectMeta(event, true, nameIsDNSSubdomain));
  errs.push(...validateV1EventSeries(event));
  if (!isSet(event['eventTime'])) errs.push(required('eventTime', ''));
  const type = str(event['type']);
  if (type !== 'Normal' && type !== 'Warning')
    errs.push(invalid('type', goString(''), `has invalid value: ${type}`));
  if (isSet(event['firstTimestamp']))
    errs.push(invalid('firstTimestamp', goString(''), 'needs to be unset'));
  if (isSet(event['lastTimestamp']))
    errs.push(invalid('lastTimestamp', goString(''), 'needs to be unset'));
  if ((num(event['count']) ?? 0) !== 0)
    errs.push(invalid('count', goString(''), 'needs to be unset'));
  const source = obj(event['source']) ?? {};
  if (str(source['component']) !== '' || str(source['host']) !== '')
    errs.push(invalid('source', goString(''), 'needs to be unset'));
  return errs;
}

// ValidateImmutableField over the internal Event's fields, each printed as Go prints its type.
const immutables: readonly [string, (v: JsonValue | undefined) => GoValue][] = [
  ['involvedObject', (v) => goObjectReference(obj(v))],
  ['reason', (v) => goString(str(v))],
  ['message', (v) => goString(str(v))],
  [
    'source',
    (v) => {
      const s = obj(v) ?? {};
      return goText(
        `core.EventSource{Component:${goQuote(str(s['component']))}, Host:${goQuote(str(s['host']))}}`,
        marshalGo(s),
      );
    },
  ],
  ['firstTimestamp', goTime],
  ['lastTimestamp', goTime],
  ['count', (v) => goInt32(num(v) ?? 0)],
  ['reason', (v) => goString(str(v))],
  ['type', (v) => goString(str(v))],
  ['eventTime', goTime],
  ['action', (v) => goString(str(v))],
  ['related', (v) => (obj(v) === undefined ? goText('"null"', 'null') : goObjectReference(obj(v)))],
  ['reportingComponent', (v) => goString(str(v))],
  ['reportingInstance', (v) => goString(str(v))],
];

// The internal field names of the paths (core/v1 writes ReportingController as reportingComponent).
const pathOf = (key: string): string =>
  key === 'reportingComponent' ? 'reportingController' : key;

/** ValidateEventUpdate; `strict` as for validateEventCreate. */
export function validateEventUpdate(
  event: JsonObject,
  old: JsonObject,
  strict: boolean,
): FieldError[] {
  const errs = legacyValidateEvent(event);
  if (!strict) return errs;
  errs.push(...validateObjectMetaUpdate(event, old));
  if (!semanticDeepEqual(event['series'], old['series'], true))
    errs.push(...validateV1EventSeries(event));
  for (const [key, render] of immutables) {
    const zero = (v: JsonValue | undefined): JsonValue | undefined =>
      v === '' || v === 0 || (typeof v === 'object' && v !== null && Object.keys(v).length === 0)
        ? undefined
        : v;
    if (!semanticDeepEqual(zero(event[key]), zero(old[key]), true))
      errs.push(invalid(pathOf(key), render(event[key]), fieldImmutableErrorMsg));
  }
  return errs;
}

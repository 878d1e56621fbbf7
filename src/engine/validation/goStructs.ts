// Writes the Go values whose %#v appears in field errors (a label map, a LabelSelector, an
// IntOrString), as fmt prints them up to apimachinery v0.33 and as json.Marshal does from v0.34.

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { marshalGo } from '../apimachinery/goJson.ts';
import { type GoValue, goText } from '../apimachinery/goValue.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { list, obj, objects, str, stringMap, strings } from './read.ts';

const byteOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** %#v of a map[string]string: keys sorted, `map[string]string{"k":"v", ...}`. */
export function goMapText(m: [string, string][]): string {
  const sorted = [...m].sort(([a], [b]) => byteOrder(a, b));
  return `map[string]string{${sorted.map(([k, v]) => `${goQuote(k)}:${goQuote(v)}`).join(', ')}}`;
}

/** A map[string]string (nil when absent) as a bad value. */
export function goStringMap(v: JsonValue | undefined): GoValue {
  const m = stringMap(v);
  const legacy = obj(v) === undefined ? 'map[string]string(nil)' : goMapText(m);
  return goText(legacy, marshalGo(obj(v) ?? null));
}

/** A *metav1.LabelSelector (dereferenced, as field.Error does) as a bad value. */
export function goLabelSelector(v: JsonValue | undefined): GoValue {
  const s = obj(v);
  if (s === undefined) return goText('"null"', 'null');
  const labels =
    obj(s['matchLabels']) === undefined
      ? 'map[string]string(nil)'
      : goMapText(stringMap(s['matchLabels']));
  const exprs =
    list(s['matchExpressions']).length === 0 && !Array.isArray(s['matchExpressions'])
      ? '[]v1.LabelSelectorRequirement(nil)'
      : `[]v1.LabelSelectorRequirement{${objects(s['matchExpressions']).map(requirement).join(', ')}}`;
  return goText(
    `v1.LabelSelector{MatchLabels:${labels}, MatchExpressions:${exprs}}`,
    marshalGo(s as JsonObject),
  );
}

function requirement(r: JsonObject): string {
  const values = Array.isArray(r['values'])
    ? `[]string{${strings(r['values']).map(goQuote).join(', ')}}`
    : '[]string(nil)';
  return `v1.LabelSelectorRequirement{Key:${goQuote(str(r['key']))}, Operator:${goQuote(str(r['operator']))}, Values:${values}}`;
}

/** An intstr.IntOrString as a bad value (it has no value-receiver String method). */
export function goIntOrString(v: JsonValue | undefined): GoValue {
  if (typeof v === 'string')
    return goText(`intstr.IntOrString{Type:1, IntVal:0, StrVal:${goQuote(v)}}`, goQuote(v));
  const n = typeof v === 'number' ? v : 0;
  return goText(`intstr.IntOrString{Type:0, IntVal:${n}, StrVal:""}`, String(n));
}

/**
 * A pointer field as %#v prints it inside a struct: `(*T)(nil)`, or an address, which only the
 * running server knows (a stand-in is printed and recorded as not simulated).
 */
export function goPointer(
  type: string,
  present: boolean,
  notSimulated: (detail: string) => void,
): string {
  if (!present) return `(*${type})(nil)`;
  notSimulated(`the address Go prints for a *${type} in a field error's value`);
  return `(*${type})(0xc000000000)`;
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * time.Time.GoString of a metav1.Time: the zero time is in time.UTC; a decoded one was turned into
 * the server's local time by UnmarshalJSON (pt.Local()), which GoString names time.Local.
 */
export function goTimeGoString(v: JsonValue | undefined): string {
  const text = typeof v === 'string' ? v : '';
  const ms = text === '' ? Number.NaN : Date.parse(text);
  if (Number.isNaN(ms)) return 'time.Date(1, time.January, 1, 0, 0, 0, 0, time.UTC)';
  const t = new Date(ms);
  const frac = /\.(\d+)/.exec(text)?.[1] ?? '';
  const nanos = Number((frac + '000000000').slice(0, 9));
  return `time.Date(${t.getUTCFullYear()}, time.${months[t.getUTCMonth()]}, ${t.getUTCDate()}, ${t.getUTCHours()}, ${t.getUTCMinutes()}, ${t.getUTCSeconds()}, ${nanos}, time.Local)`;
}

/**
 * A *metav1.Time field as %#v prints it inside a struct. metav1.Time embeds time.Time, so the
 * pointer has time.Time's GoString promoted: fmt calls it, and on a nil pointer the call panics
 * and fmt's catchPanic prints `<nil>`. A set time prints as goTimeGoString; the server's Local zone
 * is its own (UTC is assumed and recorded as not simulated).
 */
export function goTimePointer(
  v: JsonValue | undefined,
  notSimulated: (detail: string) => void,
): string {
  if (v === undefined || v === null) return '<nil>';
  notSimulated("the server's local time zone, in which Go prints a metav1.Time (UTC assumed)");
  return goTimeGoString(v);
}

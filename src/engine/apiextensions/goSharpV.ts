// How field errors print a decoded JSON value that is a map or a list: Go's %#v of
// map[string]interface{} / []interface{} up to apimachinery v0.33, json.Marshal from v0.34 (what
// field.Duplicate of a list-type map key shows). Mirrors fmt's %#v (map keys sorted).

import type { JsonValue } from '../apimachinery/types.ts';
import { marshalGo } from '../apimachinery/goJson.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { type GoValue, goJson, goText } from '../apimachinery/goValue.ts';
import { isObject } from '../apimachinery/isObject.ts';
import { goFloat } from './messages.ts';

/** %#v of a value held in an interface{}: what decoded JSON holds. */
export function sharpV(v: JsonValue): string {
  if (v === null) return 'interface {}(nil)';
  if (typeof v === 'string') return goQuote(v);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : goFloat(v);
  if (Array.isArray(v)) return `[]interface {}{${v.map(sharpV).join(', ')}}`;
  const keys = Object.keys(v).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `map[string]interface {}{${keys.map((k) => `${goQuote(k)}:${sharpV(v[k]!)}`).join(', ')}}`;
}

/** The bad value of a field error holding decoded JSON: scalars as field.Error prints them, maps and lists by version. */
export const jsonBadValue = (v: JsonValue): GoValue =>
  isObject(v) || Array.isArray(v) ? goText(sharpV(v), marshalGo(v)) : goJson(v);

// Whether json.Unmarshal fills a Go struct from a JSON value without an error (encoding/json
// decode.go): keys match fields exactly or under case folding, unknown keys are ignored, null fits
// anything, and every other value must have the field's type. The conversions read annotations
// this way: a value that fails is ignored whole, as Convert_v1_HorizontalPodAutoscaler_To_autoscaling
// ignores an annotation json.Unmarshal refuses.

import { asObject } from '../apimachinery/isObject.ts';
import { marshalQuantity } from '../apimachinery/quantity/marshal.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import { field } from './fields.ts';

/**
 * A Go type: `s` string, `i` integer, `q` resource.Quantity (a string or number that parses),
 * a struct as its fields, `[s]`-style one-element arrays for slices, `{}` maps of strings.
 */
export type GoShape =
  's' | 'i' | 'q' | 'map' | readonly [GoShape] | { readonly [field: string]: GoShape };

const int32 = (v: number): boolean => Number.isInteger(v) && v >= -2147483648 && v <= 2147483647;

/** Reports whether json.Unmarshal of v into the shape succeeds. */
export function fitsGo(v: JsonValue | undefined, shape: GoShape): boolean {
  if (v === undefined || v === null) return true;
  if (shape === 's') return typeof v === 'string';
  if (shape === 'i') return typeof v === 'number' && int32(v);
  if (shape === 'q') return marshalQuantity(v) !== undefined;
  if (shape === 'map') {
    const o = asObject(v);
    return o !== undefined && Object.values(o).every((e) => e === null || typeof e === 'string');
  }
  if (Array.isArray(shape)) return Array.isArray(v) && v.every((e) => fitsGo(e, shape[0]));
  const o = asObject(v);
  if (o === undefined) return false;
  return Object.entries(shape).every(([name, s]) => fitsGo(field(o, name), s));
}

/** metav1.LabelSelector. */
export const labelSelectorShape: GoShape = {
  matchLabels: 'map',
  matchExpressions: [{ key: 's', operator: 's', values: ['s'] }],
};

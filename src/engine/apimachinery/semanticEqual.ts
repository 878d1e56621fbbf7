// Compares two objects as apiequality.Semantic.DeepEqual does for the cases a JSON view can see
// (k8s.io/apimachinery pkg/api/equality/semantic.go, third_party/forked/golang/reflect/deep_equal.go).

import type { JsonValue } from './types.ts';
import { isObject } from './isObject.ts';

const isEmptyContainer = (v: JsonValue | undefined): boolean =>
  v === undefined ||
  v === null ||
  (Array.isArray(v) && v.length === 0) ||
  (isObject(v) && Object.keys(v).length === 0);

/**
 * Reports whether two values are semantically equal. For typed (built-in) objects a nil and an
 * empty slice or map are equal and omitempty fields vanish, so an absent member equals an empty one;
 * custom resources are compared as unstructured maps, exactly.
 */
export function semanticDeepEqual(
  a: JsonValue | undefined,
  b: JsonValue | undefined,
  typed: boolean,
): boolean {
  if (a === b) return true;
  if (typed && isEmptyContainer(a) && isEmptyContainer(b)) return true;
  if (a === undefined || b === undefined || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => semanticDeepEqual(x, b[i], typed));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const x = a[k];
      const y = b[k];
      if (!typed && (x === undefined) !== (y === undefined)) return false;
      if (!semanticDeepEqual(x, y, typed)) return false;
    }
    return true;
  }
  return false;
}

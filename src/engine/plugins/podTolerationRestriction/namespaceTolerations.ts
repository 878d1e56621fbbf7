// Reads the tolerations a namespace's annotations hold, for PodTolerationRestriction
// (admission.go extractNSTolerations).

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { checkValidGo } from '../../apimachinery/goJsonScanner.ts';
import { firstTypeError, type GoShape } from '../config/goDecode.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import { readToleration, type Toleration, tolerationShape } from '../tolerations.ts';

const tolerations: GoShape = { kind: 'slice', type: '[]v1.Toleration', elem: tolerationShape };

// encoding/json matches field names exactly, else case-insensitively.
function fieldValue(o: JsonObject, name: string): JsonValue | undefined {
  if (name in o) return o[name];
  const k = Object.keys(o).find((key) => key.toLowerCase() === name.toLowerCase());
  return k === undefined ? undefined : o[k];
}

/** json.Unmarshal into []v1.Toleration: the tolerations, or Go's error text. */
export function unmarshalTolerations(text: string): Toleration[] | { error: string } {
  const syntax = checkValidGo(new TextEncoder().encode(text));
  if (syntax !== undefined) return { error: syntax };
  const v = JSON.parse(text) as JsonValue;
  // encoding/json matches field names case-insensitively.
  const typeError = firstTypeError(v, tolerations, { caseInsensitive: true });
  if (typeError !== undefined) return { error: typeError };
  if (!Array.isArray(v)) return [];
  return v.map((item) => {
    const o = asObject(item) ?? {};
    const normalized: JsonObject = {};
    for (const name of Object.keys(tolerationShape.fields)) {
      const fv = fieldValue(o, name);
      if (fv !== undefined && fv !== null) normalized[name] = fv;
    }
    return readToleration(normalized);
  });
}

/**
 * extractNSTolerations: undefined when the annotation is absent (nil), [] when it is empty, else
 * its tolerations or the unmarshal error.
 */
export function namespaceTolerations(
  namespace: JsonObject,
  key: string,
): Toleration[] | undefined | { error: string } {
  const annotations = asObject(asObject(namespace['metadata'])?.['annotations']);
  const value = annotations?.[key];
  if (typeof value !== 'string') return undefined;
  if (value.length === 0) return [];
  return unmarshalTolerations(value);
}

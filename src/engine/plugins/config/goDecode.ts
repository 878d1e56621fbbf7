// The first type error Go's encoding/json (and sigs.k8s.io/json, which the API machinery decoders
// use) reports when decoding a plugin configuration into its Go struct:
// `json: cannot unmarshal <value> into Go struct field <Struct>.<path> of type <type>`
// (encoding/json decode.go UnmarshalTypeError, Go 1.20+ field paths). Unknown fields are ignored.

import type { JsonValue } from '../../apimachinery/types.ts';

/** The Go type a JSON value decodes into. */
export type GoShape =
  | { kind: 'string'; type: string }
  | { kind: 'int'; type: string; bits: 32 | 64 }
  | { kind: 'bool'; type: string }
  | { kind: 'slice'; type: string; elem: GoShape }
  | { kind: 'map'; type: string; elem: GoShape }
  | { kind: 'struct'; type: string; name: string; fields: Record<string, GoShape> };

interface Context {
  struct: string;
  path: string[];
  caseInsensitive: boolean;
}

const jsonKind = (v: JsonValue): string =>
  typeof v === 'string'
    ? 'string'
    : typeof v === 'number'
      ? 'number'
      : typeof v === 'boolean'
        ? 'bool'
        : Array.isArray(v)
          ? 'array'
          : 'object';

function typeError(value: string, shape: GoShape, ctx: Context): string {
  if (ctx.struct === '' && ctx.path.length === 0)
    return `json: cannot unmarshal ${value} into Go value of type ${shape.type}`;
  return `json: cannot unmarshal ${value} into Go struct field ${ctx.struct}.${ctx.path.join('.')} of type ${shape.type}`;
}

function intFits(n: number, bits: 32 | 64): boolean {
  if (!Number.isInteger(n)) return false;
  const limit = 2 ** (bits - 1);
  return n >= -limit && n < limit;
}

// Go keeps decoding after a type error and reports the first one, so this walks in document order.
function check(value: JsonValue | undefined, shape: GoShape, ctx: Context): string | undefined {
  if (value === undefined || value === null) return undefined;
  switch (shape.kind) {
    case 'string':
      return typeof value === 'string' ? undefined : typeError(jsonKind(value), shape, ctx);
    case 'bool':
      return typeof value === 'boolean' ? undefined : typeError(jsonKind(value), shape, ctx);
    case 'int':
      if (typeof value !== 'number') return typeError(jsonKind(value), shape, ctx);
      return intFits(value, shape.bits)
        ? undefined
        : typeError(`number ${String(value)}`, shape, ctx);
    case 'slice':
      if (!Array.isArray(value)) return typeError(jsonKind(value), shape, ctx);
      for (const item of value) {
        const err = check(item, shape.elem, ctx);
        if (err !== undefined) return err;
      }
      return undefined;
    case 'map':
      if (typeof value !== 'object' || Array.isArray(value))
        return typeError(jsonKind(value), shape, ctx);
      // Map keys do not join the field path.
      for (const item of Object.values(value)) {
        const err = check(item, shape.elem, ctx);
        if (err !== undefined) return err;
      }
      return undefined;
    case 'struct':
      if (typeof value !== 'object' || Array.isArray(value))
        return typeError(jsonKind(value), shape, ctx);
      for (const [k, item] of Object.entries(value)) {
        const name = fieldName(shape, k, ctx.caseInsensitive);
        if (name === undefined) continue;
        const err = check(item, shape.fields[name] as GoShape, {
          ...ctx,
          struct: shape.name,
          path: [...ctx.path, name],
        });
        if (err !== undefined) return err;
      }
      return undefined;
  }
}

function fieldName(
  shape: { fields: Record<string, GoShape> },
  key: string,
  caseInsensitive: boolean,
): string | undefined {
  if (key in shape.fields) return key;
  if (!caseInsensitive) return undefined;
  return Object.keys(shape.fields).find((f) => f.toLowerCase() === key.toLowerCase());
}

/**
 * Returns the error Go reports decoding `value` into the struct, or undefined when it decodes.
 * encoding/json matches field names case-insensitively; sigs.k8s.io/json does not.
 */
export function firstTypeError(
  value: JsonValue,
  shape: GoShape,
  options: { caseInsensitive?: boolean } = {},
): string | undefined {
  return check(value, shape, {
    struct: '',
    path: [],
    caseInsensitive: options.caseInsensitive ?? false,
  });
}

// Decides the error the API server's JSON decoder reports for a body that does not fit the typed
// object: sigs.k8s.io/json's UnmarshalStrict, a fork of encoding/json (internal/golang/encoding/json/
// decode.go: object, array, literalStore, saveError, addErrorContext). Type mismatches are saved
// and decoding goes on, so the first one in the body wins; an error from a type's own UnmarshalJSON
// (Quantity, Time, IntOrString) stops decoding at once and wins over any saved one. Unknown fields
// are not errors here (they are strict-decoding warnings). kubectl sends maps with sorted keys, so
// the body's order is the sorted order.

import { type GoType, structFields } from '../defaulting/goTypes.ts';
import { normalizeTime } from '../defaulting/goTime.ts';
import { childPointer } from '../scenario/pointer.ts';
import type { JsonObject, JsonValue, KubernetesVersion } from '../apimachinery/types.ts';
import { DEFAULT_KUBERNETES_VERSION } from '../apimachinery/version.ts';
import { decodeBase64Go } from '../apimachinery/base64.ts';
import { isObject } from '../apimachinery/isObject.ts';
import { QuantityParseError, parseQuantity } from '../apimachinery/quantity/parse.ts';
import { compareUtf8 } from '../apimachinery/utf8.ts';
import { elementGoTypeName, fieldGoTypeName } from './goTypeName.ts';
import { timeParseError } from './timeParse.ts';

/** Why a body does not decode: the decoder's message and the field, with indices. */
export interface UnmarshalError {
  message: string;
  /** The field as a path with indices and map keys (`webhooks[0].clientConfig.caBundle`). */
  field: string;
  /** The field as a JSON pointer into the object (`/webhooks/0/clientConfig/caBundle`). */
  pointer: string;
}

// What the decoder knows while it walks: the struct holding the current field and the JSON field names
// from the root (errorContext), and the path with indices for the person reading.
interface Context {
  struct: string;
  fields: readonly string[];
  path: string;
  pointer: string;
}

class Stop {
  constructor(readonly error: UnmarshalError) {}
}

class Walk {
  saved: UnmarshalError | undefined;

  // The version whose structs the body decodes into.
  constructor(readonly version: KubernetesVersion) {}

  save(message: string, ctx: Context): void {
    this.saved ??= { message, field: ctx.path, pointer: ctx.pointer };
  }

  // UnmarshalTypeError with addErrorContext: `json: cannot unmarshal <value> into Go struct field <S>.<f.g> of type <T>`.
  typeError(value: string, type: string, ctx: Context): void {
    const where =
      ctx.struct !== '' || ctx.fields.length > 0
        ? `Go struct field ${ctx.struct}.${ctx.fields.join('.')}`
        : 'Go value';
    this.save(`json: cannot unmarshal ${value} into ${where} of type ${type}`, ctx);
  }

  value(v: JsonValue | undefined, type: GoType, name: string, ctx: Context): void {
    // null leaves pointers, slices and maps nil and every other value as it was.
    if (v === undefined || v === null) return;
    switch (type.kind) {
      case 'ptr':
        return this.value(v, type.elem, name, ctx);
      case 'struct':
        if (isObject(v)) return this.struct(v, type.name, ctx);
        return this.typeError(jsonKind(v), name, ctx);
      case 'slice':
        if (!Array.isArray(v)) return this.typeError(jsonKind(v), name, ctx);
        if (allStrings(v, v.keys(), type.elem)) return;
        v.forEach((e, i) =>
          this.value(e, type.elem, elementGoTypeName(name), {
            ...ctx,
            path: `${ctx.path}[${i}]`,
            pointer: childPointer(ctx.pointer, i),
          }),
        );
        return;
      case 'map':
        if (!isObject(v)) return this.typeError(jsonKind(v), name, ctx);
        if (allStrings(v, Object.keys(v), type.elem)) return;
        // Map keys do not join the decoder's field stack.
        for (const key of sortedKeys(v))
          this.value(v[key], type.elem, elementGoTypeName(name), {
            ...ctx,
            path: `${ctx.path}.${key}`,
            pointer: childPointer(ctx.pointer, key),
          });
        return;
      case 'leaf':
        return this.leaf(v, type.leaf, name, ctx);
    }
  }

  leaf(v: JsonValue, leaf: string, name: string, ctx: Context): void {
    switch (leaf) {
      case 's':
        if (typeof v !== 'string') this.typeError(jsonKind(v), name, ctx);
        return;
      case 'b':
        if (typeof v !== 'boolean') this.typeError(jsonKind(v), name, ctx);
        return;
      case 'f':
        if (typeof v !== 'number') this.typeError(jsonKind(v), name, ctx);
        return;
      case 'i':
        if (typeof v !== 'number') return this.typeError(jsonKind(v), name, ctx);
        if (!fitsInt(v, name)) this.typeError(`number ${numberText(v)}`, name, ctx);
        return;
      case 'by':
        return this.bytes(v, name, ctx);
      case 'q':
        return quantity(v, ctx);
      case 't':
      case 'mt':
        return time(v, leaf === 'mt', ctx);
      case 'ios':
        return intOrString(v, ctx);
      default:
        // FieldsV1 and RawExtension keep any JSON.
        return;
    }
  }

  // A []byte takes base64 text, or an array of bytes.
  bytes(v: JsonValue, name: string, ctx: Context): void {
    if (typeof v === 'string') {
      const decoded = decodeBase64Go(v);
      if (!decoded.ok) this.save(decoded.error, ctx);
      return;
    }
    if (!Array.isArray(v)) return this.typeError(jsonKind(v), name, ctx);
    v.forEach((e, i) => {
      if (e === null) return;
      const at = { ...ctx, path: `${ctx.path}[${i}]`, pointer: childPointer(ctx.pointer, i) };
      if (typeof e !== 'number') this.typeError(jsonKind(e), 'uint8', at);
      else if (!Number.isInteger(e) || e < 0 || e > 255)
        this.typeError(`number ${numberText(e)}`, 'uint8', at);
    });
  }

  struct(v: JsonObject, struct: string, ctx: Context): void {
    const fields = structFields(struct, this.version);
    if (fields === undefined) return;
    const byName = new Map(fields.map((f) => [f.json, f]));
    for (const key of sortedKeys(v)) {
      // Case-sensitive: a key that differs in case is an unknown field, not this one.
      const field = byName.get(key);
      if (field === undefined) continue;
      const at: Context = {
        struct,
        fields: [...ctx.fields, key],
        path: ctx.path === '' ? key : `${ctx.path}.${key}`,
        pointer: childPointer(ctx.pointer, key),
      };
      this.value(v[key], field.type, fieldGoTypeName(struct, key, field.type), at);
    }
  }
}

const sortedKeys = (o: JsonObject): string[] => Object.keys(o).sort(compareUtf8);

// Elements of a []string or map[string]string that are all strings (or null) decode: the walk
// in key order, which finds the first error, is needed only when one is not (a large ConfigMap's
// data is checked at every webhook's patch).
function allStrings<K extends string | number>(
  v: Readonly<Record<K, JsonValue>>,
  keys: Iterable<K>,
  elem: GoType,
): boolean {
  if (elem.kind !== 'leaf' || elem.leaf !== 's') return false;
  for (const k of keys) {
    const e = v[k];
    if (e !== null && typeof e !== 'string') return false;
  }
  return true;
}

/** The word encoding/json uses for a JSON value's kind. */
export const jsonKind = (v: JsonValue): string =>
  typeof v === 'string'
    ? 'string'
    : typeof v === 'number'
      ? 'number'
      : typeof v === 'boolean'
        ? 'bool'
        : Array.isArray(v)
          ? 'array'
          : 'object';

// The number as the body spells it (kubectl writes integers plainly).
const numberText = (n: number): string => String(n);

function fitsInt(n: number, name: string): boolean {
  if (!Number.isInteger(n)) return false;
  const bits = name === 'int32' ? 32 : 64;
  return n >= -(2 ** (bits - 1)) && n < 2 ** (bits - 1);
}

// Quantity.UnmarshalJSON: the text (quotes dropped, spaces trimmed) must parse, whatever JSON it is.
function quantity(v: JsonValue, ctx: Context): void {
  const text =
    typeof v === 'string' ? v : typeof v === 'number' ? numberText(v) : JSON.stringify(v);
  try {
    parseQuantity(text.trim());
  } catch (e) {
    if (e instanceof QuantityParseError)
      throw new Stop({ message: e.message, field: ctx.path, pointer: ctx.pointer });
    throw e;
  }
}

// Time.UnmarshalJSON: json.Unmarshal into a string, then time.Parse(RFC3339).
function time(v: JsonValue, micro: boolean, ctx: Context): void {
  if (typeof v !== 'string')
    throw new Stop({
      message: `json: cannot unmarshal ${jsonKind(v)} into Go value of type string`,
      field: ctx.path,
      pointer: ctx.pointer,
    });
  if (normalizeTime(v, micro) !== undefined) return;
  const message = timeParseError(v);
  if (message !== undefined) throw new Stop({ message, field: ctx.path, pointer: ctx.pointer });
}

// IntOrString.UnmarshalJSON: a string, else json.Unmarshal into its int32.
function intOrString(v: JsonValue, ctx: Context): void {
  if (typeof v === 'string') return;
  if (typeof v === 'number' && fitsInt(v, 'int32')) return;
  const what = typeof v === 'number' ? `number ${numberText(v)}` : jsonKind(v);
  throw new Stop({
    message: `json: cannot unmarshal ${what} into Go value of type int32`,
    field: ctx.path,
    pointer: ctx.pointer,
  });
}

/** Returns the error decoding `object` into the Go struct `struct` reports, or undefined when it decodes. */
export function unmarshalError(
  object: JsonObject,
  struct: string,
  version: KubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): UnmarshalError | undefined {
  const walk = new Walk(version);
  try {
    walk.struct(object, struct, { struct: '', fields: [], path: '', pointer: '' });
  } catch (e) {
    if (e instanceof Stop) return e.error;
    throw e;
  }
  return walk.saved;
}

/** Returns the error decoding one field's value reports (the object of a kind not modelled: its metadata). */
export function unmarshalFieldError(
  value: JsonValue,
  struct: string,
  field: string,
  type: GoType,
  version: KubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): UnmarshalError | undefined {
  const walk = new Walk(version);
  try {
    walk.value(value, type, fieldGoTypeName(struct, field, type), {
      struct,
      fields: [field],
      path: field,
      pointer: childPointer('', field),
    });
  } catch (e) {
    if (e instanceof Stop) return e.error;
    throw e;
  }
  return walk.saved;
}

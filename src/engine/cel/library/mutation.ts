// The MutatingAdmissionPolicy additions to CEL: the `Object`/`Object.<path>` apply-configuration
// types, the `JSONPatch` type and `jsonpatch.escapeKey` (k8s.io/apiserver pkg/cel/mutation:
// dynamic/objects.go, jsonpatch.go; pkg/cel/library/jsonpatch.go). Message literals reach these
// through messageLiterals.ts, which turns `Object.spec{replicas: 3}` into `__object("Object.spec", ...)`.

import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError, Optional } from '@marcbachmann/cel-js';
import { UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import type { JsonValue } from '../../apimachinery/types.ts';
import { rfc3339Nano } from './timestamps.ts';

const typeNameKey = Symbol('celTypeName');

/**
 * A value built with `Object{...}` or `Object.<path>{...}` (dynamic.ObjectVal): its fields are its
 * own properties, so CEL selects and tests them like any object's; the type name rides aside.
 */
export class ObjectVal {
  declare readonly [typeNameKey]: string;

  constructor(typeName: string, fields: Record<string, unknown>) {
    Object.defineProperty(this, typeNameKey, { value: typeName, enumerable: false });
    Object.assign(this, fields);
  }

  /** The CEL type name: `Object`, `Object.spec`, ... */
  get typeName(): string {
    return this[typeNameKey];
  }

  /** The fields, as set in the literal. */
  fields(): [string, unknown][] {
    return Object.entries(this);
  }
}

/** A value built with `JSONPatch{op, path, from, value}` (mutation.JSONPatchVal). */
export class JSONPatchVal {
  static readonly celTypeName = 'JSONPatch';
  op = '';
  path = '';
  from = '';
  value: unknown = undefined;
}

// jsonpatch.go Val: op, path and from must be strings; any other field is refused.
function newJsonPatch(fields: unknown): JSONPatchVal {
  const p = new JSONPatchVal();
  for (const [name, v] of entries(fields)) {
    switch (name) {
      case 'op':
      case 'path':
      case 'from':
        if (typeof v !== 'string')
          throw new EvaluationError(
            `unexpected type ${goTypeName(v)} for JSONPatchType '${name}' field`,
          );
        p[name] = v;
        break;
      case 'value':
        p.value = v;
        break;
      default:
        throw new EvaluationError(`unexpected JSONPatchType field: ${name}`);
    }
  }
  return p;
}

/** A `?field: value` initializer as messageLiterals.ts leaves it for the constructor. */
export class OptionalFieldInit {
  constructor(readonly value: unknown) {}
}

/** The function an optional field's value is wrapped in (`Object{?spec: x}`). */
export const OPT_FIELD = '__optField';

// interpretable.go evalObj.Eval: an optional entry is set to the optional's value, left out when
// it is empty, and a value that is not optional at runtime is an error.
function entries(fields: unknown): [string, unknown][] {
  const all: [string, unknown][] =
    fields instanceof Map
      ? [...fields].map(([k, v]) => [String(k), v])
      : Object.entries(fields as Record<string, unknown>);
  const set: [string, unknown][] = [];
  for (const [name, v] of all) {
    if (!(v instanceof OptionalFieldInit)) set.push([name, v]);
    else if (!(v.value instanceof Optional))
      throw new EvaluationError(
        `cannot initialize optional entry '${name}' from non-optional value ${goValue(v.value)}`,
      );
    else if (v.value.hasValue()) set.push([name, v.value.value()]);
  }
  return set;
}

// Go's %v of a scalar CEL value.
const goValue = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'bigint' || typeof v === 'boolean' || typeof v === 'number'
    ? String(v)
    : v instanceof UnsignedInt
      ? String(v.valueOf())
      : (JSON.stringify(v) ?? String(v));

// The Go type `%T` prints for a CEL value's Value().
function goTypeName(v: unknown): string {
  if (typeof v === 'bigint') return 'int64';
  if (typeof v === 'number') return 'float64';
  if (typeof v === 'boolean') return 'bool';
  if (v === null) return 'structpb.NullValue';
  if (v instanceof UnsignedInt) return 'uint64';
  if (v instanceof Uint8Array) return '[]uint8';
  if (Array.isArray(v)) return '[]ref.Val';
  if (v instanceof ObjectVal) return 'map[string]interface {}';
  return 'map[ref.Val]ref.Val';
}

/** jsonpatch.escapeKey: `~` → `~0`, `/` → `~1` (RFC 6901). */
export function escapeKey(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

class JsonPatchNamespace {}

const registered = new WeakSet<Environment>();

/** Registers the Object and JSONPatch types, their constructors and jsonpatch.escapeKey (once per environment). */
export function registerMutationLibrary(env: Environment): void {
  if (registered.has(env)) return;
  registered.add(env);
  env.registerType('Object', ObjectVal);
  env.registerType('JSONPatch', {
    ctor: JSONPatchVal,
    fields: { op: 'string', path: 'string', from: 'string', value: 'dyn' },
  });
  env.registerFunction(
    '__Object(map): Object',
    (fields: unknown) => new ObjectVal('Object', Object.fromEntries(entries(fields))),
  );
  env.registerFunction(
    '__object(string, map): dyn',
    (name: string, fields: unknown) => new ObjectVal(name, Object.fromEntries(entries(fields))),
  );
  env.registerFunction('__JSONPatch(map): JSONPatch', newJsonPatch);
  // cel-js passes only values of registered types between functions.
  env.registerType('__OptionalFieldInit', OptionalFieldInit);
  env.registerFunction(`${OPT_FIELD}(dyn): dyn`, (v: unknown) => new OptionalFieldInit(v));
  env.registerOperator('Object == Object', objectEquals);
  env.registerOperator('JSONPatch == JSONPatch', jsonPatchEquals);
  env.registerType('JsonPatchNamespace', JsonPatchNamespace);
  env.registerConstant('jsonpatch', 'JsonPatchNamespace', new JsonPatchNamespace());
  env.registerFunction(
    'JsonPatchNamespace.escapeKey(string): string',
    (_ns: unknown, key: string) => escapeKey(key),
  );
}

// ObjectVal.Equal: same type name and deeply equal fields.
function objectEquals(a: ObjectVal, b: ObjectVal): boolean {
  return a.typeName === b.typeName && deepEqual(a, b);
}

// JSONPatchVal.Equal: op, from and path equal, and value equal or both unset.
function jsonPatchEquals(a: JSONPatchVal, b: JSONPatchVal): boolean {
  if (a.op !== b.op || a.from !== b.from || a.path !== b.path) return false;
  if ((a.value === undefined) !== (b.value === undefined)) return false;
  return a.value === undefined || deepEqual(a.value, b.value);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof ObjectVal || b instanceof ObjectVal) {
    return (
      a instanceof ObjectVal &&
      b instanceof ObjectVal &&
      a.typeName === b.typeName &&
      deepEqualFields(a.fields(), b.fields())
    );
  }
  if (a instanceof UnsignedInt && b instanceof UnsignedInt) return a.valueOf() === b.valueOf();
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => deepEqual(x, b[i]))
    );
  }
  if (a instanceof Map || b instanceof Map || isPlainMap(a) || isPlainMap(b)) {
    const ea = mapEntries(a);
    const eb = mapEntries(b);
    return ea !== undefined && eb !== undefined && deepEqualFields(ea, eb);
  }
  return false;
}

function mapEntries(v: unknown): [string, unknown][] | undefined {
  if (v instanceof Map) return [...v].map(([k, x]) => [String(k), x]);
  return isPlainMap(v) ? Object.entries(v) : undefined;
}

function deepEqualFields(a: [string, unknown][], b: [string, unknown][]): boolean {
  if (a.length !== b.length) return false;
  const bm = new Map(b);
  return a.every(([k, x]) => bm.has(k) && deepEqual(x, bm.get(k)));
}

/**
 * Checks that every nested Object literal is named by its field path from the outer one
 * (ObjectVal.CheckTypeNamesMatchFieldPathNames); returns the errors joined by newlines, as errors.Join does.
 */
export function checkTypeNamesMatchFieldPathNames(root: ObjectVal): string | undefined {
  const errs = typeCheck(root, [root.typeName]);
  return errs.length === 0 ? undefined : errs.join('\n');
}

function typeCheck(v: unknown, path: string[]): string[] {
  const errs: string[] = [];
  if (v instanceof ObjectVal) {
    const want = path.join('.');
    if (v.typeName !== want) {
      errs.push(
        `unexpected type name ${JSON.stringify(v.typeName)}, expected ${JSON.stringify(want)}, which matches field name path from root Object type`,
      );
    }
    for (const [k, f] of v.fields()) errs.push(...typeCheck(f, [...path, k]));
    return errs;
  }
  if (Array.isArray(v)) for (const x of v) errs.push(...typeCheck(x, path));
  else if (v instanceof Map) for (const x of v.values()) errs.push(...typeCheck(x, path));
  else if (isPlainMap(v)) for (const x of Object.values(v)) errs.push(...typeCheck(x, path));
  return errs;
}

const isPlainMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Converts a mutation's value to JSON the way structpb.Value marshals it; errors read as cel-go's conversion errors. */
export function mutationValueToJson(
  v: unknown,
): { ok: true; value: JsonValue } | { ok: false; error: string } {
  try {
    return { ok: true, value: toJson(v) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

function toJson(v: unknown): JsonValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number') {
    if (!Number.isFinite(v))
      throw new Error(`json: unsupported value: ${v > 0 ? '+Inf' : v < 0 ? '-Inf' : 'NaN'}`);
    return v;
  }
  if (v instanceof UnsignedInt) return Number(v.valueOf());
  if (v instanceof Uint8Array) return btoa(String.fromCharCode(...v));
  if (Array.isArray(v)) return v.map(toJson);
  if (v instanceof ObjectVal) return Object.fromEntries(v.fields().map(([k, x]) => [k, toJson(x)]));
  if (v instanceof JSONPatchVal)
    throw new Error("type conversion error from 'JSONPatch' to '*structpb.Value'");
  if (v instanceof Optional)
    throw new Error("type conversion error from 'optional_type' to '*structpb.Value'");
  if (v instanceof Map) {
    const out: Record<string, JsonValue> = {};
    for (const [k, x] of v) {
      if (typeof k !== 'string')
        throw new Error(`bad key type: ${typeof k === 'bigint' ? 'int' : typeof k}`);
      out[k] = toJson(x);
    }
    return out;
  }
  if (isPlainMap(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toJson(x)]));
  if (v instanceof Date) return rfc3339Nano(v);
  return String(v);
}

/** Renders a mutation value for the trace: Object literals and JSON patches as CEL would write them. */
export function formatMutationValue(v: unknown, format: (x: unknown) => string): string {
  if (v instanceof ObjectVal)
    return `${v.typeName}{${v
      .fields()
      .map(([k, x]) => `${k}: ${formatMutationValue(x, format)}`)
      .join(', ')}}`;
  if (v instanceof JSONPatchVal) {
    const parts = [`op: ${JSON.stringify(v.op)}`, `path: ${JSON.stringify(v.path)}`];
    if (v.from !== '') parts.push(`from: ${JSON.stringify(v.from)}`);
    if (v.value !== undefined) parts.push(`value: ${formatMutationValue(v.value, format)}`);
    return `JSONPatch{${parts.join(', ')}}`;
  }
  if (Array.isArray(v)) return `[${v.map((x) => formatMutationValue(x, format)).join(', ')}]`;
  if (v instanceof Map)
    return `{${[...v].map(([k, x]) => `${format(k)}: ${formatMutationValue(x, format)}`).join(', ')}}`;
  if (isPlainMap(v))
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}: ${formatMutationValue(x, format)}`)
      .join(', ')}}`;
  return format(v);
}

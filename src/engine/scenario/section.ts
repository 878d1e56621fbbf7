// Decides how one format-defined mapping (top level, request, cluster, a webhook behaviour ...)
// is read: unknown fields are errors at the key, a null field counts as absent, and every wrong
// value becomes an invalid-value error at its pointer while reading carries on.

import type { EngineError } from '../errors.ts';
import type { SourceText } from './innerLocator.ts';
import { childPointer } from './pointer.ts';
import type { SpanTable } from './spans.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** Where readers report what they find wrong. */
export interface ReadContext {
  spans: SpanTable;
  errors: EngineError[];
  /** The scenario text and its line starts, for YAML strings read out of it. */
  source: SourceText;
}

/** Reports an invalid value at a pointer. */
export function invalid(ctx: ReadContext, pointer: string, expected: string): void {
  const span = ctx.spans.spanOf(pointer);
  ctx.errors.push({ kind: 'invalid-value', pointer, expected, ...(span && { span }) });
}

/** Tells whether a JSON value is a mapping. */
/** One mapping of the scenario format, read field by field. */
export class Section {
  private constructor(
    readonly value: JsonObject,
    readonly pointer: string,
    readonly ctx: ReadContext,
  ) {}

  /** Opens a mapping and reports its unknown fields; undefined (reported) when not a mapping. */
  static open(
    value: JsonValue | undefined,
    pointer: string,
    ctx: ReadContext,
    known: readonly string[],
    expected = 'a mapping',
  ): Section | undefined {
    if (!isObject(value)) {
      invalid(ctx, pointer, expected);
      return undefined;
    }
    for (const field of Object.keys(value)) {
      if (known.includes(field)) continue;
      const at = childPointer(pointer, field);
      const span = ctx.spans.keySpanOf(at);
      ctx.errors.push({ kind: 'unknown-field', field, pointer: at, ...(span && { span }) });
    }
    return new Section(value, pointer, ctx);
  }

  /** Returns the pointer of a field. */
  at(field: string): string {
    return childPointer(this.pointer, field);
  }

  /** Returns a field's value; null and absent are the same. */
  raw(field: string): JsonValue | undefined {
    return Object.hasOwn(this.value, field) ? (this.value[field] ?? undefined) : undefined;
  }

  /** Reads a field whose value `accept` recognises, reporting anything else as not `expected`. */
  read<T>(field: string, expected: string, accept: (v: JsonValue) => T | undefined): T | undefined {
    const raw = this.raw(field);
    if (raw === undefined) return undefined;
    const value = accept(raw);
    if (value === undefined) invalid(this.ctx, this.at(field), expected);
    return value;
  }

  /** Reads an optional string field. */
  string(field: string): string | undefined {
    return this.read(field, 'a string', (v) => (typeof v === 'string' ? v : undefined));
  }

  /** Reads a string field that must be there (its absence is reported at the field's pointer). */
  requiredString(field: string): string | undefined {
    if (this.raw(field) === undefined) invalid(this.ctx, this.at(field), 'a string (required)');
    return this.string(field);
  }

  /** Reads an optional boolean field. */
  boolean(field: string): boolean | undefined {
    return this.read(field, 'a boolean', (v) => (typeof v === 'boolean' ? v : undefined));
  }

  /** Reads an optional mapping kept as plain JSON (a Kubernetes object, a response ...). */
  object(field: string): JsonObject | undefined {
    return this.read(field, 'a mapping', (v) => (isObject(v) ? v : undefined));
  }

  /** Reads an optional field that must be one of a few strings. */
  oneOf<T extends string>(field: string, values: readonly T[]): T | undefined {
    const expected = `one of ${values.join(', ')}`;
    return this.read(field, expected, (v) => values.find((x) => x === v));
  }

  /** Reads an optional list of strings, reporting each entry that is not one. */
  strings(field: string): string[] | undefined {
    const list = this.read(field, 'a list of strings', (v) => (Array.isArray(v) ? v : undefined));
    if (!list) return undefined;
    const at = this.at(field);
    return entriesAre(
      this.ctx,
      list.map((v, i) => [childPointer(at, i), v]),
      'a string',
      isString,
    )
      ? (list as string[])
      : undefined;
  }

  /** Reads an optional mapping whose values all pass `is`, reporting each entry that does not. */
  map<T extends JsonValue>(
    field: string,
    expected: string,
    is: (v: JsonValue) => v is T,
  ): Record<string, T> | undefined {
    const map = this.object(field);
    if (!map) return undefined;
    const at = this.at(field);
    const entry = ([k, v]: [string, JsonValue]): [string, JsonValue] => [childPointer(at, k), v];
    const entries = Object.entries(map).map(entry);
    return entriesAre(this.ctx, entries, expected, is) ? (map as Record<string, T>) : undefined;
  }
}

/** Tells whether a JSON value is a string. */
export const isString = (v: JsonValue): v is string => typeof v === 'string';

function entriesAre(
  ctx: ReadContext,
  entries: ReadonlyArray<[string, JsonValue]>,
  expected: string,
  is: (v: JsonValue) => boolean,
): boolean {
  let all = true;
  for (const [pointer, value] of entries) {
    if (is(value)) continue;
    invalid(ctx, pointer, expected);
    all = false;
  }
  return all;
}

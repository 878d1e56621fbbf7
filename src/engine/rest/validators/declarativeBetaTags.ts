// The declarative validation tags that 1.37 enforces as beta, and the walk that applies them in
// validation-gen's order. Ports k8s.io/apimachinery (1.37's code freeze, eed236c) pkg/api/validate:
// required.go (RequiredValue/Pointer/Slice: field.Required(fldPath, ""); Optional*: stop, no error),
// limits.go (Minimum: content.MinError, "must be greater than or equal to %d"; MaxItems:
// field.TooMany; MaxLength: field.TooLongCharacters, "may not be more than %d characters"),
// immutable.go (field.Invalid(fldPath, nil, "field is immutable"), so the value shows as `null`),
// enum.go (field.NotSupported, the values sorted) and strfmt.go (ShortName and LongNameCaseless:
// one Invalid per message of content.IsDNS1123Label / IsDNS1123SubdomainCaseless). The walk is the
// shape of the generated zz_generated.validations.go: fields in the versioned type's order, each
// skipped on update when unchanged ("don't revalidate unchanged data"), the short-circuiting tags
// first (required, optional, immutable: one that fails ends the field), then the other tags, then the field's own fields; the items of an
// atomic list are checked without an old item (validate.EachValSliceVal with no match function).

import {
  type FieldError,
  invalid,
  notSupported,
  required,
  tooMany,
} from '../../apimachinery/field.ts';
import { goInt32, goString } from '../../apimachinery/goValue.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import {
  byteLength,
  invalidEach,
  isDNS1123Label,
  maxLenError,
  regexError,
} from '../../apimachinery/names.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import type { ValidationEnv } from '../validator.ts';

/** A declarative error, with the hand-written errors (as this port words them) it stands for. */
export interface DeclarativeError {
  error: FieldError;
  /** The covered hand-written error (MarkCoveredByDeclarative: same type, origin and field). */
  covers: (e: FieldError) => boolean;
}

/** What a tag sees. */
export interface TagInput {
  value: JsonValue | undefined;
  path: string;
  /** On update; the walk has already skipped an unchanged field. */
  update: boolean;
  env: ValidationEnv;
}

/** One tag: its errors, and whether it stops the field's other checks. */
export interface Tag {
  check(input: TagInput): { errors: DeclarativeError[]; stop: boolean };
}

/** A check of a whole struct, run before its fields (validate.Discriminated). */
export type StructCheck = (
  obj: JsonObject,
  old: JsonObject | undefined,
  path: string,
  update: boolean,
) => DeclarativeError[];

/** One field of a versioned type: its tags, then its own fields or its items'. */
export interface FieldNode {
  field: string;
  tags?: readonly Tag[];
  /** The checks of the field's struct, before its fields. */
  structChecks?: readonly StructCheck[];
  /** The value the scheme defaults an absent field to, compared on update. */
  default?: JsonValue;
  fields?: readonly FieldNode[];
  /** The fields of each item of an atomic list. */
  items?: readonly FieldNode[];
}

const absent = (v: JsonValue | undefined): boolean => v === undefined || v === null;
// Go's zero value of a non-pointer field: "", 0, false, or an empty list or map.
const zero = (v: JsonValue | undefined): boolean =>
  absent(v) ||
  v === '' ||
  v === 0 ||
  v === false ||
  (Array.isArray(v) && v.length === 0) ||
  (isObject(v) && Object.keys(v).length === 0);

const sameField = (path: string, type: FieldError['type']) => (e: FieldError) =>
  e.field === path && e.type === type;

const pass = { errors: [], stop: false };

/** +k8s:required on a value, slice or map (pointer: only nil is missing). `alsoCovers`: this port's older wording of the same check. */
export const requiredTag = (
  opts: { pointer?: boolean; alsoCovers?: (e: FieldError) => boolean } = {},
): Tag => ({
  check: ({ value, path }) => {
    if (!(opts.pointer === true ? absent(value) : zero(value))) return pass;
    const covers = sameField(path, 'FieldValueRequired');
    const also = opts.alsoCovers;
    return {
      errors: [
        {
          error: required(path, ''),
          covers: also ? (e) => covers(e) || (e.field === path && also(e)) : covers,
        },
      ],
      stop: true,
    };
  },
});

/** +k8s:optional: an unset field (nil pointer, or Go's zero value) stops the field's checks. */
export const optionalTag = (opts: { pointer?: boolean } = {}): Tag => ({
  check: ({ value }) => ({ errors: [], stop: opts.pointer === true ? absent(value) : zero(value) }),
});

/** +k8s:minimum=n on an integer; covers the hand-written "must be greater than …" of the field. */
export const minimumTag = (min: (env: ValidationEnv) => number): Tag => ({
  check: ({ value, path, env }) => {
    const n = min(env);
    if (typeof value !== 'number' || value >= n) return pass;
    return {
      errors: [
        {
          error: invalid(path, goInt32(value), `must be greater than or equal to ${n}`),
          // Not the cross-field "must be greater than or equal to `minReplicas`".
          covers: (e) =>
            sameField(path, 'FieldValueInvalid')(e) &&
            /^must be greater than( or equal to)? \d+$/.test(e.detail),
        },
      ],
      stop: false,
    };
  },
});

/**
 * +k8s:immutable: any change on update, and it short-circuits the field like required (generated
 * `validate.Immutable(…).MarkShortCircuit()`); covers ValidateImmutableField and the older
 * "updates to … are forbidden."
 */
export const immutableTag: Tag = {
  check: ({ path, update }) =>
    update
      ? {
          errors: [
            {
              error: invalid(path, { go: 'nil' }, 'field is immutable'),
              covers: (e) =>
                e.field === path &&
                ((e.type === 'FieldValueInvalid' && e.detail === 'field is immutable') ||
                  (e.type === 'FieldValueForbidden' &&
                    /^updates to .* are forbidden\.$/.test(e.detail))),
            },
          ],
          stop: true,
        }
      : pass,
};

/** +k8s:maxItems=n on a list. */
export const maxItemsTag = (max: number): Tag => ({
  check: ({ value, path }) =>
    Array.isArray(value) && value.length > max
      ? {
          errors: [
            {
              error: tooMany(path, value.length, max),
              covers: sameField(path, 'FieldValueTooMany'),
            },
          ],
          stop: false,
        }
      : pass,
});

/** +k8s:maxLength=n on a string (field.TooLongCharacters). */
export const maxLengthTag = (max: number): Tag => ({
  check: ({ value, path }) =>
    typeof value === 'string' && [...value].length > max
      ? {
          errors: [
            {
              error: {
                type: 'FieldValueTooLong',
                field: path,
                badValue: { go: 'omit' },
                detail: `may not be more than ${max} characters`,
              },
              covers: sameField(path, 'FieldValueTooLong'),
            },
          ],
          stop: false,
        }
      : pass,
});

/** +k8s:enum on the field's string type: the values, sorted. */
export const enumTag = (values: readonly string[]): Tag => ({
  check: ({ value, path }) =>
    typeof value === 'string' && !values.includes(value)
      ? {
          errors: [
            {
              error: notSupported(path, goString(value), [...values].sort()),
              covers: sameField(path, 'FieldValueNotSupported'),
            },
          ],
          stop: false,
        }
      : pass,
});

const formatErrors = (path: string, value: string, msgs: string[]): DeclarativeError[] =>
  invalidEach(path, value, msgs).map((error) => ({
    error,
    covers: sameField(path, 'FieldValueInvalid'),
  }));

/** +k8s:format=k8s-short-name (content.IsDNS1123Label). */
export const shortNameTag: Tag = {
  check: ({ value, path }) =>
    typeof value === 'string'
      ? { errors: formatErrors(path, value, isDNS1123Label(value)), stop: false }
      : pass,
};

const labelFmt = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const subdomainFmt = `${labelFmt}(\\.${labelFmt})*`;
const caselessSubdomain = new RegExp(`^${subdomainFmt}$`, 'i');

/** content.IsDNS1123SubdomainCaseless: upper case allowed, its own message and example. */
export function isDNS1123SubdomainCaseless(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 253) errs.push(maxLenError(253));
  if (!caselessSubdomain.test(value))
    errs.push(
      regexError(
        "an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
        subdomainFmt,
        'Example.com',
      ),
    );
  return errs;
}

/** +k8s:format=k8s-long-name-caseless. */
export const longNameCaselessTag: Tag = {
  check: ({ value, path }) =>
    typeof value === 'string'
      ? { errors: formatErrors(path, value, isDNS1123SubdomainCaseless(value)), stop: false }
      : pass,
};

// Values the walk compares on update: an absent non-pointer field is its zero value or default.
const settled = (v: JsonValue | undefined, dflt: JsonValue | undefined): JsonValue | undefined =>
  absent(v) ? dflt : v;

/**
 * Applies the nodes to an object (old: the object before an update; undefined on create or for an
 * item of a changed atomic list), in validation-gen's order.
 */
export function walk(
  nodes: readonly FieldNode[],
  obj: JsonObject | undefined,
  old: JsonObject | undefined,
  base: string,
  update: boolean,
  env: ValidationEnv,
): DeclarativeError[] {
  const out: DeclarativeError[] = [];
  for (const node of nodes) {
    const path = base === '' ? node.field : `${base}.${node.field}`;
    const value = settled(obj?.[node.field], node.default);
    const oldValue = old === undefined ? undefined : settled(old[node.field], node.default);
    if (update && old !== undefined && semanticDeepEqual(value, oldValue, true)) continue;
    let stop = false;
    for (const tag of node.tags ?? []) {
      const r = tag.check({ value, path, update: update && old !== undefined, env });
      out.push(...r.errors);
      if (r.stop) {
        stop = true;
        break;
      }
    }
    if (stop) continue;
    // An absent struct that got this far is a Go value, not a pointer (a pointer's
    // required/optional tag stopped it): its fields are checked as zero values.
    const struct = isObject(value) ? value : absent(value) ? {} : undefined;
    const oldObj = isObject(oldValue) ? oldValue : old !== undefined ? {} : undefined;
    if (struct !== undefined) {
      for (const c of node.structChecks ?? [])
        out.push(...c(struct, oldObj, path, update && old !== undefined));
      if (node.fields !== undefined)
        out.push(...walk(node.fields, struct, oldObj, path, update, env));
    }
    if (node.items !== undefined && Array.isArray(value))
      value.forEach((item, i) => {
        if (isObject(item))
          out.push(...walk(node.items ?? [], item, undefined, `${path}[${i}]`, update, env));
      });
  }
  return out;
}

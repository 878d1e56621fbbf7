// Drops the fields a custom resource's structural schema does not specify, recording their paths
// (what fieldValidation Strict refuses and Warn reports). Mirrors apiextensions-apiserver
// pkg/apiserver/schema/pruning/algorithm.go (PruneWithOptions, prune, skipPrune) and the path
// building of pkg/apiserver/schema/options.go (UnknownFieldPathOptions). Returns a pruned copy.
// metadata itself is left to ObjectMeta coercion (pkg/apiserver/schema/objectmeta), not done here.

import type { JsonValue } from '../apimachinery/types.ts';
import type { Structural } from './structural.ts';
import { isObject } from '../apimachinery/isObject.ts';

const metaFields = new Set(['apiVersion', 'kind', 'metadata']);

/** The value left after pruning and the unknown fields' paths, sorted as sort.Strings sorts. */
export interface Pruned {
  value: JsonValue;
  unknownFieldPaths: string[];
}

const child = (parent: string, key: string): string => (parent === '' ? key : `${parent}.${key}`);

/** The schema of a map entry not among the properties: additionalProperties' schema, or none when it is a bool (upstream's StructuralOrBool without a schema). */
function additional(s: Structural): { schema: Structural | undefined } | undefined {
  if (s.additionalProperties !== undefined) return { schema: s.additionalProperties };
  return s.additionalPropertiesAllows !== undefined ? { schema: undefined } : undefined;
}

function prune(
  x: JsonValue,
  s: Structural | undefined,
  path: string,
  unknown: string[],
): JsonValue {
  if (s?.xPreserveUnknownFields === true) return skipPrune(x, s, path, unknown);
  if (Array.isArray(x)) return x.map((v, i) => prune(v, s?.items, `${path}[${i}]`, unknown));
  if (!isObject(x)) return x;
  const out: { [k: string]: JsonValue } = {};
  for (const [k, v] of Object.entries(x)) {
    if (s === undefined) {
      unknown.push(child(path, k));
      continue;
    }
    if (s.xEmbeddedResource && metaFields.has(k)) {
      out[k] = v;
      continue;
    }
    const prop = s.properties.get(k);
    const ap = additional(s);
    if (prop !== undefined) out[k] = prune(v, prop, child(path, k), unknown);
    else if (ap !== undefined) out[k] = prune(v, ap.schema, child(path, k), unknown);
    else if (!metaFields.has(k) || path !== '') unknown.push(child(path, k));
  }
  return out;
}

function skipPrune(
  x: JsonValue,
  s: Structural | undefined,
  path: string,
  unknown: string[],
): JsonValue {
  if (s === undefined) return x;
  if (Array.isArray(x)) return x.map((v, i) => skipPrune(v, s.items, `${path}[${i}]`, unknown));
  if (!isObject(x)) return x;
  const out: { [k: string]: JsonValue } = {};
  for (const [k, v] of Object.entries(x)) {
    const prop = s.properties.get(k);
    const ap = additional(s);
    if (s.xEmbeddedResource && metaFields.has(k)) out[k] = v;
    else if (prop !== undefined) out[k] = prune(v, prop, child(path, k), unknown);
    else if (ap !== undefined) out[k] = prune(v, ap.schema, child(path, k), unknown);
    else out[k] = v;
  }
  return out;
}

/**
 * PruneWithOptions: prunes `obj` against `s`; at a resource's root the schema counts as an embedded
 * resource, so apiVersion, kind and metadata stay.
 */
export function pruneWithOptions(
  obj: JsonValue,
  s: Structural | undefined,
  isResourceRoot: boolean,
): Pruned {
  let schema = s;
  if (isResourceRoot) {
    schema ??= {
      nullable: false,
      properties: new Map(),
      required: [],
      exclusiveMaximum: false,
      exclusiveMinimum: false,
      uniqueItems: false,
      xPreserveUnknownFields: false,
      xEmbeddedResource: true,
      xIntOrString: false,
      xListMapKeys: [],
      xValidations: [],
      allOf: [],
      anyOf: [],
      oneOf: [],
    };
    if (!schema.xEmbeddedResource) schema = { ...schema, xEmbeddedResource: true };
  }
  const unknownFieldPaths: string[] = [];
  const value = prune(obj, schema, '', unknownFieldPaths);
  // sort.Strings: byte order
  unknownFieldPaths.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { value, unknownFieldPaths };
}

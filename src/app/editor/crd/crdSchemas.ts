// The object editor's schema for custom resources: for every served version of a
// CustomResourceDefinition in the scenario's cluster, an `if apiVersion and kind match, then the
// version's openAPIV3Schema` branch, written as the JSON Schema monaco-yaml checks and completes.
// The API server prunes the fields a structural schema does not declare (and warns of them), so an
// object with properties and no additionalProperties or x-kubernetes-preserve-unknown-fields is
// closed here: a misspelt field is marked where it is. The server's own extensions become their
// JSON Schema readings (nullable → a null type, int-or-string → integer or string); the CEL rules
// and formats are left to the engine, whose 422 the problems strip shows.

import type { JSONSchema } from 'monaco-yaml';
import { isMap, isSeq, parseDocument } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// The keywords JSON Schema reads as the API server does.
const KEPT = [
  'description',
  'enum',
  'default',
  'maximum',
  'minimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'multipleOf',
  'maxProperties',
  'minProperties',
  'required',
] as const;

/** Reads one CRD schema node as JSON Schema. */
export function toJsonSchema(node: JsonObject, atRoot = false): JSONSchema {
  const out: Record<string, unknown> = {};
  for (const k of KEPT) if (node[k] !== undefined) out[k] = node[k];
  // draft-04 exclusive bounds are booleans; monaco-yaml reads them as such
  if (node['exclusiveMaximum'] === true) out['exclusiveMaximum'] = true;
  if (node['exclusiveMinimum'] === true) out['exclusiveMinimum'] = true;
  const type = typeof node['type'] === 'string' ? node['type'] : undefined;
  const types =
    node['x-kubernetes-int-or-string'] === true ? ['integer', 'string'] : type ? [type] : [];
  if (types.length > 0 && node['nullable'] === true) types.push('null');
  if (types.length === 1) out['type'] = types[0];
  else if (types.length > 1) out['type'] = types;
  const props = isObject(node['properties']) ? node['properties'] : undefined;
  const embedded = atRoot || node['x-kubernetes-embedded-resource'] === true;
  if (props !== undefined) {
    const properties: Record<string, JSONSchema> = {};
    for (const [k, v] of Object.entries(props)) if (isObject(v)) properties[k] = toJsonSchema(v);
    if (embedded)
      for (const meta of ['apiVersion', 'kind', 'metadata'])
        // the object's own fields are the Kubernetes object schema's (metadata: ObjectMeta)
        properties[meta] = atRoot ? {} : (properties[meta] ?? {});
    out['properties'] = properties;
  }
  const ap = node['additionalProperties'];
  if (isObject(ap)) out['additionalProperties'] = toJsonSchema(ap);
  else if (typeof ap === 'boolean') out['additionalProperties'] = ap;
  else if (props !== undefined && node['x-kubernetes-preserve-unknown-fields'] !== true)
    // pruned by the server: an unknown field is dropped with a warning
    out['additionalProperties'] = false;
  if (isObject(node['items'])) out['items'] = toJsonSchema(node['items']);
  for (const j of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = node[j];
    if (Array.isArray(list)) out[j] = list.filter(isObject).map((x) => toJsonSchema(x));
  }
  if (isObject(node['not'])) out['not'] = toJsonSchema(node['not']);
  return out as JSONSchema;
}

/** The if/then branches of one CRD, one per version with a schema. */
export function crdBranches(crd: JsonObject): JSONSchema[] {
  const spec = isObject(crd['spec']) ? crd['spec'] : {};
  const names = isObject(spec['names']) ? spec['names'] : {};
  const group = typeof spec['group'] === 'string' ? spec['group'] : '';
  const kind = typeof names['kind'] === 'string' ? names['kind'] : '';
  const versions = Array.isArray(spec['versions']) ? spec['versions'].filter(isObject) : [];
  if (group === '' || kind === '') return [];
  return versions.flatMap((v) => {
    const schema = isObject(v['schema']) ? v['schema']['openAPIV3Schema'] : undefined;
    if (!isObject(schema) || typeof v['name'] !== 'string') return [];
    return [
      {
        if: {
          type: 'object',
          properties: { apiVersion: { const: `${group}/${v['name']}` }, kind: { const: kind } },
          required: ['apiVersion', 'kind'],
        },
        // JSON Schema's `then` keyword: this object is data for the YAML worker, never awaited
        // oxlint-disable-next-line unicorn/no-thenable
        then: toJsonSchema(schema, true),
      } as JSONSchema,
    ];
  });
}

const isCrd = (o: JsonObject): boolean =>
  o['kind'] === 'CustomResourceDefinition' &&
  typeof o['apiVersion'] === 'string' &&
  o['apiVersion'].startsWith('apiextensions.k8s.io/');

let last: { source: string; branches: JSONSchema[] } | undefined;

/** The branches of every CRD among the scenario's cluster objects (Lists opened); the last answer is kept. */
export function scenarioCrdBranches(source: string): JSONSchema[] {
  if (last?.source === source) return last.branches;
  let branches: JSONSchema[] = [];
  try {
    const root = parseDocument(source, { version: '1.1', prettyErrors: false }).contents;
    const cluster = isMap(root) ? root.get('cluster', true) : undefined;
    const objects = isMap(cluster) ? cluster.get('objects', true) : undefined;
    const list = isSeq(objects) ? (objects.toJSON() as Json[]) : [];
    const flat = list
      .filter(isObject)
      .flatMap((o) => (Array.isArray(o['items']) ? o['items'].filter(isObject) : [o]));
    branches = flat.filter(isCrd).flatMap(crdBranches);
  } catch {
    // a scenario that does not parse keeps the editor without custom resource schemas
    branches = [];
  }
  last = { source, branches };
  return branches;
}

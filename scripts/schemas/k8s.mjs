// Builds the Kubernetes part of the editor schemas from the upstream OpenAPI v3 documents: every
// top-level kind, the component schemas they reach (trimmed), and a dispatcher that picks the
// schema by `kind` (and `apiVersion` where two versions share a kind), as monaco-yaml reads it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The component that dispatches any Kubernetes object (or List) to its kind's schema. */
export const OBJECT = 'playground.KubernetesObject';
/** `kind: List`, or any `*List` with items, as `kubectl get -o yaml` prints. */
export const LIST = 'playground.List';

const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const OBJECT_META = 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta';
const LIST_META = 'io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta';
const TIME = [
  'io.k8s.apimachinery.pkg.apis.meta.v1.Time',
  'io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime',
];
// Kinds that are never objects a person writes: discovery documents, watch frames, statuses.
const NOT_OBJECTS = new Set(['Status', 'WatchEvent', 'APIVersions', 'APIGroup']);
const isObjectKind = (kind) => !NOT_OBJECTS.has(kind) && !/(List|Options)$/.test(kind);
// Only the list extensions say something a person can act on (which list items must be unique).
const KEPT_EXTENSIONS = new Set(['x-kubernetes-list-type', 'x-kubernetes-list-map-keys']);

/** Reads every `components.schemas` of the OpenAPI folder into one map (shared types repeat, identical). */
export function readComponents(openapiDir) {
  const all = {};
  for (const file of readdirSync(openapiDir)
    .filter((f) => f.endsWith('_openapi.json'))
    .sort()) {
    const doc = JSON.parse(readFileSync(join(openapiDir, file), 'utf8'));
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
      all[name] ??= schema;
  }
  return all;
}

/** The top-level kinds: [{ name, group, version, kind, apiVersion }], in a stable order. */
export function topLevelKinds(components) {
  const out = [];
  for (const [name, schema] of Object.entries(components)) {
    for (const gvk of schema['x-kubernetes-group-version-kind'] ?? []) {
      if (!isObjectKind(gvk.kind)) continue;
      const apiVersion = gvk.group === '' ? gvk.version : `${gvk.group}/${gvk.version}`;
      out.push({ name, ...gvk, apiVersion });
    }
  }
  return out.sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.apiVersion.localeCompare(b.apiVersion),
  );
}

/** Copies a schema node without defaults and Go-side extensions; descriptions keep their first paragraph. */
function trim(node) {
  if (Array.isArray(node)) return node.map(trim);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'default' || (key.startsWith('x-kubernetes-') && !KEPT_EXTENSIONS.has(key)))
      continue;
    // int32/int64/byte/double say nothing a YAML editor checks; date-time it does check.
    if (key === 'format' && value !== 'date-time') continue;
    if (key === 'description' && typeof value === 'string')
      out[key] = value.split('\n\n')[0].trim();
    else if (key === 'properties')
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
    else out[key] = trim(value);
  }
  return out;
}

const preservesUnknown = (schema) => schema['x-kubernetes-preserve-unknown-fields'] === true;

function collectRefs(node, into) {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, into));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string')
        into.push(value.replace('#/components/schemas/', ''));
      else collectRefs(value, into);
    }
  }
}

/** The trimmed component schemas reachable from the given names. */
function reachable(components, roots) {
  const out = {};
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop();
    if (out[name] !== undefined) continue;
    const schema = components[name];
    if (schema === undefined) throw new Error(`gen-schemas: no schema ${name}`);
    // A short title heads the hover of every field inside (yaml-language-server's closestTitle).
    out[name] = { title: name.slice(name.lastIndexOf('.') + 1), ...trim(schema) };
    // A Go struct has no other fields: the API server's decoder reports any other one as an
    // `unknown field` (a warning, or a 400 with fieldValidation=Strict), so the editor marks it
    // too — which is how a field of a later version shows up as unknown at an earlier one.
    if (out[name].properties && !('additionalProperties' in out[name]) && !preservesUnknown(schema))
      out[name].additionalProperties = false;
    collectRefs(out[name], queue);
  }
  return out;
}

// JSON Schema's if/then keywords, not a thenable: these objects are serialised, never awaited.
// oxlint-disable-next-line unicorn/no-thenable
const when = (condition, then) => ({ if: condition, then });
const kindIs = (kind, apiVersion) => ({
  type: 'object',
  properties: { kind: { const: kind }, ...(apiVersion && { apiVersion: { const: apiVersion } }) },
  required: apiVersion ? ['kind', 'apiVersion'] : ['kind'],
});
// anyOf with a plain string: completion offers the known values, yet custom resources still validate.
const knownOr = (values, description) => ({
  description,
  anyOf: [{ enum: values }, { type: 'string' }],
});

/** Builds `{ components, kinds }`: trimmed schemas plus the OBJECT dispatcher and LIST. */
export function buildK8sComponents(all) {
  const kinds = topLevelKinds(all);
  const schemas = reachable(all, [...new Set(kinds.map((k) => k.name)), LIST_META]);
  for (const name of TIME) {
    // `kubectl create --dry-run -o yaml` prints `creationTimestamp: null`.
    if (schemas[name]) schemas[name] = { ...schemas[name], type: ['string', 'null'] };
  }
  const byKind = new Map();
  for (const k of kinds) byKind.set(k.kind, [...(byKind.get(k.kind) ?? []), k]);
  for (const k of kinds) {
    const own = byKind.get(k.kind).filter((other) => other.name === k.name);
    const props = schemas[k.name].properties;
    props.apiVersion = { ...props.apiVersion, enum: own.map((o) => o.apiVersion) };
    props.kind = { ...props.kind, enum: [k.kind] };
  }
  const branches = [
    when({ ...kindIs('List'), properties: { kind: { pattern: 'List$' } } }, ref(LIST)),
  ];
  for (const [kind, versions] of byKind) {
    if (versions.length === 1) branches.push(when(kindIs(kind), ref(versions[0].name)));
    else {
      for (const v of versions) branches.push(when(kindIs(kind, v.apiVersion), ref(v.name)));
      // An apiVersion that no branch knows still gets told which ones exist.
      branches.push(
        when(kindIs(kind), {
          properties: { apiVersion: { enum: versions.map((v) => v.apiVersion) } },
        }),
      );
    }
  }
  schemas[OBJECT] = {
    title: 'Kubernetes object',
    description: 'A Kubernetes object; its schema follows from kind (and apiVersion).',
    type: 'object',
    properties: {
      apiVersion: knownOr(
        [...new Set(kinds.map((k) => k.apiVersion))].sort(),
        'APIVersion of the object, e.g. v1 or apps/v1.',
      ),
      kind: knownOr([...byKind.keys()], 'Kind of the object, e.g. Pod.'),
      metadata: { allOf: [ref(OBJECT_META)], description: 'Standard object metadata.' },
    },
    allOf: branches,
  };
  schemas[LIST] = {
    title: 'List',
    description: 'A list of objects, as `kubectl get ... -o yaml` prints it.',
    type: 'object',
    required: ['kind'],
    properties: {
      apiVersion: { type: 'string' },
      kind: { type: 'string', pattern: 'List$' },
      metadata: ref(LIST_META),
      items: { type: 'array', items: ref(OBJECT) },
    },
  };
  return { schemas, kinds };
}

export { ref };

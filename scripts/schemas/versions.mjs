// Which OpenAPI components each modelled Kubernetes version's editor schema holds.
//
// MEASURED: 1.32, 1.35 and 1.36 are the OpenAPI v3 documents in ../shared/k8s/openapi-v<version>
// (1.32: upstream's published spec; 1.35 and 1.36: served by running API servers, every API version
// on, default feature gates — see that folder's README).
//
// DERIVED (no server of these versions was run): 1.33, 1.34 and 1.37 are a measured document plus a
// delta read from upstream's API types, k8s.io/api (kubernetes/api), by extract-k8s-api.mjs, which
// writes k8s-api-deltas.json (committed; it needs a clone of kubernetes/api to rerun):
//   1.33 = 1.32's document; a type or field of 1.32 or 1.35 is in it iff k8s.io/api v0.33.0 declares
//          it and its prerelease lifecycle does not say removed by 1.33 (the rule by which the API
//          server stops serving a removed version: k8s.io/apiserver pkg/server/deleted_kinds.go);
//          schemas that both documents have are 1.32's, those only 1.35 has are 1.35's.
//   1.34 = the same with k8s.io/api v0.34.0, from 1.35's document (the nearer one) and 1.32's.
//   1.37 = 1.36's document, less the types and fields k8s.io/api at its 1.37 code freeze (master
//          10b39a3, 2026-07-24; v0.37.0 itself is not in the snapshot) no longer declares, plus the
//          fields it adds to 1.36's types and the kinds that are GA in 1.37 and served by default
//          (certificates.k8s.io/v1 ClusterTrustBundle, PodCertificateRequest: #139437, #139579; the
//          same ones the REST mapping adds), their schemas written from the Go types as openapi-gen
//          would (goTypes.mjs). Alpha API groups new in 1.37 (needing a feature gate) are left out,
//          as the measured servers leave them out.
// Components outside k8s.io/api (apimachinery's meta/v1, apiextensions, kube-aggregator) are the
// base document's in every derived version.

/** Every modelled version and how its components are made. */
export const VERSION_SOURCES = {
  1.32: { measured: '1.32' },
  1.33: { derived: '1.33' },
  1.34: { derived: '1.34' },
  1.35: { measured: '1.35' },
  1.36: { measured: '1.36' },
  1.37: { derived: '1.37' },
};
export const MEASURED = ['1.32', '1.35', '1.36'];

const withProperties = (schema) => ({ ...schema, properties: { ...schema.properties } });

/**
 * Applies a delta (k8s-api-deltas.json's entry for one version) to the measured documents'
 * components (`{ '1.32': components, ... }`), without changing them.
 */
export function deriveComponents(measured, delta) {
  const base = measured[delta.base];
  const other = delta.other === undefined ? {} : measured[delta.other];
  const out = { ...base };
  const edit = (name) => (out[name] = withProperties(out[name]));
  for (const name of delta.drop.types) delete out[name];
  for (const name of delta.fromOther.types) out[name] = other[name];
  for (const [name, fields] of Object.entries(delta.fromOther.fields)) {
    const schema = edit(name);
    for (const f of fields) schema.properties[f] = other[name].properties[f];
  }
  for (const [name, schema] of Object.entries(delta.synthesized.types)) out[name] = schema;
  for (const [name, fields] of Object.entries(delta.synthesized.fields)) {
    const schema = edit(name);
    Object.assign(schema.properties, fields);
  }
  for (const [name, fields] of Object.entries(delta.drop.fields)) {
    if (out[name] === undefined) continue;
    const schema = edit(name);
    for (const f of fields) delete schema.properties[f];
    if (schema.required) schema.required = schema.required.filter((r) => !fields.includes(r));
  }
  return out;
}

/** The components of `version`, from the measured documents' components and the deltas. */
export function componentsFor(version, measured, deltas) {
  const source = VERSION_SOURCES[version];
  if (source === undefined) throw new Error(`gen-schemas: no Kubernetes version ${version}`);
  if (source.measured) return measured[source.measured];
  const delta = deltas[source.derived];
  if (delta === undefined) throw new Error(`gen-schemas: no delta for ${version}`);
  return deriveComponents(measured, delta);
}

import { beforeAll, describe, expect, it } from 'vitest';
import { sharedFolder } from '../src/testing/sharedData.ts';
import { ADMISSION_FEATURE_GATES } from '../src/engine/apimachinery/featureGates.ts';
import { KUBERNETES_VERSIONS } from '../src/engine/apimachinery/version.ts';
import { STRATEGY_FEATURE_GATES } from '../src/engine/registry/featureGates.ts';
import { SCHEMA_VERSIONS, generateSchemas, readDeltas, readMeasured } from './gen-schemas.mjs';

type Schema = Record<string, any>;

const prefix = '#/components/schemas/';
const refName = (node: Schema | undefined) => String(node?.['$ref'] ?? '').replace(prefix, '');

/** Every `$ref` in a document. */
function refsOf(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, into));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      // JSONSchemaProps has a property named `$ref`; only string values are references.
      if (key === '$ref' && typeof value === 'string') into.push(value);
      else refsOf(value, into);
    }
  }
  return into;
}

// The OpenAPI documents live in ../shared beside the checkout, as for gen-restmapping.
sharedFolder('openapi132');
describe('gen-schemas', () => {
  let k8s: Schema;
  let scenario: Schema;
  let schemas: Schema;
  beforeAll(() => {
    ({ k8s, scenario } = generateSchemas());
    schemas = k8s['components'].schemas;
  });

  /** The kinds the dispatcher sends to a schema, as `kind -> [schema names]`. */
  const dispatched = () => {
    const out = new Map<string, string[]>();
    for (const branch of schemas['playground.KubernetesObject'].allOf) {
      const kind = branch.if?.properties?.kind?.const;
      if (typeof kind === 'string' && branch.then.$ref)
        out.set(kind, [...(out.get(kind) ?? []), refName(branch.then)]);
    }
    return out;
  };

  it('dispatches the kinds a scenario holds to their schemas', () => {
    const kinds = dispatched();
    expect(kinds.get('Pod')).toEqual(['io.k8s.api.core.v1.Pod']);
    expect(kinds.get('Deployment')).toEqual(['io.k8s.api.apps.v1.Deployment']);
    expect(kinds.get('MutatingWebhookConfiguration')).toEqual([
      'io.k8s.api.admissionregistration.v1.MutatingWebhookConfiguration',
    ]);
    expect(kinds.get('ValidatingAdmissionPolicy')).toContain(
      'io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicy',
    );
    expect(kinds.get('MutatingAdmissionPolicy')).toEqual([
      'io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicy',
    ]);
  });

  it('dispatches a kind served in two versions by apiVersion too', () => {
    const vap = schemas['playground.KubernetesObject'].allOf.filter(
      (b: Schema) => b.if?.properties?.kind?.const === 'ValidatingAdmissionPolicy',
    );
    const versions = vap.map((b: Schema) => b.if.properties.apiVersion?.const);
    expect(versions).toEqual(
      expect.arrayContaining([
        'admissionregistration.k8s.io/v1',
        'admissionregistration.k8s.io/v1beta1',
      ]),
    );
  });

  it('leaves out lists, options and statuses', () => {
    const kinds = dispatched();
    for (const kind of ['PodList', 'DeleteOptions', 'Status', 'WatchEvent'])
      expect(kinds.has(kind)).toBe(false);
  });

  it('accepts a List whose items are any dispatched object', () => {
    const list = schemas['playground.List'];
    expect(refName(list.properties.items.items)).toBe('playground.KubernetesObject');
    const branch = schemas['playground.KubernetesObject'].allOf[0];
    expect(branch.if.properties.kind.pattern).toBe('List$');
  });

  it('describes the webhook fields an admission author needs', () => {
    const config = schemas['io.k8s.api.admissionregistration.v1.MutatingWebhookConfiguration'];
    const webhook = schemas[refName(config.properties.webhooks.items.allOf[0])];
    expect(Object.keys(webhook.properties)).toEqual(
      expect.arrayContaining(['sideEffects', 'matchConditions', 'reinvocationPolicy']),
    );
    expect(webhook.required).toContain('sideEffects');
    expect(webhook.properties.sideEffects.description).toMatch(/side effects/);
    expect(config.properties.kind.enum).toEqual(['MutatingWebhookConfiguration']);
    expect(config.properties.apiVersion.enum).toEqual(['admissionregistration.k8s.io/v1']);
  });

  it('drops defaults and Go-side extensions but keeps list types', () => {
    const config = schemas['io.k8s.api.admissionregistration.v1.MutatingWebhookConfiguration'];
    expect(config.properties.metadata.default).toBeUndefined();
    expect(config.properties.webhooks.items.default).toBeUndefined();
    const text = JSON.stringify(k8s);
    expect(text).not.toContain('x-kubernetes-patch-strategy');
    expect(text).not.toContain('x-kubernetes-group-version-kind');
    expect(text).toContain('x-kubernetes-list-type');
  });

  it('lets int-or-string and quantities be either', () => {
    const types = (name: string) => schemas[name].oneOf.map((s: Schema) => s['type']).sort();
    expect(types('io.k8s.apimachinery.pkg.util.intstr.IntOrString')).toEqual(['integer', 'string']);
    expect(types('io.k8s.apimachinery.pkg.api.resource.Quantity')).toEqual(['number', 'string']);
  });

  it.each([['k8s'], ['scenario']])('points every $ref of %s.json at a schema it holds', (name) => {
    const doc = name === 'k8s' ? k8s : scenario;
    const missing = refsOf(doc).filter(
      (r) => !r.startsWith(prefix) || !(r.slice(prefix.length) in doc['components'].schemas),
    );
    expect(missing).toEqual([]);
  });

  it('offers every kubernetesVersion the engine models', () => {
    const version =
      scenario['components'].schemas['playground.Scenario'].properties.kubernetesVersion;
    expect(version.anyOf[0].enum).toEqual([...KUBERNETES_VERSIONS]);
  });

  it('offers every feature gate whose default the engine models per version', () => {
    const gates = scenario['components'].schemas['playground.Cluster'].properties.featureGates;
    expect(Object.keys(gates.properties).sort()).toEqual(
      [
        ...new Set([
          ...ADMISSION_FEATURE_GATES,
          'MutatingAdmissionPolicy',
          ...STRATEGY_FEATURE_GATES,
        ]),
      ].sort(),
    );
  });

  it('closes the scenario sections the engine closes, and built-in kinds as their Go structs', () => {
    const own = scenario['components'].schemas;
    expect(refName(scenario['allOf'][0])).toBe('playground.Scenario');
    for (const name of [
      'playground.Scenario',
      'playground.Request',
      'playground.Cluster',
      'playground.Expect',
      'playground.WebhookBehaviour',
    ]) {
      expect(own[name].additionalProperties, name).toBe(false);
    }
    expect(refName(own['playground.Request'].properties.object.allOf[0])).toBe(
      'playground.KubernetesObject',
    );
    // The decoder reports any other field as unknown (a warning by default, Strict refuses it).
    expect(own['io.k8s.api.core.v1.Pod'].additionalProperties).toBe(false);
    expect(own['io.k8s.api.core.v1.PodSpec'].additionalProperties).toBe(false);
    // What the API keeps as it comes stays open: an embedded object, a map.
    expect(own['io.k8s.apimachinery.pkg.runtime.RawExtension'].additionalProperties).not.toBe(
      false,
    );
    expect(own['io.k8s.api.core.v1.ConfigMap'].properties.data.additionalProperties).toEqual({
      type: 'string',
    });
    expect(own['playground.WebhookBehaviour'].properties.fail.enum).toContain('missing-patch-type');
  });
});

/** The apiVersions the dispatcher sends `kind` to a schema for, in a version's document. */
function apiVersionsOf(doc: Schema, kind: string): string[] {
  const schemas = doc['components'].schemas;
  return schemas['playground.KubernetesObject'].allOf
    .filter((b: Schema) => b.if?.properties?.kind?.const === kind && b.then?.$ref)
    .map((b: Schema) => schemas[refName(b.then)].properties.apiVersion.enum)
    .flat()
    .sort();
}

sharedFolder('openapi132');
describe('gen-schemas per Kubernetes version', () => {
  const docs: Record<string, Schema> = {};
  beforeAll(() => {
    const measured = readMeasured();
    const deltas = readDeltas();
    for (const v of SCHEMA_VERSIONS) docs[v] = generateSchemas(v, measured, deltas).scenario;
  });
  const schema = (v: string, name: string) => docs[v]!['components'].schemas[name];

  it('makes a schema for every version the engine models', () => {
    expect(SCHEMA_VERSIONS).toEqual([...KUBERNETES_VERSIONS]);
  });

  it('serves MutatingAdmissionPolicy in the API versions of each release (spec §7 MAP table)', () => {
    const g = 'admissionregistration.k8s.io';
    const byVersion = Object.fromEntries(
      SCHEMA_VERSIONS.map((v) => [v, apiVersionsOf(docs[v]!, 'MutatingAdmissionPolicy')]),
    );
    expect(byVersion).toEqual({
      '1.32': [`${g}/v1alpha1`],
      '1.33': [`${g}/v1alpha1`],
      '1.34': [`${g}/v1alpha1`, `${g}/v1beta1`],
      '1.35': [`${g}/v1alpha1`, `${g}/v1beta1`],
      '1.36': [`${g}/v1`, `${g}/v1alpha1`, `${g}/v1beta1`],
      '1.37': [`${g}/v1`, `${g}/v1alpha1`, `${g}/v1beta1`],
    });
  });

  it('drops ValidatingAdmissionPolicy v1beta1 once its lifecycle says removed (1.34)', () => {
    const vap = (v: string) => apiVersionsOf(docs[v]!, 'ValidatingAdmissionPolicy');
    expect(vap('1.33')).toContain('admissionregistration.k8s.io/v1beta1');
    expect(vap('1.34')).toEqual(['admissionregistration.k8s.io/v1']);
  });

  it('derives 1.33 from 1.32 with what k8s.io/api v0.33.0 adds', () => {
    expect(apiVersionsOf(docs['1.32']!, 'ServiceCIDR')).toEqual(['networking.k8s.io/v1beta1']);
    expect(apiVersionsOf(docs['1.33']!, 'ServiceCIDR')).toEqual([
      'networking.k8s.io/v1',
      'networking.k8s.io/v1beta1',
    ]);
    expect(schema('1.32', 'io.k8s.api.core.v1.PodStatus').properties.observedGeneration).toBe(
      undefined,
    );
    expect(schema('1.33', 'io.k8s.api.core.v1.PodStatus').properties.observedGeneration).toEqual({
      type: 'integer',
      description: expect.stringMatching(/generation/),
    });
    // A field 1.35 has but v0.33.0 does not declare stays out.
    expect(schema('1.33', 'io.k8s.api.core.v1.PodSpec').properties.hostnameOverride).toBe(
      undefined,
    );
  });

  it('derives 1.34 from 1.35 less what k8s.io/api v0.34.0 does not declare', () => {
    const spec = (v: string) => schema(v, 'io.k8s.api.core.v1.PodSpec').properties;
    expect(spec('1.34').hostnameOverride).toBeDefined();
    expect(spec('1.35').workloadRef).toBeDefined();
    expect(spec('1.34').workloadRef).toBeUndefined();
  });

  it('derives 1.37 from 1.36 and the Go types at its code freeze', () => {
    const spec = (v: string) => schema(v, 'io.k8s.api.core.v1.PodSpec').properties;
    expect(spec('1.36').evictionResponders).toBeUndefined();
    expect(spec('1.37').evictionResponders).toMatchObject({
      type: 'array',
      items: { $ref: `${prefix}io.k8s.api.core.v1.EvictionResponder` },
    });
    expect(schema('1.37', 'io.k8s.api.core.v1.EvictionResponder').additionalProperties).toBe(false);
    expect(apiVersionsOf(docs['1.37']!, 'ClusterTrustBundle')).toContain('certificates.k8s.io/v1');
    expect(apiVersionsOf(docs['1.36']!, 'ClusterTrustBundle')).not.toContain(
      'certificates.k8s.io/v1',
    );
    // Beta versions whose lifecycle ends at 1.37 are gone.
    expect(apiVersionsOf(docs['1.36']!, 'VolumeAttributesClass')).toContain(
      'storage.k8s.io/v1beta1',
    );
    expect(apiVersionsOf(docs['1.37']!, 'VolumeAttributesClass')).toEqual(['storage.k8s.io/v1']);
    const ctb = schema('1.37', 'io.k8s.api.certificates.v1.ClusterTrustBundleSpec');
    expect(ctb.required).toEqual(['trustBundle']);
  });

  it.each(SCHEMA_VERSIONS)('points every $ref of %s at a schema it holds', (v) => {
    const doc = docs[v]!;
    const missing = refsOf(doc).filter(
      (r) => !r.startsWith(prefix) || !(r.slice(prefix.length) in doc['components'].schemas),
    );
    expect(missing).toEqual([]);
  });
});

// Holds the transcription to the OpenAPI documents of 1.32, 1.35 and 1.36 beside the checkout
// (../shared/k8s): every struct, at each version (types/versioned.ts adding the later fields), has
// exactly the properties of its schema, and list, map and scalar fields agree in kind.
// OpenAPI carries no field order or omitempty; goTypes.test.ts checks those against types.go.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GoType, goTypeSource, structFields } from './goTypes.ts';
import { versionedStructs } from './types/versioned.ts';
import type { KubernetesVersion } from '../apimachinery/types.ts';

import { sharedFolder } from '../../testing/sharedData.ts';

const prefixes = [
  'io.k8s.api.core.v1.',
  'io.k8s.api.apps.v1.',
  'io.k8s.api.batch.v1.',
  'io.k8s.api.rbac.v1.',
  'io.k8s.apimachinery.pkg.apis.meta.v1.',
  'io.k8s.api.policy.v1.',
  'io.k8s.api.autoscaling.v1.',
  'io.k8s.api.networking.v1.',
  'io.k8s.api.admissionregistration.v1.',
];
// Inlined into their parents, these have no schema of their own; nor have the CONNECT options,
// which are decoded from query parameters.
const inlined = new Set([
  'TypeMeta',
  'Rule',
  'VolumeSource',
  'PersistentVolumeSource',
  'ProbeHandler',
  'IngressRuleValue',
  'PodExecOptions',
  'PodAttachOptions',
  'PodPortForwardOptions',
  'PodProxyOptions',
  'NodeProxyOptions',
  'ServiceProxyOptions',
]);

interface Property {
  type?: string;
  format?: string;
  $ref?: string;
  allOf?: Array<{ $ref?: string }>;
  additionalProperties?: unknown;
}
type Schemas = Record<string, { properties?: Record<string, Property> }>;

function loadSchemas(openapiDir: string): Schemas {
  const schemas: Schemas = {};
  for (const f of readdirSync(openapiDir).filter((n) => n.endsWith('.json'))) {
    Object.assign(
      schemas,
      JSON.parse(readFileSync(join(openapiDir, f), 'utf8')).components?.schemas ?? {},
    );
  }
  return schemas;
}

// The OpenAPI shape a Go type has: array, map, a leaf's JSON type, or the referenced definition.
function expectedShape(type: GoType): string {
  const t = type.kind === 'ptr' ? type.elem : type;
  if (t.kind === 'slice') return 'array';
  if (t.kind === 'map') return 'map';
  if (t.kind === 'struct') return `ref:${t.name.slice(t.name.lastIndexOf('.') + 1)}`;
  if (t.kind !== 'leaf') return 'array';
  const leafShapes: Record<string, string> = {
    s: 'string',
    i: 'integer',
    b: 'boolean',
    f: 'number',
    by: 'string',
    q: 'ref:Quantity',
    t: 'ref:Time',
    mt: 'ref:MicroTime',
    ios: 'ref:IntOrString',
    raw: 'ref:FieldsV1',
  };
  return leafShapes[t.leaf] ?? '';
}

function actualShape(p: Property): string {
  const ref = p.$ref ?? p.allOf?.[0]?.$ref;
  if (ref !== undefined) return `ref:${ref.slice(ref.lastIndexOf('.') + 1)}`;
  if (p.type === 'object' && p.additionalProperties !== undefined) return 'map';
  return p.type ?? '';
}

const documents: ReadonlyArray<[KubernetesVersion, 'openapi132' | 'openapi135' | 'openapi136']> = [
  ['1.32', 'openapi132'],
  ['1.35', 'openapi135'],
  ['1.36', 'openapi136'],
];

// The structs of later fields exist from their first version on; before it no schema has them.
const firstVersion: Readonly<Record<string, KubernetesVersion>> = {
  PodCertificateProjection: '1.34',
  FileKeySelector: '1.34',
  ContainerRestartRule: '1.34',
  ContainerRestartRuleOnExitCodes: '1.34',
  PodExtendedResourceClaimStatus: '1.34',
  ContainerExtendedResourceRequest: '1.34',
  WorkloadReference: '1.35',
  PodSchedulingGroup: '1.36',
  NodeAllocatableResourceClaimStatus: '1.36',
  VolumeStatus: '1.36',
  ImageVolumeStatus: '1.36',
};
const exists = (name: string, version: KubernetesVersion): boolean =>
  !(name in versionedStructs) ||
  (firstVersion[name] !== undefined &&
    Number(firstVersion[name].slice(2)) <= Number(version.slice(2)));

// 1.35 served WorkloadReference, gone from 1.36's types.
const gone = (name: string, version: KubernetesVersion): boolean =>
  name === 'WorkloadReference' && version !== '1.35';

describe.each(documents)('goTypes against the %s OpenAPI documents', (version, folder) => {
  const schemas = loadSchemas(sharedFolder(folder));
  const names = Object.keys(goTypeSource).filter(
    (n) => !inlined.has(n) && exists(n, version) && !gone(n, version),
  );

  // A name with its Go package (autoscalingv2.MetricSpec) is that group-version's definition.
  const schemaOf = (name: string) => {
    const packaged = /^([a-z]+)(v\d+(?:(?:alpha|beta)\d+)?)\.(\w+)$/.exec(name);
    if (packaged !== null)
      return schemas[`io.k8s.api.${packaged[1]}.${packaged[2]}.${packaged[3]}`];
    return prefixes.map((p) => schemas[p + name]).find((s) => s !== undefined);
  };

  it.each(names)('%s has the schema properties, of the same kinds', (name) => {
    const schema = schemaOf(name);
    expect(schema, `no schema for ${name}`).toBeDefined();
    const props = schema?.properties ?? {};
    const fields = structFields(name, version) ?? [];
    expect(fields.map((f) => f.json).toSorted()).toEqual(Object.keys(props).toSorted());
    for (const f of fields) {
      const p = props[f.json];
      if (p !== undefined)
        expect(`${f.json} ${actualShape(p)}`).toBe(`${f.json} ${expectedShape(f.type)}`);
    }
  });
});

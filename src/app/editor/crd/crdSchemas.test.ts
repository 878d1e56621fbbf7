import { describe, expect, it } from 'vitest';
import { crdBranches, scenarioCrdBranches, toJsonSchema } from './crdSchemas.ts';

const crd = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'widgets.example.com' },
  spec: {
    group: 'example.com',
    names: { plural: 'widgets', kind: 'Widget' },
    scope: 'Namespaced',
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: {
              metadata: { type: 'object' },
              spec: {
                type: 'object',
                properties: {
                  size: { type: 'string', nullable: true, enum: ['s', 'm'] },
                  port: { 'x-kubernetes-int-or-string': true },
                  extra: {
                    type: 'object',
                    'x-kubernetes-preserve-unknown-fields': true,
                    properties: { a: { type: 'string' } },
                  },
                },
                'x-kubernetes-validations': [{ rule: 'true' }],
              },
            },
          },
        },
      },
    ],
  },
};

describe('toJsonSchema', () => {
  it('closes objects the server prunes, but not those that preserve unknown fields', () => {
    const s = toJsonSchema(crd.spec.versions[0]!.schema.openAPIV3Schema, true) as {
      additionalProperties: boolean;
      properties: Record<
        string,
        { additionalProperties?: boolean; properties: Record<string, unknown> }
      >;
    };
    expect(s.additionalProperties).toBe(false);
    expect(s.properties['spec']!.additionalProperties).toBe(false);
    expect(s.properties['spec']!.properties['extra']).not.toHaveProperty('additionalProperties');
    // the root's own fields are left to the Kubernetes object schema
    expect(s.properties['metadata']).toEqual({});
    expect(s.properties['apiVersion']).toEqual({});
  });

  it('reads nullable and int-or-string as types, and drops the CEL rules', () => {
    const spec = toJsonSchema(crd.spec.versions[0]!.schema.openAPIV3Schema.properties.spec) as {
      properties: Record<string, unknown>;
    };
    expect(spec.properties['size']).toEqual({ enum: ['s', 'm'], type: ['string', 'null'] });
    expect(spec.properties['port']).toEqual({ type: ['integer', 'string'] });
    expect(spec).not.toHaveProperty('x-kubernetes-validations');
  });
});

describe('crdBranches', () => {
  it('matches the version by apiVersion and kind', () => {
    const [branch] = crdBranches(crd) as [{ if: unknown }];
    expect(branch.if).toEqual({
      type: 'object',
      properties: { apiVersion: { const: 'example.com/v1' }, kind: { const: 'Widget' } },
      required: ['apiVersion', 'kind'],
    });
  });
});

describe('scenarioCrdBranches', () => {
  it("finds the CRDs among the cluster's objects, inside Lists too", () => {
    const source = `
request: { operation: CREATE, object: { apiVersion: example.com/v1, kind: Widget } }
cluster:
  objects:
    - { apiVersion: v1, kind: Namespace, metadata: { name: default } }
    - apiVersion: v1
      kind: List
      items:
        - ${JSON.stringify(crd)}
`;
    expect(scenarioCrdBranches(source)).toHaveLength(1);
    expect(scenarioCrdBranches('cluster: [')).toEqual([]);
  });
});

describe('schemaSettings with CRD branches', () => {
  it('adds the branches to the object editors and a second schema for the whole scenario', async () => {
    const { schemaSettings } = await import('../yamlSchemas.ts');
    const branches = crdBranches(crd);
    const settings = schemaSettings({}, branches);
    const object = settings.find((s) => s.fileMatch.includes('**/object.yaml'));
    if (object === undefined) throw new Error('no object editor schema');
    const allOf = (object.schema as { allOf: unknown[] }).allOf;
    expect(allOf.slice(2)).toEqual(branches);
    // the custom resource's apiVersion and kind are offered, any string staying valid
    expect(allOf[1]).toEqual({
      properties: {
        apiVersion: { anyOf: [{ enum: ['example.com/v1'] }, { type: 'string' }] },
        kind: { anyOf: [{ enum: ['Widget'] }, { type: 'string' }] },
      },
    });
    expect(settings.filter((s) => s.fileMatch.includes('**/scenario.yaml'))).toHaveLength(2);
    expect(schemaSettings({}).filter((s) => s.fileMatch.includes('**/scenario.yaml'))).toHaveLength(
      1,
    );
  });
});

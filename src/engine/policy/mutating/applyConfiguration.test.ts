import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { applyStructuredMergeDiff } from './applyConfiguration.ts';
import { builtinSchema, customResourceSchema, type SchemaNode } from './schema.ts';

const deployment = builtinSchema({
  group: 'apps',
  version: 'v1',
  kind: 'Deployment',
}) as SchemaNode;
const pod = builtinSchema({ group: '', version: 'v1', kind: 'Pod' }) as SchemaNode;

describe('applyStructuredMergeDiff', () => {
  it('adds an entry to a listType=map list (smd_test: add to listType=map)', () => {
    const live: JsonObject = { spec: { template: { spec: { volumes: [{ name: 'x' }] } } } };
    const r = applyStructuredMergeDiff(deployment, live, {
      spec: { template: { spec: { volumes: [{ name: 'y' }] } } },
    });
    expect(r).toEqual({
      ok: true,
      object: { spec: { template: { spec: { volumes: [{ name: 'x' }, { name: 'y' }] } } } },
    });
  });

  it('updates a listType=map entry in place', () => {
    const live: JsonObject = {
      spec: { template: { spec: { volumes: [{ name: 'x' }, { name: 'y' }] } } },
    };
    const r = applyStructuredMergeDiff(deployment, live, {
      spec: { template: { spec: { volumes: [{ name: 'y', hostPath: { path: 'a' } }] } } },
    });
    expect(r.ok && r.object).toEqual({
      spec: {
        template: { spec: { volumes: [{ name: 'x' }, { name: 'y', hostPath: { path: 'a' } }] } },
      },
    });
  });

  it.each([
    [
      'an atomic struct',
      deployment,
      { spec: { selector: { matchLabels: { l: 'v' } } } },
      '.spec.selector',
    ],
    [
      'an atomic list',
      pod,
      { spec: { containers: [{ name: 'c', command: ['sh'] }] } },
      '.spec.containers[0].command',
    ],
  ])('refuses %s', (_name, schema, patch, path) => {
    const r = applyStructuredMergeDiff(schema, {}, patch as JsonObject);
    expect(r).toEqual({
      ok: false,
      error: `invalid ApplyConfiguration: may not mutate atomic arrays, maps or structs: ${path}`,
    });
  });

  it('refuses a field the schema does not declare', () => {
    const r = applyStructuredMergeDiff(deployment, {}, { spec: { replicasx: 1 } });
    expect(r).toEqual({
      ok: false,
      error:
        'failed to convert patch object to typed object: .spec.replicasx: field not declared in schema',
    });
  });

  it('merges maps of a custom resource that preserves unknown fields, and refuses its lists', () => {
    const schema = customResourceSchema({
      type: 'object',
      properties: { spec: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
    });
    expect(applyStructuredMergeDiff(schema, { spec: { a: 1 } }, { spec: { b: 2 } })).toEqual({
      ok: true,
      object: { spec: { a: 1, b: 2 } },
    });
    expect(applyStructuredMergeDiff(schema, {}, { spec: { items: [1] } })).toEqual({
      ok: false,
      error:
        'invalid ApplyConfiguration: may not mutate atomic arrays, maps or structs: .spec.items',
    });
  });

  it('merges labels of a custom resource through ObjectMeta', () => {
    const schema = customResourceSchema({
      type: 'object',
      properties: { spec: { type: 'object' } },
    });
    const r = applyStructuredMergeDiff(
      schema,
      { metadata: { name: 'w', labels: { a: 'b' } } },
      { metadata: { labels: { c: 'd' } } },
    );
    expect(r.ok && r.object).toEqual({ metadata: { name: 'w', labels: { a: 'b', c: 'd' } } });
  });
});

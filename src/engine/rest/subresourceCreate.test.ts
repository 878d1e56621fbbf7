import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { run } from '../testing/scenario.ts';

const pod = {
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'web', namespace: 'default' },
  spec: { containers: [{ name: 'app', image: 'nginx' }] },
};

const create = (subResource: string, object: JsonObject) =>
  run({
    request: { operation: 'CREATE', subResource, namespace: 'default', name: 'web', object },
    objects: [pod],
  });

describe('the pods/binding and pods/eviction handlers', () => {
  it('answers ValidatePodBinding errors as a 500 with no reason (a plain error)', () => {
    const r = create('binding', {
      apiVersion: 'v1',
      kind: 'Binding',
      metadata: { name: 'web', namespace: 'default' },
      target: { kind: 'Pod', name: '' },
    });
    expect(r.status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        '[target.kind: Unsupported value: "Pod": supported values: "Node", "<empty>", target.name: Required value]',
      code: 500,
    });
  });

  it('takes a Binding to a Node', () => {
    const r = create('binding', {
      apiVersion: 'v1',
      kind: 'Binding',
      metadata: { name: 'web', namespace: 'default' },
      target: { kind: 'Node', name: 'node-1' },
    });
    expect(r.allowed).toBe(true);
    expect(r.trace.some((e) => e.plugin === 'BindingREST' && e.outcome === 'allowed')).toBe(true);
  });

  it('refuses an Eviction for another name than the URL', () => {
    const r = create('eviction', {
      apiVersion: 'policy/v1',
      kind: 'Eviction',
      metadata: { name: 'db', namespace: 'default' },
    });
    expect(r.status).toMatchObject({
      code: 400,
      reason: 'BadRequest',
      message: 'name in URL does not match name in Eviction object',
    });
  });
});

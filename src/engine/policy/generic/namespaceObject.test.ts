import { describe, expect, it } from 'vitest';
import { attrs, gvk, gvr } from '../../testing/builders.ts';
import { createNamespaceObject, namespaceObjectName } from './namespaceObject.ts';

describe('namespaceObjectName', () => {
  it.each([
    ['a namespaced request: its namespace', attrs(), 'default'],
    [
      'a cluster-scoped request: none',
      attrs({ namespace: '', kind: gvk('', 'v1', 'Node'), resource: gvr('', 'v1', 'nodes') }),
      '',
    ],
    [
      'a request on a Namespace: none, although it carries its own name as namespace',
      attrs({
        namespace: 'team',
        kind: gvk('', 'v1', 'Namespace'),
        resource: gvr('', 'v1', 'namespaces'),
      }),
      '',
    ],
  ])('%s', (_name, a, want) => {
    expect(namespaceObjectName(a)).toBe(want);
  });
});

describe('createNamespaceObject', () => {
  it('keeps selected metadata, spec and status, without TypeMeta, and fills in what the server sets on create', () => {
    const ns = {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'team', labels: { a: 'b' }, managedFields: [] },
    };
    expect(createNamespaceObject(ns)).toEqual({
      metadata: { name: 'team', labels: { a: 'b' } },
      spec: { finalizers: ['kubernetes'] },
      status: { phase: 'Active' },
    });
  });
});

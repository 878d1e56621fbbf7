import { describe, expect, it } from 'vitest';
import type { Attributes } from '../../admission/attributes.ts';
import type { JsonValue } from '../../apimachinery/types.ts';
import { attrs, gvk, gvr, namespaces, obj } from '../../testing/builders.ts';
import { describeLabels, matchNamespaceSelector } from './namespace.ts';

// The lister of predicates/namespace/matcher_test.go: namespace "1" has runlevel=1; "2" is not stored.
const lister = namespaces({ '1': { runlevel: '1' } });
const namespace2 = obj('Namespace', '2', { runlevel: '2' });
const ns = (over: Partial<Attributes>): Attributes =>
  attrs({
    kind: gvk('', 'v1', 'Namespace'),
    resource: gvr('', 'v1', 'namespaces'),
    object: undefined,
    ...over,
  });
const level = (runlevel: string): JsonValue => ({ matchLabels: { runlevel } });

describe('matchNamespaceSelector', () => {
  // TestGetNamespaceLabels, observed through which runlevel a selector sees.
  it.each<[string, Attributes, string]>([
    [
      'creating a namespace reads the labels of the object itself',
      ns({ operation: 'CREATE', namespace: '', name: '2', object: namespace2 }),
      '2',
    ],
    [
      'updating a namespace reads the labels of the new object',
      ns({ operation: 'UPDATE', namespace: '2', name: '2', object: namespace2 }),
      '2',
    ],
    [
      'deleting a namespace reads the stored labels',
      ns({ operation: 'DELETE', namespace: '1', name: '1', object: namespace2 }),
      '1',
    ],
    [
      'a namespace subresource reads the stored labels',
      ns({ operation: 'CREATE', namespace: '1', name: 'mock-name', subresource: 'finalizers' }),
      '1',
    ],
    ['a pod reads the labels of its namespace', attrs({ namespace: '1', name: 'mock-name' }), '1'],
  ])('%s', (_name, attr, runlevel) => {
    expect(matchNamespaceSelector(level(runlevel), attr, lister)).toMatchObject({ matches: true });
    expect(matchNamespaceSelector(level(runlevel === '1' ? '2' : '1'), attr, lister)).toMatchObject(
      { matches: false },
    );
  });

  it.each<[string, JsonValue, Attributes, boolean]>([
    // TestNotExemptClusterScopedResource
    [
      'an empty selector matches a cluster-scoped resource',
      {},
      attrs({ namespace: '', resource: gvr('', 'v1', 'nodes'), kind: gvk('', 'v1', 'Node') }),
      true,
    ],
    [
      'a non-empty selector never excludes a cluster-scoped resource',
      level('9'),
      attrs({ namespace: '', resource: gvr('', 'v1', 'nodes'), kind: gvk('', 'v1', 'Node') }),
      true,
    ],
    [
      'an empty selector matches even in a namespace that does not exist',
      {},
      attrs({ namespace: 'missing' }),
      true,
    ],
    [
      'a NotIn selector matches a namespace without the label',
      { matchExpressions: [{ key: 'runlevel', operator: 'NotIn', values: ['0'] }] },
      attrs({ namespace: '1' }),
      true,
    ],
    [
      'a selector on another label does not match',
      { matchLabels: { team: 'a' } },
      attrs({ namespace: '1' }),
      false,
    ],
  ])('%s', (_name, selector, attr, matches) => {
    const decision = matchNamespaceSelector(selector, attr, lister);
    expect(decision.matches).toBe(matches);
    expect(decision.error).toBeUndefined();
  });

  it('answers the NotFound status as is when the namespace does not exist', () => {
    const decision = matchNamespaceSelector(level('1'), attrs({ namespace: 'missing' }), lister);
    expect(decision.matches).toBe(false);
    expect(decision.error).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'namespaces "missing" not found',
      reason: 'NotFound',
      details: { name: 'missing', kind: 'namespaces' },
      code: 404,
    });
  });

  it('answers an InternalError when the selector does not parse', () => {
    const decision = matchNamespaceSelector(
      { matchExpressions: [{ key: 'a', operator: 'Equals' }] },
      attrs({ namespace: '1' }),
      lister,
    );
    expect(decision.matches).toBe(false);
    expect(decision.error?.code).toBe(500);
    expect(decision.error?.message).toBe(
      'Internal error occurred: "Equals" is not a valid label selector operator',
    );
  });

  it('explains a decision with the selector and the labels it saw', () => {
    expect(matchNamespaceSelector(level('2'), attrs({ namespace: '1' }), lister).detail).toBe(
      'runlevel=2 does not select the labels of namespace "1" {runlevel=1}',
    );
  });
});

describe('describeLabels', () => {
  it.each([
    ['no labels', {}, '{}'],
    ['labels in order', { a: '1', b: '2' }, '{a=1, b=2}'],
  ])('renders %s', (_name, labels, text) => {
    expect(describeLabels(labels)).toBe(text);
  });
});

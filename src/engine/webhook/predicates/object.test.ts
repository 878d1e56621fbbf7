import { describe, expect, it } from 'vitest';
import type { Attributes } from '../../admission/attributes.ts';
import type { JsonValue } from '../../apimachinery/types.ts';
import { attrs, gvk, gvr, obj } from '../../testing/builders.ts';
import { matchObjectSelector } from './object.ts';

// The fixtures of predicates/object/matcher_test.go (TestObjectSelector).
const nodeLevel1 = obj('Node', 'n1', { runlevel: '1' });
const nodeLevel2 = obj('Node', 'n2', { runlevel: '2' });
const runLevel1Excluder: JsonValue = {
  matchExpressions: [{ key: 'runlevel', operator: 'NotIn', values: ['1'] }],
};
const nodeProxyOptions = { apiVersion: 'v1', kind: 'NodeProxyOptions', path: '/' };
const node = (over: Partial<Attributes>): Attributes =>
  attrs({
    namespace: '',
    name: 'name',
    kind: gvk('', 'v1', 'Node'),
    resource: gvr('', 'v1', 'nodes'),
    object: undefined,
    oldObject: undefined,
    ...over,
  });

describe('matchObjectSelector', () => {
  it.each<[string, JsonValue, Attributes, boolean]>([
    ['an empty object selector matches everything', {}, node({}), true],
    ['matches the new object', runLevel1Excluder, node({ object: nodeLevel2 }), true],
    [
      'matches the old object',
      runLevel1Excluder,
      node({ operation: 'DELETE', oldObject: nodeLevel2 }),
      true,
    ],
    ['does not match the new object', runLevel1Excluder, node({ object: nodeLevel1 }), false],
    ['does not match the old object', runLevel1Excluder, node({ oldObject: nodeLevel1 }), false],
    [
      'does not match an object without ObjectMeta',
      runLevel1Excluder,
      node({ object: nodeProxyOptions }),
      false,
    ],
    [
      'an empty selector matches an object without ObjectMeta too',
      {},
      node({ object: nodeProxyOptions }),
      true,
    ],
    // Beyond the upstream table: new OR old, and no object at all.
    [
      'an UPDATE matches when only the old object matches',
      runLevel1Excluder,
      node({ operation: 'UPDATE', object: nodeLevel1, oldObject: nodeLevel2 }),
      true,
    ],
    [
      'an UPDATE matches when only the new object matches',
      runLevel1Excluder,
      node({ operation: 'UPDATE', object: nodeLevel2, oldObject: nodeLevel1 }),
      true,
    ],
    ['no object at all never matches a non-empty selector', runLevel1Excluder, node({}), false],
    [
      'DeleteOptions as the object never match',
      runLevel1Excluder,
      node({
        operation: 'DELETE',
        object: { kind: 'DeleteOptions', apiVersion: 'meta.k8s.io/v1' },
      }),
      false,
    ],
    [
      'an object without labels matches a NotIn selector',
      runLevel1Excluder,
      node({ object: obj('Node', 'n') }),
      true,
    ],
  ])('%s', (_name, selector, attr, matches) => {
    const decision = matchObjectSelector(selector, attr);
    expect(decision.matches).toBe(matches);
    expect(decision.error).toBeUndefined();
  });

  it('answers an InternalError when the selector does not parse', () => {
    const decision = matchObjectSelector(
      { matchExpressions: [{ key: 'a', operator: 'In', values: [] }] },
      node({ object: nodeLevel1 }),
    );
    expect(decision.matches).toBe(false);
    expect(decision.error?.reason).toBe('InternalError');
    expect(decision.error?.message).toBe(
      "Internal error occurred: values: Invalid value: []string{}: for 'in', 'notin' operators, values set can't be empty",
    );
  });

  it('explains a miss with both objects it tried', () => {
    expect(
      matchObjectSelector(
        { matchLabels: { runlevel: '3' } },
        node({ object: nodeLevel1, oldObject: nodeLevel2 }),
      ).detail,
    ).toBe('runlevel=3 selects neither the object {runlevel=1} nor the oldObject {runlevel=2}');
  });
});

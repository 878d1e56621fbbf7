import { describe, expect, it } from 'vitest';
import { canonicalScenario, holdsData, sameData, setInData } from './sameData.ts';
import { readYaml } from './yamlDocument.ts';

describe('the splicers’ safety net', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['mapping keys in another order', { a: '1', b: ['x'] }, { b: ['x'], a: '1' }, true],
    ['list items in another order', ['a', 'b'], ['b', 'a'], false],
    ['a key more', { a: '1' }, { a: '1', b: '2' }, false],
    ['a string against a mapping', '{}', {}, false],
  ])('compares %s', (_, a, b, same) => {
    expect(sameData(a, b)).toBe(same);
  });

  it('sets and removes at a path as the rewriting approach does', () => {
    expect(setInData({ request: { a: '1' } }, ['request', 'b', 'c'], 'x')).toEqual({
      request: { a: '1', b: { c: 'x' } },
    });
    expect(setInData({ request: { a: '1' } }, ['request', 'a'], undefined)).toEqual({
      request: {},
    });
    expect(setInData({ request: '' }, ['request', 'a'], undefined)).toEqual({ request: '' });
  });

  it('orders cluster.objects as the rewrite does: other objects, then configurations', () => {
    const data = {
      cluster: { objects: [{ kind: 'MutatingWebhookConfiguration' }, { kind: 'Namespace' }] },
    };
    expect(canonicalScenario(data)).toEqual({
      cluster: { objects: [{ kind: 'Namespace' }, { kind: 'MutatingWebhookConfiguration' }] },
    });
  });

  it('takes no text that does not parse', () => {
    expect(holdsData('a: [\n', { a: [] })).toBe(false);
    expect(holdsData('a: [b]\n', { a: ['b'] })).toBe(true);
  });

  it('reads the same text once', () => {
    const text = 'a: 1\n';
    expect(readYaml(text)).toBe(readYaml(text));
    expect(readYaml(text).data()).toEqual({ a: '1' });
  });
});

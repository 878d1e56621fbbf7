import { describe, expect, it } from 'vitest';
import type { JsonValue } from './types.ts';
import { semanticDeepEqual } from './semanticEqual.ts';

type Row = [string, JsonValue | undefined, JsonValue | undefined, boolean];

describe('semanticDeepEqual', () => {
  it.each<Row>([
    ['identical scalars', 'a', 'a', true],
    ['different strings', 'a', 'b', false],
    ['different numbers', 1, 2, false],
    ['a number and its string', 1, '1', false],
    ['arrays in the same order', [1, [2, 3]], [1, [2, 3]], true],
    ['arrays in another order', [1, 2], [2, 1], false],
    ['arrays of different length', [1], [1, 1], false],
    ['objects whatever the key order', { a: 1, b: { c: 2 } }, { b: { c: 2 }, a: 1 }, true],
    ['objects with a different nested value', { a: { b: 1 } }, { a: { b: 2 } }, false],
  ])('typed: %s → %s', (_name, a, b, equal) => {
    expect(semanticDeepEqual(a, b, true)).toBe(equal);
    expect(semanticDeepEqual(b, a, true)).toBe(equal);
  });

  // Typed objects: nil and empty slices/maps are equal and omitempty members vanish.
  it.each<Row>([
    ['null and an empty list', null, [], true],
    ['null and an empty map', null, {}, true],
    [
      'an absent member and an empty list',
      { spec: { a: 1 } },
      { spec: { a: 1, tolerations: [] } },
      true,
    ],
    [
      'an absent member and an empty map',
      { metadata: { name: 'p' } },
      { metadata: { name: 'p', labels: {} } },
      true,
    ],
    [
      'an absent member and null',
      { metadata: { name: 'p' } },
      { metadata: { name: 'p', annotations: null } },
      true,
    ],
    [
      'an absent member and a non-empty map',
      { metadata: {} },
      { metadata: { labels: { a: 'b' } } },
      false,
    ],
    ['empty lists deep inside arrays', { c: [{ env: [] }] }, { c: [{}] }, true],
  ])('typed: %s → %s', (_name, a, b, equal) => {
    expect(semanticDeepEqual(a, b, true)).toBe(equal);
    expect(semanticDeepEqual(b, a, true)).toBe(equal);
  });

  // Custom resources are unstructured maps: presence matters and null is not [] or {}.
  it.each<Row>([
    ['identical objects', { spec: { a: [1] } }, { spec: { a: [1] } }, true],
    ['an absent member and an empty list', { spec: {} }, { spec: { items: [] } }, false],
    ['an absent member and null', { spec: {} }, { spec: { x: null } }, false],
    ['null and an empty map', null, {}, false],
    ['null and an empty list', { a: null }, { a: [] }, false],
    ['two empty lists', { a: [] }, { a: [] }, true],
  ])('unstructured: %s → %s', (_name, a, b, equal) => {
    expect(semanticDeepEqual(a, b, false)).toBe(equal);
    expect(semanticDeepEqual(b, a, false)).toBe(equal);
  });

  // Bug: Semantic.DeepEqual compares resource.Quantity by value (spec §7.1 step 7), so a webhook that
  // rewrites cpu "1" as "1000m" has not changed a typed object; we compare the strings and report a
  // change, which triggers reinvocation and a mutated:true annotation upstream would not produce.
  it.fails('treats equal quantities as equal in typed objects', () => {
    const pod = (cpu: string): JsonValue => ({
      spec: { containers: [{ name: 'c', resources: { limits: { cpu } } }] },
    });
    expect(semanticDeepEqual(pod('1'), pod('1000m'), true)).toBe(true);
  });
});

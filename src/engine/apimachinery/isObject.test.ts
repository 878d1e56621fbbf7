import { describe, expect, it } from 'vitest';
import type { JsonValue } from './types.ts';
import { asObject, isObject } from './isObject.ts';

describe('isObject', () => {
  it.each<[string, JsonValue | undefined, boolean]>([
    ['an object', { a: 1 }, true],
    ['an empty object', {}, true],
    ['null', null, false],
    ['an array', [1], false],
    ['a string', 'x', false],
    ['a number', 0, false],
    ['a boolean', false, false],
    ['undefined', undefined, false],
  ])('tells %s', (_name, value, expected) => {
    expect(isObject(value)).toBe(expected);
  });

  it('returns an object as itself and anything else as undefined', () => {
    const o = { a: 1 };
    expect(asObject(o)).toBe(o);
    expect(asObject([o])).toBeUndefined();
    expect(asObject(null)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { aggregateString } from '../apimachinery/field.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import { validateListSetsAndMaps } from './listType.ts';
import { structuralFrom } from './structural.ts';

const schema = structuralFrom({
  type: 'object',
  properties: {
    set: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'string' } },
    ports: {
      type: 'array',
      'x-kubernetes-list-type': 'map',
      'x-kubernetes-list-map-keys': ['port'],
      items: { type: 'object', properties: { port: { type: 'integer' } } },
    },
    pairs: {
      type: 'array',
      'x-kubernetes-list-type': 'map',
      'x-kubernetes-list-map-keys': ['a', 'b'],
      items: { type: 'object' },
    },
  },
});
const run = (v: JsonValue): string =>
  aggregateString(validateListSetsAndMaps('', schema, v), '1.32');

describe('validateListSetsAndMaps', () => {
  it('reports the second appearance of a set item once', () => {
    expect(run({ set: ['a', 'b', 'a', 'a'] })).toBe('set[2]: Duplicate value: "a"');
  });
  it('keeps 1 and "1" apart', () => {
    expect(run({ set: [1, '1'] })).toBe('');
  });
  it('reports a repeated map key, and a missing key as unspecified', () => {
    expect(run({ ports: [{ port: 80 }, { port: 80 }, {}, {}] })).toBe(
      '[ports[1]: Duplicate value: map[string]interface {}{"port":80}, ports[3]: Duplicate value: map[string]interface {}{}]',
    );
  });
  it('compares several keys together', () => {
    expect(
      run({
        pairs: [
          { a: 1, b: 2 },
          { a: 1, b: 3 },
          { b: 2, a: 1 },
        ],
      }),
    ).toBe('pairs[2]: Duplicate value: map[string]interface {}{"a":1, "b":2}');
  });
  it('refuses a scalar in a map list', () => {
    expect(run({ ports: [{ port: 1 }, 3] })).toBe(
      'ports[1]: Invalid value: 3: must be an object for an array of list-type map',
    );
  });
});

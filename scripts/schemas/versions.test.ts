import { describe, expect, it } from 'vitest';
import { componentsFor, deriveComponents, VERSION_SOURCES } from './versions.mjs';

const measured = {
  '1.32': {
    A: { properties: { a: { type: 'string' }, gone: { type: 'string' } }, required: ['gone'] },
    Old: { properties: {} },
  },
  '1.35': {
    A: { properties: { a: { type: 'integer' }, later: { type: 'boolean' } } },
    New: { properties: { n: { type: 'string' } } },
  },
  '1.36': {},
};
const delta = {
  base: '1.32',
  other: '1.35',
  drop: { types: ['Old'], fields: { A: ['gone'] } },
  fromOther: { types: ['New'], fields: { A: ['later'] } },
  synthesized: { types: { Made: { type: 'object' } }, fields: { A: { made: { type: 'string' } } } },
};

describe('deriveComponents', () => {
  it('applies a delta to the base document, taking added schemas from the other one', () => {
    const out = deriveComponents(measured, delta);
    expect(Object.keys(out).sort()).toEqual(['A', 'Made', 'New']);
    expect(out['A']).toEqual({
      properties: { a: { type: 'string' }, later: { type: 'boolean' }, made: { type: 'string' } },
      required: [],
    });
    expect(out['New']).toBe(measured['1.35'].New);
  });

  it('leaves the measured documents as they were', () => {
    deriveComponents(measured, delta);
    expect(Object.keys(measured['1.32'].A.properties)).toEqual(['a', 'gone']);
    expect(measured['1.32'].Old).toBeDefined();
  });
});

describe('componentsFor', () => {
  it('hands out measured documents as they are and derives the others', () => {
    expect(componentsFor('1.32', measured, {})).toBe(measured['1.32']);
    expect(componentsFor('1.33', measured, { '1.33': delta })['New']).toBeDefined();
    expect(() => componentsFor('1.31', measured, {})).toThrow(/no Kubernetes version 1.31/);
    expect(() => componentsFor('1.37', measured, {})).toThrow(/no delta for 1.37/);
    expect(Object.keys(VERSION_SOURCES)).toEqual(['1.32', '1.33', '1.34', '1.35', '1.36', '1.37']);
  });
});

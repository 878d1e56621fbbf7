// Cases from apiextensions-apiserver pkg/apiserver/schema/defaulting/algorithm_test.go (TestDefault)
// and prunenulls_test.go, with the Go Structural literals written as the JSON schemas they come from.
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { applyDefaults, pruneNonNullableNullsWithoutDefaults } from './defaults.ts';
import { structuralFrom } from './structural.ts';

const cases: [string, JsonValue, JsonObject | undefined, JsonValue][] = [
  ['empty', null, undefined, null],
  ['scalar', 4, { default: 'foo' }, 4],
  ['scalar array', [1, 2], { items: { default: 'foo' } }, [1, 2]],
  [
    'object array',
    [{ a: 1 }, { b: 1 }, { c: 1 }],
    { items: { properties: { a: { default: 'A' }, b: { default: 'B' }, c: { default: 'C' } } } },
    [
      { a: 1, b: 'B', c: 'C' },
      { a: 'A', b: 1, c: 'C' },
      { a: 'A', b: 'B', c: 1 },
    ],
  ],
  [
    'object array object',
    {
      array: [{ a: 1 }, { b: 2 }],
      object: { a: 1 },
      additionalProperties: { x: { a: 1 }, y: { b: 2 } },
    },
    {
      properties: {
        array: { items: { properties: { a: { default: 'A' }, b: { default: 'B' } } } },
        object: { properties: { a: { default: 'N' }, b: { default: 'O' } } },
        additionalProperties: {
          additionalProperties: { properties: { a: { default: 'alpha' }, b: { default: 'beta' } } },
        },
        foo: { default: 'bar' },
      },
    },
    {
      array: [
        { a: 1, b: 'B' },
        { a: 'A', b: 2 },
      ],
      object: { a: 1, b: 'O' },
      additionalProperties: { x: { a: 1, b: 'beta' }, y: { a: 'alpha', b: 2 } },
      foo: 'bar',
    },
  ],
  [
    'empty and null',
    [{}, { a: 1 }, { a: 0 }, { a: '' }, { a: null }, { a: [] }, { a: {} }],
    { items: { properties: { a: { default: 'A' } } } },
    [{ a: 'A' }, { a: 1 }, { a: 0 }, { a: '' }, { a: 'A' }, { a: [] }, { a: {} }],
  ],
  ['null in non-nullable list', [null], { items: { default: 'A' } }, ['A']],
  [
    'null in nullable object',
    { a: null },
    { properties: { a: { nullable: true, default: 'A' } } },
    { a: null },
  ],
  ['null in non-nullable object', { a: null }, { properties: { a: { default: 'A' } } }, { a: 'A' }],
  [
    'null in additionalProperties',
    { x: null },
    { additionalProperties: { default: 'A' } },
    { x: 'A' },
  ],
  [
    'defaults are defaulted inside',
    {},
    { properties: { spec: { default: {}, properties: { replicas: { default: 1 } } } } },
    { spec: { replicas: 1 } },
  ],
];

describe('applyDefaults', () => {
  it.each(cases)('%s', (_, json, schema, want) => {
    expect(applyDefaults(json, schema === undefined ? undefined : structuralFrom(schema))).toEqual(
      want,
    );
  });
  it('leaves its input alone', () => {
    const input = { a: null };
    applyDefaults(input, structuralFrom({ properties: { a: { default: 'A' } } }));
    expect(input).toEqual({ a: null });
  });
});

describe('pruneNonNullableNullsWithoutDefaults', () => {
  it('drops nulls that are neither nullable nor defaulted, keeps the others', () => {
    const schema = structuralFrom({
      properties: {
        a: {},
        b: { nullable: true },
        c: { default: 'C' },
        list: { items: { properties: { d: {} } } },
      },
    });
    expect(
      pruneNonNullableNullsWithoutDefaults(
        { a: null, b: null, c: null, e: null, list: [{ d: null }] },
        schema,
      ),
    ).toEqual({
      b: null,
      c: null,
      e: null,
      list: [{}],
    });
  });
});

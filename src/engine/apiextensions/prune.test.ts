// Cases from apiextensions-apiserver pkg/apiserver/schema/pruning/algorithm_test.go (TestPrune),
// with the Go Structural literals written as the JSON schemas they come from.
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { pruneWithOptions } from './prune.ts';
import { structuralFrom } from './structural.ts';

const cases: {
  name: string;
  json: JsonValue;
  schema?: JsonObject;
  root?: boolean;
  object: JsonValue;
  pruned?: string[];
}[] = [
  { name: 'empty', json: null, object: null },
  { name: 'scalar', json: 4, schema: {}, object: 4 },
  {
    name: 'object array',
    json: [{ a: 1 }, { b: 1 }, { a: 1, b: 2, c: 3 }],
    schema: { items: { properties: { a: {}, c: {} } } },
    object: [{ a: 1 }, {}, { a: 1, c: 3 }],
    pruned: ['[1].b', '[2].b'],
  },
  {
    name: 'object array with nil schema',
    json: [{ a: 1 }, { b: 1 }, { a: 1, b: 2, c: 3 }],
    object: [{}, {}, {}],
    pruned: ['[0].a', '[1].b', '[2].a', '[2].b', '[2].c'],
  },
  {
    name: 'object array object',
    json: {
      array: [{ a: 1 }, { b: 1 }, { a: 1, b: 2, c: 3 }],
      unspecified: { a: 1 },
      specified: { a: 1, b: 2, c: 3 },
    },
    schema: {
      properties: {
        array: { items: { properties: { a: {}, c: {} } } },
        specified: { properties: { a: {}, c: {} } },
      },
    },
    object: { array: [{ a: 1 }, {}, { a: 1, c: 3 }], specified: { a: 1, c: 3 } },
    pruned: ['array[1].b', 'array[2].b', 'specified.b', 'unspecified'],
  },
  {
    name: 'nested x-kubernetes-preserve-unknown-fields',
    json: {
      unspecified: 'bar',
      alpha: 'abc',
      unspecifiedObject: { unspecified: 'bar' },
      pruning: {
        unspecified: 'bar',
        unspecifiedObject: { unspecified: 'bar' },
        pruning: { unspecified: 'bar' },
        apiVersion: 'unknown',
        preserving: { unspecified: 'bar' },
      },
      preserving: {
        unspecified: 'bar',
        pruning: { unspecified: 'bar' },
        preservingUnknownType: [{ foo: true }],
      },
      preservingAdditionalProperties: {
        foo: { specified: { unspecified: 'bar' }, unspecified: 'bar' },
      },
    },
    schema: {
      type: 'object',
      'x-kubernetes-preserve-unknown-fields': true,
      properties: {
        alpha: { type: 'string' },
        pruning: {
          type: 'object',
          properties: {
            preserving: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
            pruning: { type: 'object' },
          },
        },
        preserving: {
          type: 'object',
          'x-kubernetes-preserve-unknown-fields': true,
          properties: {
            preservingUnknownType: { 'x-kubernetes-preserve-unknown-fields': true },
            pruning: { type: 'object' },
          },
        },
        preservingAdditionalProperties: {
          type: 'object',
          'x-kubernetes-preserve-unknown-fields': true,
          additionalProperties: { type: 'object', properties: { specified: { type: 'object' } } },
        },
      },
    },
    object: {
      unspecified: 'bar',
      alpha: 'abc',
      unspecifiedObject: { unspecified: 'bar' },
      pruning: { pruning: {}, preserving: { unspecified: 'bar' } },
      preserving: { unspecified: 'bar', pruning: {}, preservingUnknownType: [{ foo: true }] },
      preservingAdditionalProperties: { foo: { specified: {} } },
    },
    pruned: [
      'preserving.pruning.unspecified',
      'preservingAdditionalProperties.foo.specified.unspecified',
      'preservingAdditionalProperties.foo.unspecified',
      'pruning.apiVersion',
      'pruning.pruning.unspecified',
      'pruning.unspecified',
      'pruning.unspecifiedObject',
    ],
  },
  {
    name: 'additionalProperties with bool',
    json: { a: 1, b: 1, c: { a: 1, b: 2, c: { a: 1, apiVersion: 'unknown' } } },
    schema: { properties: { a: {}, c: { additionalProperties: false } } },
    object: { a: 1, c: { a: 1, b: 2, c: {} } },
    pruned: ['b', 'c.c.a', 'c.c.apiVersion'],
  },
  {
    name: 'resource root keeps apiVersion, kind and metadata; embedded resources keep theirs',
    root: true,
    json: {
      apiVersion: 'foo/v1',
      kind: 'Foo',
      metadata: { name: 'x' },
      unspecified: 1,
      spec: { embedded: { apiVersion: 'v1', kind: 'Pod', metadata: {}, other: 1 } },
    },
    schema: {
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          properties: { embedded: { type: 'object', 'x-kubernetes-embedded-resource': true } },
        },
      },
    },
    object: {
      apiVersion: 'foo/v1',
      kind: 'Foo',
      metadata: { name: 'x' },
      spec: { embedded: { apiVersion: 'v1', kind: 'Pod', metadata: {} } },
    },
    pruned: ['spec.embedded.other', 'unspecified'],
  },
];

describe('pruneWithOptions', () => {
  it.each(cases)('$name', ({ json, schema, root, object, pruned }) => {
    const got = pruneWithOptions(
      json,
      schema === undefined ? undefined : structuralFrom(schema),
      root ?? false,
    );
    expect(got.value).toEqual(object);
    expect(got.unknownFieldPaths).toEqual(pruned ?? []);
  });
});

import { describe, expect, it } from 'vitest';
import { aggregateString } from '../apimachinery/field.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { structuralFrom } from './structural.ts';
import { validateCustomResource } from './validate.ts';

const ruleSchema: JsonObject = {
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        groups: {
          type: 'array',
          items: {
            type: 'object',
            required: ['name'],
            properties: {
              name: { type: 'string', minLength: 1 },
              interval: {
                type: 'string',
                pattern:
                  '^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$',
              },
              rules: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    expr: { 'x-kubernetes-int-or-string': true },
                    labels: { type: 'object', additionalProperties: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

const messages = (schema: JsonObject, value: JsonValue): string =>
  aggregateString(validateCustomResource(structuralFrom(schema), value), '1.32');

describe('validateCustomResource', () => {
  it('reports an integer label where the schema says string, as kube-apiserver does', () => {
    const obj = {
      spec: { groups: [{ name: 'g', rules: [{ expr: 'up', labels: { severity: 1 } }] }] },
    };
    expect(messages(ruleSchema, obj)).toBe(
      'spec.groups[0].rules[0].labels.severity: Invalid value: "integer": spec.groups[0].rules[0].labels.severity in body must be of type string: "integer"',
    );
  });

  it('reports required, pattern and minLength', () => {
    const obj = { spec: { groups: [{ interval: '5x' }, { name: '' }] } };
    expect(messages(ruleSchema, obj)).toBe(
      '[spec.groups[0].interval: Invalid value: "5x": spec.groups[0].interval in body should match \'^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$\', ' +
        'spec.groups[0].name: Required value, ' +
        'spec.groups[1].name: Invalid value: "": spec.groups[1].name in body should be at least 1 chars long]',
    );
  });

  const table: [string, JsonObject, JsonValue, string][] = [
    [
      'int-or-string refuses a bool',
      { 'x-kubernetes-int-or-string': true },
      true,
      ': Invalid value: "boolean":  in body must be of type integer,string: "boolean"',
    ],
    ['int-or-string takes an int', { 'x-kubernetes-int-or-string': true }, 3, ''],
    [
      'null where not nullable',
      { type: 'string' },
      null,
      ': Invalid value: "null":  in body must be of type string: "null"',
    ],
    ['null where nullable', { type: 'string', nullable: true }, null, ''],
    [
      'null never matches an enum, even one listing null (basicCommonValidator)',
      { type: 'string', nullable: true, enum: ['a', null] },
      null,
      ': Unsupported value: "": supported values: "a", "null"',
    ],
    ['number takes an integer', { type: 'number' }, 3, ''],
    [
      'integer refuses a fraction',
      { type: 'integer' },
      1.5,
      ': Invalid value: "number":  in body must be of type integer: "number"',
    ],
    [
      'enum',
      { type: 'string', enum: ['a', 'b'] },
      'c',
      ': Unsupported value: "c": supported values: "a", "b"',
    ],
    [
      'enum of numbers',
      { type: 'integer', enum: [1, 2] },
      3,
      ': Unsupported value: 3: supported values: "1", "2"',
    ],
    [
      'maxLength',
      { type: 'string', maxLength: 2 },
      'abc',
      ': Too long: may not be more than 2 bytes',
    ],
    [
      'maximum',
      { type: 'integer', maximum: 3 },
      5,
      ': Invalid value: 5:  in body should be less than or equal to 3',
    ],
    [
      'exclusiveMinimum',
      { type: 'number', minimum: 3, exclusiveMinimum: true },
      3,
      ': Invalid value: 3:  in body should be greater than 3',
    ],
    [
      'multipleOf',
      { type: 'integer', multipleOf: 5 },
      7,
      ': Invalid value: 7:  in body should be a multiple of 5',
    ],
    [
      'maxItems',
      { type: 'array', maxItems: 1 },
      [1, 2],
      ': Too many: 2: must have at most 1 items',
    ],
    [
      'minItems',
      { type: 'array', minItems: 3 },
      [1, 2],
      ': Invalid value: 2:  in body should have at least 3 items',
    ],
    [
      'maxProperties',
      { type: 'object', maxProperties: 1 },
      { a: 1, b: 2 },
      ': Too many: 2: must have at most 1 items',
    ],
    [
      'format date-time',
      { type: 'string', format: 'date-time' },
      'yesterday',
      ': Invalid value: "yesterday":  in body must be of type date-time: "yesterday"',
    ],
    ['unknown formats are stripped', { type: 'string', format: 'k8s-name' }, 'ANY', ''],
    [
      'format on an integer',
      { type: 'integer', format: 'int32' },
      'x',
      ': Invalid value: "string":  in body must be of type integer: "string"',
    ],
  ];
  it.each(table)('%s', (_, schema, value, want) => {
    expect(messages(schema, value)).toBe(want);
  });
});

describe('allOf, anyOf, oneOf and not (schema_props.go)', () => {
  const spec = (junctors: JsonObject): JsonObject => ({
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'string' } },
        ...junctors,
      },
    },
  });
  const table: [string, JsonObject, JsonValue, string][] = [
    [
      'anyOf: one branch passes',
      spec({ anyOf: [{ required: ['a'] }, { required: ['b'] }] }),
      { spec: { b: 'x' } },
      '',
    ],
    [
      'anyOf: none passes, the first failing branch is kept',
      spec({ anyOf: [{ required: ['a'] }, { required: ['b'] }] }),
      { spec: {} },
      '[<nil>: Invalid value: "": "spec" must validate at least one schema (anyOf), spec.a: Required value]',
    ],
    [
      'anyOf: none passes, the branch with the most passed checks is kept (bestFailures)',
      spec({ anyOf: [{ required: ['a'] }, { properties: { b: { maxLength: 0 } } }] }),
      { spec: { b: 'x' } },
      '[<nil>: Invalid value: "": "spec" must validate at least one schema (anyOf), spec.b: Too long: may not be more than 0 bytes]',
    ],
    [
      'oneOf: none passes, the branch with the most passed checks is kept (bestFailures)',
      spec({ oneOf: [{ required: ['a'] }, { properties: { b: { maxLength: 0 } } }] }),
      { spec: { b: 'x' } },
      '[<nil>: Invalid value: "": "spec" must validate one and only one schema (oneOf). Found none valid, spec.b: Too long: may not be more than 0 bytes]',
    ],
    [
      'oneOf: of equally counted failures the first is kept',
      spec({ oneOf: [{ required: ['b'] }, { required: ['a'] }] }),
      { spec: {} },
      '[<nil>: Invalid value: "": "spec" must validate one and only one schema (oneOf). Found none valid, spec.b: Required value]',
    ],
    [
      'allOf: the same error from two branches is reported once (Result.AddErrors)',
      spec({ allOf: [{ required: ['a'] }, { required: ['a'] }] }),
      { spec: {} },
      '[spec.a: Required value, <nil>: Invalid value: "": "spec" must validate all the schemas (allOf). None validated]',
    ],
    [
      'oneOf: two pass',
      spec({ oneOf: [{ required: ['a'] }, { required: ['b'] }] }),
      { spec: { a: 'x', b: 'y' } },
      '<nil>: Invalid value: "": "spec" must validate one and only one schema (oneOf). Found 2 valid alternatives',
    ],
    [
      'oneOf: none passes',
      spec({ oneOf: [{ required: ['a'] }, { required: ['b'] }] }),
      { spec: {} },
      '[<nil>: Invalid value: "": "spec" must validate one and only one schema (oneOf). Found none valid, spec.a: Required value]',
    ],
    [
      'allOf: every failing branch is reported',
      spec({ allOf: [{ required: ['a'] }, { required: ['b'] }] }),
      { spec: {} },
      '[spec.a: Required value, spec.b: Required value, <nil>: Invalid value: "": "spec" must validate all the schemas (allOf). None validated]',
    ],
    [
      'not: a value the branch accepts',
      spec({ not: { required: ['a'] } }),
      { spec: { a: 'x' } },
      '<nil>: Invalid value: "": "spec" must not validate the schema (not)',
    ],
    [
      'int-or-string with its anyOf refuses a bool three times, as kube-apiserver does',
      {
        type: 'object',
        properties: {
          port: {
            'x-kubernetes-int-or-string': true,
            anyOf: [{ type: 'integer' }, { type: 'string' }],
          },
        },
      },
      { port: true },
      '[port: Invalid value: "boolean": port in body must be of type integer,string: "boolean", <nil>: Invalid value: "": "port" must validate at least one schema (anyOf), port: Invalid value: "boolean": port in body must be of type integer: "boolean"]',
    ],
  ];
  it.each(table)('%s', (_, schema, value, want) => {
    expect(messages(schema, value)).toBe(want);
  });
});

describe('ratcheting on update (CRDValidationRatcheting)', () => {
  const schema = structuralFrom({
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        properties: {
          name: { type: 'string', maxLength: 3 },
          ports: { type: 'array', items: { type: 'integer', minimum: 1 } },
        },
      },
    },
  });
  const update = (object: JsonValue, old: JsonValue): string =>
    aggregateString(validateCustomResource(schema, object, old), '1.32');

  it('keeps an unchanged invalid value', () => {
    expect(update({ spec: { name: 'toolong', ports: [1] } }, { spec: { name: 'toolong' } })).toBe(
      '',
    );
  });

  it('refuses a changed invalid value', () => {
    expect(update({ spec: { name: 'longer' } }, { spec: { name: 'toolong' } })).toBe(
      'spec.name: Too long: may not be more than 3 bytes',
    );
  });

  it('refuses an invalid item of a changed atomic list, which does not correlate', () => {
    expect(update({ spec: { ports: [0, 2] } }, { spec: { ports: [0] } })).toBe(
      'spec.ports[0]: Invalid value: 0: spec.ports[0] in body should be greater than or equal to 1',
    );
  });
});

// Rules checked against the schema's types, from upstream's table: apiextensions-apiserver
// pkg/apiserver/schema/cel/validation_test.go TestValidationExpressions (the cases "objects",
// "object access", "map access", "embedded object", "preserve unknown fields", "null values",
// "listSets", "listMaps"): each valid rule holds for the object, each other rule fails with the given text.

import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { structuralFrom } from '../structural.ts';
import { validateCelRules } from './validation.ts';

const str: JsonObject = { type: 'string' };
const int: JsonObject = { type: 'integer' };
const object = (properties: Record<string, JsonObject>): JsonObject => ({
  type: 'object',
  properties,
});

interface Case {
  name: string;
  schema: JsonObject;
  obj: JsonValue;
  valid: string[];
  errors: Record<string, string>;
}

const setOf = (items: JsonObject): JsonObject => ({
  type: 'array',
  items,
  'x-kubernetes-list-type': 'set',
});
const kv = object({ k: str, v: str });
const mapList: JsonObject = {
  type: 'array',
  items: kv,
  'x-kubernetes-list-type': 'map',
  'x-kubernetes-list-map-keys': ['k'],
};

const cases: Case[] = [
  {
    name: 'listSets',
    obj: { val1: ['a', 'b', 'c'], val2: ['a', 'c', 'b'] },
    schema: object({ val1: setOf(str), val2: setOf(str) }),
    valid: [
      "self.val1 == ['c', 'b', 'a']",
      'self.val1 == self.val2',
      "'a' in self.val1",
      'self.val2[0] in self.val1',
      "!('x' in self.val1)",
      "self.val1 + self.val2 == ['a', 'b', 'c']",
      "self.val1 + ['c', 'd'] == ['a', 'b', 'c', 'd']",
      "self.val1.join('-') == 'a-b-c'",
      "sets.equivalent(['c', 'b', 'a'], ['b', 'c', 'a'])",
      // a plain list literal on the left compares in order
      "['c', 'b', 'a'] != self.val1",
    ],
    errors: {},
  },
  {
    name: 'listMaps',
    obj: {
      objs: [
        [
          { k: 'a', v: '1' },
          { k: 'b', v: '2' },
        ],
        [
          { k: 'b', v: '2' },
          { k: 'a', v: '1' },
        ],
        [
          { k: 'b', v: '3' },
          { k: 'a', v: '1' },
        ],
        [{ k: 'c', v: '4' }],
      ],
    },
    schema: object({ objs: { type: 'array', items: mapList } }),
    valid: [
      'self.objs[0] == self.objs[1]',
      'self.objs[0] + self.objs[2] == self.objs[2]',
      'self.objs[2] + self.objs[0] == self.objs[0]',
      'self.objs[0] == [self.objs[0][0], self.objs[0][1]]',
      'self.objs[0] == [self.objs[0][1], self.objs[0][0]]',
      'self.objs[2] + [self.objs[0][0], self.objs[0][1]] == self.objs[0]',
      'size(self.objs[0] + [self.objs[3][0]]) == 3',
      'self.objs[0] != self.objs[2]',
    ],
    errors: {
      "self.objs[0] == {'k': 'a', 'v': '1'}": "no matching overload for '_==_'",
    },
  },
  {
    name: 'objects',
    obj: {
      objs: [
        { f1: 'a', f2: 'b' },
        { f1: 'a', f2: 'b' },
      ],
    },
    schema: object({ objs: { type: 'array', items: object({ f1: str, f2: str }) } }),
    valid: ['self.objs[0] == self.objs[1]'],
    errors: {
      "self.objs[0] == {'f1': 'a', 'f2': 'b'}": "found no matching overload for '_==_'",
    },
  },
  {
    name: 'object access',
    obj: { a: { b: 1, d: null }, a1: { b1: { c1: 4 } }, a3: {} },
    schema: object({
      a: object({ b: int, c: int, d: { ...int, nullable: true } }),
      a1: object({ b1: object({ c1: int }), d2: object({ e2: int }) }),
    }),
    valid: [
      'has(self.a.b)',
      '!has(self.a.c)',
      '!has(self.a.d)',
      'has(self.a1.b1.c1)',
      '!(has(self.a1.d2) && has(self.a1.d2.e2))',
      '!has(self.a1.d2)',
    ],
    errors: {
      'has(self.a.z)': "undefined field 'z'",
      "self.a['b'] == 1": "no matching overload for '_[_]'",
      'has(self.a1.d2.e2)': 'no such key: d2',
    },
  },
  {
    name: 'maps',
    obj: { val1: { k1: 'a', k2: 'b' }, val2: { k2: 'b', k1: 'a' } },
    schema: object({
      val1: { type: 'object', additionalProperties: str },
      val2: { type: 'object', additionalProperties: str },
    }),
    valid: [
      'self.val1 == self.val2',
      "'k1' in self.val1",
      "!('k3' in self.val1)",
      "self.val1 == {'k1': 'a', 'k2': 'b'}",
    ],
    errors: {},
  },
  {
    name: 'embedded object',
    obj: {
      embedded: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'foo', namespace: 'x' } },
    },
    schema: object({
      embedded: {
        type: 'object',
        'x-kubernetes-embedded-resource': true,
        'x-kubernetes-preserve-unknown-fields': true,
      },
    }),
    valid: [
      "self.embedded.kind == 'Pod'",
      "self.embedded.apiVersion == 'v1'",
      "self.embedded.metadata.name == 'foo'",
    ],
    errors: {
      'has(self.embedded.metadata.namespace)': "undefined field 'namespace'",
      'has(self.embedded.spec)': "undefined field 'spec'",
    },
  },
  {
    name: 'preserve unknown fields',
    obj: { withUnknown: { field1: 'a' }, anyvalField1: 1 },
    schema: {
      type: 'object',
      properties: {
        withUnknown: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
        anyvalField1: { 'x-kubernetes-preserve-unknown-fields': true },
      },
    },
    valid: ['has(self.withUnknown)'],
    errors: {
      'has(self.withUnknown.field1)': "undefined field 'field1'",
      'has(self.anyvalField1)': "undefined field 'anyvalField1'",
    },
  },
  {
    name: 'null values',
    obj: { setPlainStr: 'v1' },
    schema: object({ unsetPlainStr: str, setPlainStr: str }),
    valid: ['!has(self.unsetPlainStr)', 'has(self.setPlainStr)'],
    errors: {
      'self.unsetPlainStr == null': "no matching overload for '_==_' applied to '(string, null)",
      'self.setPlainStr != null': "no matching overload for '_!=_' applied to '(string, null)",
    },
  },
  {
    name: 'duration and date-time formats are durations and timestamps',
    obj: { d: '90s', days: '2 days', ds: ['2h'], t: '2024-01-02T03:04:05Z' },
    schema: object({
      d: { type: 'string', format: 'duration' },
      days: { type: 'string', format: 'duration' },
      ds: { type: 'array', items: { type: 'string', format: 'duration' } },
      t: { type: 'string', format: 'date-time' },
    }),
    valid: [
      "self.d > duration('1m')",
      "self.days == duration('48h')",
      'self.ds[0].getHours() == 2',
      'self.t.getFullYear() == 2024',
    ],
    errors: {
      "self.d == '90s'":
        "found no matching overload for '_==_' applied to '(google.protobuf.Duration, string)'",
    },
  },
  {
    name: 'int-or-string is dyn',
    obj: { ios: '50%' },
    schema: object({ ios: { 'x-kubernetes-int-or-string': true } }),
    valid: [
      "type(self.ios) == string && self.ios.endsWith('%')",
      "type(self.ios) == int ? self.ios < 5 : double(self.ios.replace('%', '')) < 51.0",
    ],
    errors: {},
  },
  {
    name: 'undeclared field in a nested object (the typo a CRD author makes)',
    obj: { spec: { replicas: 1 } },
    schema: object({ spec: object({ replicas: int }) }),
    valid: ['self.spec.replicas == 1'],
    errors: {
      'self.spec.replicsa == 1': "ERROR: <input>:1:10: undefined field 'replicsa'",
      "self.spec.replicas == '1'":
        "found no matching overload for '_==_' applied to '(int, string)'",
    },
  },
];

const run = (schema: JsonObject, rule: string, obj: JsonValue): string[] => {
  const s = structuralFrom({ ...schema, 'x-kubernetes-validations': [{ rule }] });
  return validateCelRules(s, obj, undefined, '1.32').errors.map((e) => fieldErrorString(e, '1.32'));
};

describe('rules against the schema types (TestValidationExpressions)', () => {
  for (const c of cases) {
    describe(c.name, () => {
      it.each(c.valid)('holds: %s', (rule) => expect(run(c.schema, rule, c.obj)).toEqual([]));
      it.each(Object.entries(c.errors))('fails: %s', (rule, want) => {
        const got = run(c.schema, rule, c.obj);
        expect(got).toHaveLength(1);
        expect(got[0]).toContain(want);
      });
    });
  }
});

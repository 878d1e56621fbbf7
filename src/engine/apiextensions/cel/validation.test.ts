import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, JsonValue, KubernetesVersion } from '../../apimachinery/types.ts';
import { structuralFrom } from '../structural.ts';
import { CorrelatedObject } from './correlation.ts';
import { validateCelRules } from './validation.ts';

const crd = (spec: JsonObject, rules: JsonValue[] = []): JsonObject => ({
  type: 'object',
  properties: { spec: { type: 'object', ...spec } },
  ...(rules.length > 0 && { 'x-kubernetes-validations': rules }),
});

const run = (
  schema: JsonObject,
  object: JsonValue,
  oldObject?: JsonValue,
  version: KubernetesVersion = '1.32',
) => {
  const s = structuralFrom(schema);
  const ratchet =
    oldObject === undefined ? {} : { current: new CorrelatedObject(object, oldObject, s) };
  const r = validateCelRules(s, object, oldObject, version, ratchet);
  return {
    errors: r.errors.map((e) => fieldErrorString(e, version)),
    warnings: r.warnings,
    unsupported: r.unsupported,
  };
};
const errors = (schema: JsonObject, object: JsonValue, old?: JsonValue, v?: KubernetesVersion) =>
  run(schema, object, old, v).errors;

const replicas = (rule: JsonObject): JsonObject =>
  crd({ properties: { replicas: { type: 'integer' } }, 'x-kubernetes-validations': [rule] });

describe('x-kubernetes-validations', () => {
  const table: [string, JsonObject, JsonValue, string[]][] = [
    [
      'an object without properties or additionalProperties is an object type without fields',
      crd({}, [{ rule: 'self.spec.size() == 0' }]),
      { spec: { a: 1 } },
      [
        `<nil>: Invalid value: "object": rule compile error: compilation failed: ERROR: <input>:1:15: found no matching overload for 'size' applied to 'selfType0.spec.()'
 | self.spec.size() == 0
 | ..............^`,
      ],
    ],
    [
      'a failed rule without message says "failed rule"',
      replicas({ rule: 'self.replicas <= 10' }),
      { spec: { replicas: 11 } },
      ['spec: Invalid value: "object": failed rule: self.replicas <= 10'],
    ],
    [
      'message is trimmed',
      replicas({ rule: 'self.replicas <= 10', message: ' at most 10 replicas ' }),
      { spec: { replicas: 11 } },
      ['spec: Invalid value: "object": at most 10 replicas'],
    ],
    [
      'messageExpression',
      replicas({
        rule: 'self.replicas <= 10',
        messageExpression: "'replicas ' + string(self.replicas) + ' is over 10'",
      }),
      { spec: { replicas: 11 } },
      ['spec: Invalid value: "object": replicas 11 is over 10'],
    ],
    [
      'an empty messageExpression falls back to the message',
      replicas({ rule: 'self.replicas <= 10', message: 'too many', messageExpression: "' '" }),
      { spec: { replicas: 11 } },
      ['spec: Invalid value: "object": too many'],
    ],
    [
      'reason FieldValueForbidden',
      replicas({ rule: 'self.replicas <= 10', message: 'no', reason: 'FieldValueForbidden' }),
      { spec: { replicas: 11 } },
      ['spec: Forbidden: no'],
    ],
    [
      'reason FieldValueRequired',
      replicas({ rule: 'has(self.replicas)', message: 'set it', reason: 'FieldValueRequired' }),
      { spec: {} },
      ['spec: Required value: set it'],
    ],
    [
      'reason FieldValueDuplicate shows the type only',
      replicas({ rule: 'false', reason: 'FieldValueDuplicate' }),
      { spec: {} },
      ['spec: Duplicate value: "object"'],
    ],
    [
      'fieldPath moves the error',
      replicas({ rule: 'self.replicas <= 10', fieldPath: '.replicas' }),
      { spec: { replicas: 11 } },
      ['spec.replicas: Invalid value: "object": failed rule: self.replicas <= 10'],
    ],
    [
      'a missing field is a runtime error',
      replicas({ rule: 'self.replicas <= 10' }),
      { spec: {} },
      ['spec: Invalid value: "object": no such key: replicas evaluating rule: self.replicas <= 10'],
    ],
    [
      'rules on list items, at their index',
      crd({
        properties: {
          ports: {
            type: 'array',
            items: { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self > 1024' }] },
          },
        },
      }),
      { spec: { ports: [8080, 80] } },
      ['spec.ports[1]: Invalid value: "integer": failed rule: self > 1024'],
    ],
    [
      'rules on map values, at their key',
      crd({
        properties: {
          limits: {
            type: 'object',
            additionalProperties: {
              type: 'string',
              'x-kubernetes-validations': [{ rule: "self != ''" }],
            },
          },
        },
      }),
      { spec: { limits: { cpu: '1', memory: '' } } },
      ['spec.limits[memory]: Invalid value: "string": failed rule: self != \'\''],
    ],
    [
      'a number is a double even when written as an integer',
      crd({ properties: { ratio: { type: 'number' } } }, [
        { rule: 'type(self.spec.ratio) == double' },
      ]),
      { spec: { ratio: 1 } },
      [],
    ],
    [
      'a property with a dash is reached escaped',
      crd({ properties: { 'max-size': { type: 'integer' } } }, [
        { rule: 'self.spec.max__dash__size < 5' },
      ]),
      { spec: { 'max-size': 9 } },
      ['<nil>: Invalid value: "object": failed rule: self.spec.max__dash__size < 5'],
    ],
    [
      'date-time strings are timestamps',
      crd(
        {
          properties: {
            start: { type: 'string', format: 'date-time' },
            end: { type: 'string', format: 'date-time' },
          },
        },
        [{ rule: 'self.spec.start < self.spec.end', message: 'start must precede end' }],
      ),
      { spec: { start: '2024-05-01T00:00:00Z', end: '2024-04-01T00:00:00Z' } },
      ['<nil>: Invalid value: "object": start must precede end'],
    ],
    [
      'the root sees metadata.name but no other metadata',
      crd({}, [{ rule: "self.metadata.name.startsWith('a')" }]),
      { metadata: { name: 'abc', labels: { x: 'y' } }, spec: {} },
      [],
    ],
    [
      'metadata.labels is an undefined field at the root (validation_test.go)',
      crd({}, [{ rule: '!has(self.metadata.labels)' }]),
      { metadata: { name: 'abc', labels: { x: 'y' } }, spec: {} },
      [
        `<nil>: Invalid value: "object": rule compile error: compilation failed: ERROR: <input>:1:19: undefined field 'labels'
 | !has(self.metadata.labels)
 | ..................^`,
      ],
    ],
    [
      'a transition rule does not run on create',
      replicas({ rule: 'self.replicas >= oldSelf.replicas' }),
      { spec: { replicas: 1 } },
      [],
    ],
    [
      'optionalOldSelf runs on create with oldSelf none',
      replicas({
        rule: 'oldSelf.hasValue() || self.replicas == 1',
        optionalOldSelf: true,
        message: 'start with one',
      }),
      { spec: { replicas: 2 } },
      ['spec: Invalid value: "object": start with one'],
    ],
  ];
  it.each(table)('%s', (_, schema, object, want) => {
    const got = errors(schema, object);
    if (want.length === 0) expect(got).toEqual([]);
    else expect(got).toEqual(want);
  });

  it('reports a failed root rule at <nil>', () => {
    expect(errors(crd({}, [{ rule: 'false', message: 'never' }]), { spec: {} })).toEqual([
      '<nil>: Invalid value: "object": never',
    ]);
  });

  it('runs a transition rule on update with oldSelf', () => {
    const schema = replicas({
      rule: 'self.replicas >= oldSelf.replicas',
      message: 'no scale down',
    });
    expect(errors(schema, { spec: { replicas: 1 } }, { spec: { replicas: 3 } })).toEqual([
      'spec: Invalid value: "object": no scale down',
    ]);
    expect(errors(schema, { spec: { replicas: 4 } }, { spec: { replicas: 3 } })).toEqual([]);
  });

  it('reads an optional oldSelf through value() on update and skips it on create', () => {
    const schema = replicas({
      rule: '!oldSelf.hasValue() || self.replicas >= oldSelf.value().replicas',
      optionalOldSelf: true,
      message: 'no scale down',
    });
    expect(errors(schema, { spec: { replicas: 1 } }, { spec: { replicas: 3 } })).toEqual([
      'spec: Invalid value: "object": no scale down',
    ]);
    expect(errors(schema, { spec: { replicas: 1 } })).toEqual([]);
  });

  it('gives list items of a map list their old item as oldSelf', () => {
    const schema = crd({
      properties: {
        listeners: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
          items: {
            type: 'object',
            properties: { name: { type: 'string' }, port: { type: 'integer' } },
            'x-kubernetes-validations': [
              { rule: 'self.port == oldSelf.port', message: 'port is immutable' },
            ],
          },
        },
      },
    });
    const old = {
      spec: {
        listeners: [
          { name: 'a', port: 1 },
          { name: 'b', port: 2 },
        ],
      },
    };
    const next = {
      spec: {
        listeners: [
          { name: 'b', port: 3 },
          { name: 'a', port: 1 },
        ],
      },
    };
    expect(errors(schema, next, old)).toEqual([
      'spec.listeners[0]: Invalid value: "object": port is immutable',
    ]);
  });

  it('ratchets an unchanged invalid value on update into a warning', () => {
    const schema = replicas({ rule: 'self.replicas <= 10' });
    const object = { spec: { replicas: 11 } };
    const r = run(schema, { ...object, metadata: { labels: { a: 'b' } } }, object);
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual(['spec: Invalid value: "object": failed rule: self.replicas <= 10']);
    expect(errors(schema, { spec: { replicas: 12 } }, object)).toHaveLength(1);
  });

  it('shows the value of a scalar and none of an object from 1.35', () => {
    const schema = crd(
      {
        properties: {
          replicas: {
            type: 'integer',
            'x-kubernetes-validations': [{ rule: 'self <= 10', message: 'at most 10' }],
          },
        },
      },
      [{ rule: 'false', message: 'never' }],
    );
    expect(errors(schema, { spec: { replicas: 11 } }, undefined, '1.35')).toEqual([
      '<nil>: Invalid value: never',
      'spec.replicas: Invalid value: 11: at most 10',
    ]);
  });

  it('stops at the per-call cost limit with upstream words', () => {
    const schema = crd({ properties: { xs: { type: 'array', items: { type: 'integer' } } } }, [
      { rule: 'self.spec.xs.all(a, self.spec.xs.all(b, self.spec.xs.all(c, a + b + c >= 0)))' },
      { rule: 'false' },
    ]);
    const xs = Array.from({ length: 120 }, (_, i) => i);
    expect(errors(schema, { spec: { xs } })).toEqual([
      '<nil>: Invalid value: "object": \'operation cancelled: actual cost limit exceeded\': no further validation rules will be run due to call cost exceeds limit for rule: self.spec.xs.all(a, self.spec.xs.all(b, self.spec.xs.all(c, a + b + c >= 0)))',
    ]);
  });

  it('reports a rule that does not compile as upstream does at runtime', () => {
    const got = errors(crd({}, [{ rule: 'self.spec ==' }]), { spec: {} });
    expect(got).toHaveLength(1);
    expect(got[0]).toMatch(
      /^<nil>: Invalid value: "object": rule compile error: compilation failed: ERROR: <input>:1:/,
    );
  });
});

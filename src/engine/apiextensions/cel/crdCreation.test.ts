// What writing a CRD says about its rules now that `self` has the schema's type and the rules'
// estimated costs are limited (validation.go: compile errors, StaticEstimatedCostLimit per
// expression, StaticEstimatedCRDCostLimit for the schema, MaxCardinality from maxItems).

import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { validateOpenAPISchema } from '../validation/openAPISchema.ts';
import { costErrorMessage } from './costLimits.ts';

const AT = {
  field: 'spec.validation.openAPIV3Schema',
  pointer: '/spec/validation/openAPIV3Schema',
};

const messages = (schema: JsonObject, version: KubernetesVersion = '1.32'): string[] =>
  validateOpenAPISchema(schema, AT, {
    version,
    requireValidPropertyType: true,
    requireAtomicSetType: true,
    requireMapListKeysMapSetValidation: true,
    cel: true,
  }).map((e) => fieldErrorString(e.error, version));

const spec = (properties: JsonObject, rules: JsonObject[], extra: JsonObject = {}): JsonObject => ({
  type: 'object',
  properties: {
    spec: { type: 'object', properties, 'x-kubernetes-validations': rules, ...extra },
  },
});

const RULE_AT = 'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].rule';

describe('typed rules at CRD creation', () => {
  it('refuses a rule naming a field the schema does not declare, with the compile error', () => {
    expect(
      messages(spec({ replicas: { type: 'integer' } }, [{ rule: 'self.replicsa > 0' }])),
    ).toEqual([
      `${RULE_AT}: Invalid value: apiextensions.ValidationRule{Rule:"self.replicsa > 0", Message:"", MessageExpression:"", Reason:(*apiextensions.FieldValueErrorReason)(nil), FieldPath:"", OptionalOldSelf:(*bool)(nil)}: compilation failed: ERROR: <input>:1:5: undefined field 'replicsa'
 | self.replicsa > 0
 | ....^`,
    ]);
  });

  it('refuses a rule comparing a declared integer with a string', () => {
    const [m] = messages(
      spec({ replicas: { type: 'integer' } }, [{ rule: "self.replicas == '3'" }]),
    );
    expect(m).toContain(
      "compilation failed: ERROR: <input>:1:15: found no matching overload for '_==_' applied to '(int, string)'",
    );
  });

  it('refuses a rule that is not a bool once the type is known', () => {
    const [m] = messages(spec({ replicas: { type: 'integer' } }, [{ rule: 'self.replicas' }]));
    expect(m).toContain(': cel expression must evaluate to a bool');
  });

  it('refuses a messageExpression that is not a string', () => {
    const [m] = messages(
      spec({ replicas: { type: 'integer' } }, [
        { rule: 'self.replicas > 0', messageExpression: 'self.replicas' },
      ]),
    );
    expect(m).toContain('messageExpression: Invalid value');
    expect(m).toContain(': messageExpression must evaluate to a string');
  });

  it('cannot type a rule on a node CEL does not see (no type, unknown fields preserved)', () => {
    expect(
      messages({
        type: 'object',
        properties: {
          any: {
            'x-kubernetes-preserve-unknown-fields': true,
            'x-kubernetes-validations': [{ rule: 'true' }],
          },
        },
      }),
    ).toEqual([
      'spec.validation.openAPIV3Schema.properties[any].x-kubernetes-validations: Internal error: internal error: failed to construct type information for x-kubernetes-validations rules: unable to convert structural schema to CEL declarations',
    ]);
  });

  it('accepts the Gateway API style of rules on typed fields', () => {
    expect(
      messages(
        spec(
          {
            listeners: {
              type: 'array',
              maxItems: 64,
              items: {
                type: 'object',
                properties: {
                  name: { type: 'string', maxLength: 253 },
                  port: { type: 'integer' },
                  hostname: { type: 'string', maxLength: 253 },
                },
                required: ['name', 'port'],
              },
            },
          },
          [
            {
              rule: 'self.listeners.all(l1, self.listeners.exists_one(l2, l1.name == l2.name))',
              message: 'Listener name must be unique within the Gateway',
            },
            {
              rule: "self.listeners.all(l, !has(l.hostname) || l.hostname.matches(r'^[a-z.*]+$'))",
            },
          ],
        ),
      ),
    ).toEqual([]);
  });
});

describe('estimated cost limits at CRD creation', () => {
  const unboundedList = spec({ items: { type: 'array', items: { type: 'string' } } }, [
    { rule: 'self.items.all(x, self.items.exists(y, x.contains(y)))' },
  ]);

  it("refuses a rule whose estimate passes the per-expression limit, in upstream's words", () => {
    expect(messages(unboundedList)).toContain(
      `${RULE_AT}: Forbidden: estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`,
    );
  });

  it('names the most expensive rules and the schema when the total passes the CRD limit', () => {
    const got = messages(unboundedList);
    expect(got).toContain(
      `${RULE_AT}: Forbidden: contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema`,
    );
    expect(got[got.length - 1]).toBe(
      `spec.validation.openAPIV3Schema: Forbidden: x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`,
    );
  });

  it('accepts the same rule once maxItems and maxLength bound it', () => {
    expect(
      messages(
        spec({ items: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 64 } } }, [
          { rule: 'self.items.all(x, self.items.exists(y, x.contains(y)))' },
        ]),
      ),
    ).toEqual([]);
  });

  it('multiplies a rule under a bounded list by its maxItems (MaxCardinality)', () => {
    // contains: ceil(0.1 * 4 * 1000) * ceil(0.1 * 4 * 100) + 4 selections = 16004 per item
    const items = (maxItems: number): JsonObject =>
      spec(
        {
          items: {
            type: 'array',
            maxItems,
            items: {
              type: 'object',
              properties: {
                a: { type: 'string', maxLength: 1000 },
                b: { type: 'string', maxLength: 100 },
              },
              'x-kubernetes-validations': [{ rule: 'self.a.contains(self.b)' }],
            },
          },
        },
        [],
      );
    const itemRule =
      'spec.validation.openAPIV3Schema.properties[spec].properties[items].items.x-kubernetes-validations[0].rule';
    expect(messages(items(1)).filter((m) => m.startsWith(itemRule))).toEqual([]);
    expect(messages(items(1000)).filter((m) => m.startsWith(itemRule))).toEqual([
      `${itemRule}: Forbidden: estimated rule cost exceeds budget by factor of 1.6x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`,
    ]);
  });

  // validation_test.go: "rule referencing metadata.name and generateName is within estimated cost
  // limit" — from 1.37 (model/schemas.go caps them at 253 and 252); before, they are unbounded.
  const names = {
    type: 'object',
    'x-kubernetes-validations': [
      {
        rule: 'self.metadata.name.contains(self.metadata.name) && self.metadata.generateName.contains(self.metadata.generateName)',
      },
    ],
  };
  it('bounds metadata.name and generateName from 1.37', () => {
    expect(messages(names, '1.37')).toEqual([]);
    expect(messages(names, '1.36')[0]).toBe(
      'spec.validation.openAPIV3Schema.x-kubernetes-validations[0].rule: Forbidden: estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
    );
  });

  it('keeps a lowerAscii rule over bounded lists within the limit (validation_test.go)', () => {
    expect(
      messages({
        type: 'object',
        properties: {
          f: {
            type: 'array',
            maxItems: 5,
            items: { type: 'string', maxLength: 5 },
            'x-kubernetes-validations': [
              { rule: 'self.all(x, self.exists_one(y, x.lowerAscii() == y.lowerAscii()))' },
            ],
          },
        },
      }),
    ).toEqual([]);
  });

  const unboundedStrings = (messageExpression: string): JsonObject => ({
    type: 'object',
    properties: {
      f: {
        type: 'array',
        items: { type: 'string' },
        'x-kubernetes-validations': [{ rule: 'true', messageExpression }],
      },
    },
  });
  const MESSAGE_AT =
    'spec.validation.openAPIV3Schema.properties[f].x-kubernetes-validations[0].messageExpression';

  it('refuses a messageExpression over the per-expression limit (validation_test.go)', () => {
    const got = messages(
      unboundedStrings(
        'self[0] + self[1] + self[2] + self[3] + self[4] + self[5] + self[6] + self[7]',
      ),
    );
    expect(
      got.filter((m) =>
        m.startsWith(`${MESSAGE_AT}: Forbidden: estimated messageExpression cost exceeds budget`),
      ),
    ).toHaveLength(1);
  });

  it('names a messageExpression that passes the per-CRD limit, then the schema (validation_test.go)', () => {
    const got = messages(unboundedStrings('string(self[0]) + string(self[1]) + string(self[2])'));
    expect(got.map((m) => m.slice(0, m.indexOf(': Forbidden')))).toEqual([
      MESSAGE_AT,
      MESSAGE_AT,
      'spec.validation.openAPIV3Schema',
    ]);
    expect(got[1]).toBe(
      `${MESSAGE_AT}: Forbidden: contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema`,
    );
  });

  it.each([
    [14_999_999, 'estimated rule cost exceeds budget by factor of 1.500000x'],
    [15_000_000, 'estimated rule cost exceeds budget by factor of 1.5x'],
    [12_345_678, 'estimated rule cost exceeds budget by factor of 1.234568x'],
    [25_000_000, 'estimated rule cost exceeds budget by factor of 2.5x'],
    [1_000_000_001, 'estimated rule cost exceeds budget by factor of more than 100x'],
  ])('prints the factor of %d as getCostErrorMessage does', (cost, want) => {
    expect(costErrorMessage('estimated rule cost', cost, 10_000_000)).toContain(want);
  });
});

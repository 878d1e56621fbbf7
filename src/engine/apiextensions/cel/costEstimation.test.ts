// The cost estimates of compiled rules, upstream's own table: apiextensions-apiserver
// pkg/apiserver/schema/cel/compilation_test.go TestCostEstimation (the cases whose schema comes from
// its generators), each without and with maxItems/maxProperties/maxLength set.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { structuralFrom } from '../structural.ts';
import { compileRules } from './compilation.ts';

type Gen = (max: number | undefined) => JsonObject;

const bounded = (key: string, max: number | undefined): JsonObject =>
  max === undefined ? {} : { [key]: max };
const rules = (rule: string): JsonObject => ({ 'x-kubernetes-validations': [{ rule }] });

// parseRuleType: duration/date/date-time are formats of string; int-or-string has no type.
function leaf(t: string): JsonObject {
  if (t === 'duration' || t === 'date' || t === 'date-time') return { type: 'string', format: t };
  if (t === 'int-or-string') return { 'x-kubernetes-int-or-string': true };
  return { type: t };
}

const objectForMap = (): JsonObject => ({
  type: 'object',
  properties: { required: { type: 'string' }, optional: { type: 'string' } },
  required: ['required'],
});
const genObjectForMap = objectForMap;
const genArrayForMap = (): JsonObject => ({ type: 'array', items: { type: 'number' } });
const genMapForMap = (): JsonObject => ({
  type: 'object',
  additionalProperties: { type: 'number' },
});

const genArrayWithRule =
  (t: string, rule: string): Gen =>
  (max) => ({ type: 'array', items: leaf(t), ...bounded('maxItems', max), ...rules(rule) });
const genArrayOfArraysWithRule =
  (t: string, rule: string): Gen =>
  (max) => ({
    type: 'array',
    items: { type: 'array', items: { type: t } },
    ...bounded('maxItems', max),
    ...rules(rule),
  });
const genObjectArrayWithRule =
  (rule: string): Gen =>
  (max) => ({ type: 'array', items: objectForMap(), ...bounded('maxItems', max), ...rules(rule) });
const genMapWithRule =
  (t: string, rule: string): Gen =>
  (max) => ({
    type: 'object',
    additionalProperties: leaf(t),
    ...bounded('maxProperties', max),
    ...rules(rule),
  });
const genMapWithCustomItemRule =
  (item: JsonObject, rule: string): Gen =>
  (max) => ({
    type: 'object',
    additionalProperties: item,
    ...bounded('maxProperties', max),
    ...rules(rule),
  });
const genStringWithRule =
  (rule: string): Gen =>
  (max) => ({ type: 'string', ...bounded('maxLength', max), ...rules(rule) });
const genEnumWithRuleAndValues =
  (rule: string, ...values: string[]): Gen =>
  (max) => ({ type: 'string', enum: values, ...bounded('maxLength', max), ...rules(rule) });
const genBytesWithRule =
  (rule: string): Gen =>
  (max) => ({ type: 'string', format: 'byte', ...bounded('maxLength', max), ...rules(rule) });
const genAllMaxNestedSpecWithRootRule =
  (rule: string): Gen =>
  (max) => ({
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: { ...objectForMap(), ...bounded('maxProperties', max) },
      ...bounded('maxProperties', max),
    },
    ...bounded('maxItems', max),
    ...rules(rule),
  });
const genOneMaxNestedSpecWithRootRule =
  (rule: string): Gen =>
  (max) => ({
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: objectForMap(),
      ...bounded('maxProperties', max),
    },
    ...rules(rule),
  });

const getMapArrayWithRule =
  (t: string, rule: string): Gen =>
  (max) => ({
    type: 'array',
    items: { type: 'object', additionalProperties: { type: t } },
    ...bounded('maxItems', max),
    ...rules(rule),
  });
const genNestedSpecWithRule =
  (rule: string): Gen =>
  (max) => ({
    type: 'object',
    additionalProperties: { type: 'string', ...bounded('maxLength', max) },
    ...bounded('maxProperties', max),
    ...rules(rule),
  });
const boundedString = (max: number | undefined): JsonObject => ({
  type: 'string',
  ...bounded('maxLength', max),
});
const stringList =
  (rule: string): Gen =>
  (max) => ({
    type: 'array',
    items: boundedString(max),
    ...bounded('maxItems', max),
    ...rules(rule),
  });

/** costLimit in compilation_test.go. */
const COST_LIMIT = 100_000_000;

// The cases whose schema upstream writes inline.
const inlineCases: [string, Gen, number, number, number, number, number][] = [
  [
    'O(n^2) loop with numbers',
    genArrayWithRule('number', 'self.all(x, self.all(y, true))'),
    0,
    COST_LIMIT,
    10,
    352,
    0,
  ],
  [
    'O(n^3) loop with numbers',
    genArrayWithRule('number', 'self.all(x, self.all(y, self.all(z, true)))'),
    0,
    COST_LIMIT,
    10,
    3552,
    0,
  ],
  [
    'regex matches empty string',
    genStringWithRule('"".matches("(((((((((())))))))))[0-9]")'),
    7,
    0,
    10,
    7,
    0,
  ],
  [
    'map of strings with value length',
    genNestedSpecWithRule('self.all(x, x.contains(self[x]))'),
    2752507,
    0,
    10,
    72,
    0,
  ],
  [
    'array of number maps with all',
    getMapArrayWithRule('number', 'self.all(x, x.y == 25.2)'),
    6291452,
    0,
    12,
    74,
    0,
  ],
  [
    'index of array of number maps',
    getMapArrayWithRule('number', 'self[0].x > 2.0'),
    4,
    0,
    3000,
    4,
    0,
  ],
  ['extended library join', stringList("self.join(' ') == 'aa bb'"), 329853068905, 0, 10, 43, 0],
  ['extended library isSorted', stringList('self.isSorted() == true'), 329854432052, 0, 10, 52, 0],
  [
    'extended library replace',
    (max) => ({
      type: 'object',
      properties: {
        str: boundedString(max),
        before: boundedString(2),
        after: boundedString(4),
      },
      ...rules("self.str.replace(self.before, self.after) == 'does not matter'"),
    }),
    629154,
    0,
    4,
    12,
    0,
  ],
  [
    'extended library split',
    (max) => ({
      type: 'object',
      properties: { str: boundedString(max), separator: boundedString(max) },
      ...rules('self.str.split(self.separator) == []'),
    }),
    629160,
    0,
    10,
    22,
    0,
  ],
  [
    'extended library lowerAscii',
    (max) => ({ ...boundedString(max), ...rules("self.lowerAscii() == 'lower!'") }),
    314575,
    0,
    10,
    6,
    0,
  ],
  [
    'IntOrString type with quantity rule',
    (max) => ({
      'x-kubernetes-int-or-string': true,
      ...bounded('maxLength', max),
      ...rules('isQuantity(self)'),
    }),
    314574,
    0,
    20,
    9,
    0,
  ],
];

function maxCost(schema: JsonObject): number {
  const s = structuralFrom(schema);
  const compiled = compileRules(s, s.xValidations, false, '1.32', 'new');
  if (!compiled.ok) throw new Error(compiled.error);
  const [r] = compiled.results;
  if (r?.error !== undefined) throw new Error(r.error);
  return r!.maxCost;
}

// name, schema, expectedCalcCost, expectCalcCostExceedsLimit, setMaxElements, expectedSetCost,
// expectedSetCostExceedsLimit (0: not checked, as upstream's schemaChecker does)
const cases: [string, Gen, number, number, number, number, number][] = [
  ['number array with all', genArrayWithRule('number', 'self.all(x, true)'), 4718591, 0, 10, 32, 0],
  ['string array with all', genArrayWithRule('string', 'self.all(x, true)'), 3145727, 0, 20, 62, 0],
  [
    'boolean array with all',
    genArrayWithRule('boolean', 'self.all(x, true)'),
    1887437,
    0,
    5,
    17,
    0,
  ],
  [
    'array of number arrays with all',
    genArrayOfArraysWithRule('number', 'self.all(x, true)'),
    3145727,
    0,
    100,
    302,
    0,
  ],
  ['array of objects with all', genObjectArrayWithRule('self.all(x, true)'), 555128, 0, 50, 152, 0],
  ['map of numbers with all', genMapWithRule('number', 'self.all(x, true)'), 1348169, 0, 10, 32, 0],
  ['map of numbers with has', genMapWithRule('number', 'has(self.x)'), 0, 0, 100, 0, 0],
  ['map of strings with all', genMapWithRule('string', 'self.all(x, true)'), 1179647, 0, 3, 11, 0],
  ['map of strings with has', genMapWithRule('string', 'has(self.x)'), 0, 0, 550, 0, 0],
  [
    'map of booleans with all',
    genMapWithRule('boolean', 'self.all(x, true)'),
    943718,
    0,
    100,
    302,
    0,
  ],
  ['map of booleans with has', genMapWithRule('boolean', 'has(self.x)'), 0, 0, 1024, 0, 0],
  ['string with contains', genStringWithRule("self.contains('test')"), 314574, 0, 10, 5, 0],
  ['string with startsWith', genStringWithRule("self.startsWith('test')"), 2, 0, 15, 2, 0],
  ['string with endsWith', genStringWithRule("self.endsWith('test')"), 2, 0, 30, 2, 0],
  ['concat string', genStringWithRule('size(self + "hello") > size("hello")'), 314578, 0, 4, 7, 0],
  ['index of array with numbers', genArrayWithRule('number', 'self[1] == 0.0'), 2, 0, 5000, 2, 0],
  [
    'index of array with strings',
    genArrayWithRule('string', 'self[1] == self[1]'),
    314577,
    0,
    8,
    314577,
    0,
  ],
  ['regex matches simple', genStringWithRule('self.matches("x")'), 314574, 0, 50, 22, 0],
  ['regex matches empty regex', genStringWithRule('self.matches("")'), 1, 0, 100, 1, 0],
  ['set array maxLength to zero', genArrayWithRule('number', 'self[3] == 0.0'), 2, 0, 0, 2, 0],
  ['set map maxLength to zero', genMapWithRule('number', 'self["x"] == 0.0'), 2, 0, 0, 2, 0],
  ['set string maxLength to zero', genStringWithRule('self == "x"'), 2, 0, 0, 1, 0],
  ['set bytes maxLength to zero', genBytesWithRule('self == b"x"'), 2, 0, 0, 1, 0],
  [
    'set maxLength greater than estimated maxLength',
    genArrayWithRule('number', 'self.all(x, x == 0.0)'),
    6291454,
    0,
    3 * 1024 * 2048,
    25165826,
    0,
  ],
  [
    'nested types with root rule with all supporting maxLength',
    genAllMaxNestedSpecWithRootRule('self.all(x, x["y"].required == "z")'),
    7340027,
    0,
    10,
    72,
    0,
  ],
  [
    'nested types with root rule with one supporting maxLength',
    genOneMaxNestedSpecWithRootRule('self.all(x, x["y"].required == "z")'),
    7340027,
    0,
    10,
    7340027,
    0,
  ],
  [
    'int-or-string array with all',
    genArrayWithRule('int-or-string', 'self.all(x, true)'),
    4718591,
    0,
    10,
    32,
    0,
  ],
  [
    'index of array with int-or-strings',
    genArrayWithRule('int-or-string', 'self[0] == 5'),
    3,
    0,
    10,
    3,
    0,
  ],
  ['index of array with booleans', genArrayWithRule('boolean', 'self[0] == false'), 2, 0, 25, 2, 0],
  ['index of array of objects', genObjectArrayWithRule('self[0] == null'), 2, 0, 422, 2, 0],
  [
    'index of array of array of numnbers',
    genArrayOfArraysWithRule('number', 'self[0][0] == -1.0'),
    3,
    0,
    51,
    3,
    0,
  ],
  [
    'duration array with all',
    genArrayWithRule('duration', 'self.all(x, true)'),
    2359295,
    0,
    5,
    17,
    0,
  ],
  [
    'index of duration array',
    genArrayWithRule('duration', 'self[0].getHours() == 2'),
    4,
    0,
    525,
    4,
    0,
  ],
  ['date array with all', genArrayWithRule('date', 'self.all(x, true)'), 725936, 0, 15, 47, 0],
  [
    'index of date array',
    genArrayWithRule('date', 'self[2].getDayOfMonth() == 13'),
    4,
    0,
    42,
    4,
    0,
  ],
  [
    'date-time array with all',
    genArrayWithRule('date-time', 'self.all(x, true)'),
    428963,
    0,
    25,
    77,
    0,
  ],
  [
    'index of date-time array',
    genArrayWithRule('date-time', 'self[2].getMinutes() == 45'),
    4,
    0,
    99,
    4,
    0,
  ],
  [
    'map of int-or-strings with all',
    genMapWithRule('int-or-string', 'self.all(x, true)'),
    1348169,
    0,
    15,
    47,
    0,
  ],
  [
    'map of int-or-strings with has',
    genMapWithRule('int-or-string', 'has(self.x)'),
    0,
    0,
    5000,
    0,
    0,
  ],
  [
    'map of objects with all',
    genMapWithCustomItemRule(genObjectForMap(), 'self.all(x, true)'),
    428963,
    0,
    20,
    62,
    0,
  ],
  [
    'map of objects with has',
    genMapWithCustomItemRule(genObjectForMap(), 'has(self.x)'),
    0,
    0,
    9001,
    0,
    0,
  ],
  [
    'map of number maps with all',
    genMapWithCustomItemRule(genMapForMap(), 'self.all(x, true)'),
    1179647,
    0,
    10,
    32,
    0,
  ],
  [
    'map of number maps with has',
    genMapWithCustomItemRule(genMapForMap(), 'has(self.x)'),
    0,
    0,
    101,
    0,
    0,
  ],
  [
    'map of number arrays with all',
    genMapWithCustomItemRule(genArrayForMap(), 'self.all(x, true)'),
    1179647,
    0,
    25,
    77,
    0,
  ],
  [
    'map of number arrays with has',
    genMapWithCustomItemRule(genArrayForMap(), 'has(self.x)'),
    0,
    0,
    40000,
    0,
    0,
  ],
  [
    'map of durations with all',
    genMapWithRule('duration', 'self.all(x, true)'),
    1048577,
    0,
    5,
    17,
    0,
  ],
  ['map of durations with has', genMapWithRule('duration', 'has(self.x)'), 0, 0, 256, 0, 0],
  ['map of dates with all', genMapWithRule('date', 'self.all(x, true)'), 524288, 0, 10, 32, 0],
  ['map of dates with has', genMapWithRule('date', 'has(self.x)'), 0, 0, 65536, 0, 0],
  [
    'map of date-times with all',
    genMapWithRule('date-time', 'self.all(x, true)'),
    349526,
    0,
    25,
    77,
    0,
  ],
  ['map of date-times with has', genMapWithRule('date-time', 'has(self.x)'), 0, 0, 490, 0, 0],
  [
    'extended library regex find',
    genStringWithRule("self.find('[0-9]+') == ''"),
    629147,
    0,
    10,
    11,
    0,
  ],
  [
    'check cost of size call',
    genMapWithRule('integer', 'oldSelf.size() == self.size()'),
    5,
    0,
    10,
    5,
    0,
  ],
  [
    'check cost of timestamp comparison',
    genMapWithRule('date-time', 'self["a"] == self["b"]'),
    8,
    0,
    7,
    8,
    0,
  ],
  [
    'check cost of duration comparison',
    genMapWithRule('duration', 'self["c"] == self["d"]'),
    8,
    0,
    42,
    8,
    0,
  ],
  [
    'enums with maxLength equals to the longest possible value',
    genEnumWithRuleAndValues("self.contains('A')", 'A', 'B', 'C', 'LongValue'),
    2,
    0,
    1000,
    401,
    0,
  ],
];

describe('TestCostEstimation (upstream table)', () => {
  it.each([...cases, ...inlineCases])(
    '%s',
    (_, gen, calc, calcExceeds, setMax, set, setExceeds) => {
      const unbounded = maxCost(gen(undefined));
      const bound = maxCost(gen(setMax));
      if (calc > 0) expect(unbounded).toBe(calc);
      if (calcExceeds > 0) expect(unbounded).toBeGreaterThanOrEqual(calcExceeds);
      if (set > 0) expect(bound).toBe(set);
      if (setExceeds > 0) expect(bound).toBeGreaterThanOrEqual(setExceeds);
    },
  );
});

import { describe, expect, it } from 'vitest';
import {
  compileCel,
  CostBudget,
  evaluateCel,
  formatCel,
  jsonToCel,
  celToJson,
  celTypeName,
  newLazyVariables,
  OUT_OF_BUDGET_MESSAGE,
  PER_CALL_LIMIT_MESSAGE,
  type CelEnvironmentOptions,
} from './index.ts';

const opts: CelEnvironmentOptions = {
  kubernetesVersion: '1.32',
  mode: 'stored',
  declare: ['object', 'oldObject', 'request', 'variables'],
};

function run(
  expression: string,
  activation: Record<string, unknown>,
  budget = new CostBudget(10_000_000),
) {
  const c = compileCel(expression, opts);
  if (!c.ok) throw new Error(c.message);
  return evaluateCel(c.program, activation, budget);
}

describe('compileCel', () => {
  it.each([
    [
      'foo == 1',
      "ERROR: <input>:1:1: undeclared reference to 'foo' (in container '')\n | foo == 1\n | ^",
    ],
    [
      "'a' + 1",
      "ERROR: <input>:1:5: found no matching overload for '_+_' applied to '(string, int)'\n | 'a' + 1\n | ....^",
    ],
    // checker/errors.go texts; a call is placed at its `(`, a selection at its `.`, an index at its `[`.
    [
      'size(1)',
      "ERROR: <input>:1:5: found no matching overload for 'size' applied to '(int)'\n | size(1)\n | ....^",
    ],
    [
      "'a'.startsWith(1)",
      "ERROR: <input>:1:15: found no matching overload for 'startsWith' applied to 'string.(int)'\n | 'a'.startsWith(1)\n | ..............^",
    ],
    [
      "[1]['a']",
      "ERROR: <input>:1:4: found no matching overload for '_[_]' applied to '(list(int), string)'\n | [1]['a']\n | ...^",
    ],
    [
      "'s'.a",
      "ERROR: <input>:1:4: type 'string' does not support field selection\n | 's'.a\n | ...^",
    ],
    [
      "true ? 1 : 'a'",
      "ERROR: <input>:1:6: found no matching overload for '_?_:_' applied to '(bool, int, string)'\n | true ? 1 : 'a'\n | .....^",
    ],
    [
      "true || 'a'",
      "ERROR: <input>:1:9: expected type 'bool' but found 'string'\n | true || 'a'\n | ........^",
    ],
    [
      '[1].all(x, x)',
      "ERROR: <input>:1:12: expected type 'bool' but found 'int'\n | [1].all(x, x)\n | ...........^",
    ],
    [
      "has(object['a'])",
      "ERROR: <input>:1:11: invalid argument to has() macro\n | has(object['a'])\n | ..........^",
    ],
    [
      '!1',
      "ERROR: <input>:1:1: found no matching overload for '!_' applied to '(int)'\n | !1\n | ^",
    ],
    [
      '1.all(x, x)',
      "ERROR: <input>:1:1: expression of type 'int' cannot be range of a comprehension (must be list, map, or dynamic)\n | 1.all(x, x)\n | ^",
    ],
    [
      "string(ip('1.2.3.4')) == 1",
      "ERROR: <input>:1:23: found no matching overload for '_==_' applied to '(string, int)'\n | string(ip('1.2.3.4')) == 1\n | ......................^",
    ],
    // cel.HomogeneousAggregateLiterals: dyn is not int; format() arguments are exempt.
    [
      "[1, dyn('a')]",
      "ERROR: <input>:1:8: expected type 'int' but found 'dyn'\n | [1, dyn('a')]\n | .......^",
    ],
    [
      "{'a': 1, 'b': 'x'}",
      "ERROR: <input>:1:15: expected type 'int' but found 'string'\n | {'a': 1, 'b': 'x'}\n | ..............^",
    ],
    // cel.ValidateDurationLiterals, ValidateTimestampLiterals (1.29).
    [
      "duration('1x')",
      "ERROR: <input>:1:10: invalid duration argument\n | duration('1x')\n | .........^",
    ],
    [
      "timestamp('2023')",
      "ERROR: <input>:1:11: invalid timestamp argument\n | timestamp('2023')\n | ..........^",
    ],
  ])('refuses %s in cel-go words', (expr, message) => {
    const c = compileCel(expr, opts);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.message).toBe(message);
  });

  it('places the caret on the line and code-point column, a multi-byte character marked full-width (common/error.go)', () => {
    const c = compileCel('object.a == "😀" &&\n  "é" == nope', opts);
    expect(c.ok).toBe(false);
    if (!c.ok)
      expect(c.message).toBe(
        "ERROR: <input>:2:10: undeclared reference to 'nope' (in container '')\n |   \"é\" == nope\n | ...\uff0e.....^",
      );
  });

  it('reports a syntax error with its offset', () => {
    const c = compileCel('object.a ==', opts);
    expect(c.ok).toBe(false);
    if (!c.ok) {
      expect(c.message).toMatch(/^ERROR: <input>:1:12: Syntax error: /);
      expect(c.offset).toBe(11);
    }
  });

  it('gives the static result type', () => {
    const c = compileCel('object.metadata.name.startsWith("a")', opts);
    expect(c.ok && c.resultType).toBe('bool');
  });

  it('does not see variables the context does not declare', () => {
    expect(compileCel('params.x', opts).ok).toBe(false);
    expect(compileCel('params.x', { ...opts, declare: [...opts.declare, 'params'] }).ok).toBe(true);
  });

  it('refuses mixed list literals, as cel.HomogeneousAggregateLiterals does', () => {
    expect(compileCel('[1, "a"]', opts).ok).toBe(false);
  });

  it('lets format() take mixed literals and types them list(dyn) (the validator exempts format)', () => {
    expect(compileCel("'%s %d'.format([object.a, 1])", opts)).toMatchObject({
      ok: true,
      resultType: 'string',
    });
  });
});

describe('evaluateCel', () => {
  const object = jsonToCel({
    metadata: { name: 'web', labels: { app: 'web' } },
    spec: { replicas: 3 },
    data: {},
  });

  it('evaluates over JSON objects with int arithmetic', () => {
    const r = run('object.spec.replicas + 1 == 4 && object.metadata.labels.app == "web"', {
      object,
    });
    expect(r).toMatchObject({ ok: true, value: true });
  });

  it.each([
    ['object.data.missing == "x"', 'no such key: missing'],
    // interpreter/attributes.go resolutionError; composition_test.go "delayed eval error".
    ['[1, 2][5]', 'index out of bounds: 5'],
    ['[1, 2][-1]', 'index out of bounds: -1'],
    ['dyn([1, 2])[dyn(1.5)]', 'unsupported index value 1.5 in list'],
    ["int('abc')", "type conversion error from 'string' to 'int'"],
    ['optional.none().value()', 'optional.none() dereference'],
    ["{'a': 1}['x']", 'no such key: x'],
    ['9223372036854775807 + 1', 'integer overflow'],
    ['1 / 0', 'division by zero'],
    ['dyn("a") + 1', 'no such overload'],
  ])('words the runtime error of %s as cel-go does', (expr, error) => {
    expect(run(expr, { object })).toMatchObject({ ok: false, error });
  });

  it('lets `||` absorb an error when the other side is true, as cel-go does', () => {
    expect(run('object.data.missing == "x" || true', { object })).toMatchObject({
      ok: true,
      value: true,
    });
  });

  it('cancels an evaluation past the per-call limit', () => {
    const r = run(
      '[0,1,2,3,4,5,6,7,8,9].all(a, [0,1,2,3,4,5,6,7,8,9].all(b, [0,1,2,3,4,5,6,7,8,9].all(c, [0,1,2,3,4,5,6,7,8,9].all(d, [0,1,2,3,4,5,6,7,8,9].all(e, [0,1,2,3,4,5,6,7,8,9].all(f, true))))))',
      {},
    );
    expect(r).toMatchObject({ ok: false, error: PER_CALL_LIMIT_MESSAGE });
  });

  it('fails with the budget message once the shared budget cannot pay', () => {
    const budget = new CostBudget(5);
    expect(run('[1,2,3].all(x, x > 0)', {}, budget)).toMatchObject({
      ok: false,
      outOfBudget: true,
      error: OUT_OF_BUDGET_MESSAGE,
    });
  });

  it('charges what it spends to the budget', () => {
    const budget = new CostBudget(1000);
    run('[1,2,3].map(x, x * 2)', {}, budget);
    expect(budget.remaining).toBeLessThan(1000);
    expect(budget.remaining).toBeGreaterThan(900);
  });
});

describe('newLazyVariables', () => {
  const vopts: CelEnvironmentOptions = { ...opts };
  it('evaluates each variable once, on first read, and records it', () => {
    const outcomes: { name: string }[] = [];
    const object = jsonToCel({ spec: { replicas: 5 } });
    const variables = newLazyVariables(
      [
        { name: 'replicas', compiled: compileCel('object.spec.replicas', vopts) },
        { name: 'unused', compiled: compileCel('object.nope', vopts) },
      ],
      { object },
      outcomes,
    );
    expect(
      run('variables.replicas > 3 && variables.replicas < 10', { object, variables }),
    ).toMatchObject({ ok: true, value: true });
    expect(outcomes).toEqual([{ name: 'replicas', value: 5n }]);
  });

  it('words a failing variable as composition.go does', () => {
    const object = jsonToCel({});
    const variables = newLazyVariables(
      [{ name: 'x', compiled: compileCel('object.nope', vopts) }],
      { object },
    );
    expect(run('variables.x == 1', { object, variables })).toMatchObject({
      ok: false,
      error: 'composited variable "x" fails to evaluate: no such key: nope',
    });
  });

  it('words a variable that does not compile', () => {
    const variables = newLazyVariables([{ name: 'x', compiled: compileCel('nope', vopts) }], {});
    const r = run('variables.x == 1', { variables });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatch(
        /^composited variable "x" fails to compile: compilation failed: ERROR: <input>:1:1: undeclared reference to 'nope'/,
      );
  });
});

describe('values', () => {
  it('round-trips JSON with ints as bigint', () => {
    const v = jsonToCel({ a: 1, b: 1.5, c: ['x', null, true] });
    expect(v).toEqual({ a: 1n, b: 1.5, c: ['x', null, true] });
    expect(celToJson(v)).toEqual({ a: 1, b: 1.5, c: ['x', null, true] });
  });

  it.each([
    [1n, 'int', '1'],
    [1.5, 'double', '1.5'],
    [2, 'double', '2.0'],
    ['a"b', 'string', '"a\\"b"'],
    [null, 'null_type', 'null'],
    [[1n, 'x'], 'list', '[1, "x"]'],
    [{ k: true }, 'map', '{"k": true}'],
  ])('names and renders value %#', (v, type, literal) => {
    expect(celTypeName(v)).toBe(type);
    expect(formatCel(v)).toBe(literal);
  });

  // Type values print as cel-go names them (common/types/types.go): null's type is null_type.
  it.each([
    ['type(null)', 'null_type'],
    ['type(1)', 'int'],
    ['type([1])', 'list'],
    ["type({'a': 1})", 'map'],
    ['type(optional.none())', 'optional_type'],
    ["[type('a'), type(1u)]", '[string, uint]'],
  ])('renders %s as %s', (expression, literal) => {
    const c = compileCel(expression, { kubernetesVersion: '1.32', mode: 'stored', declare: [] });
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    const r = evaluateCel(c.program, {}, new CostBudget(1000));
    expect(r.ok && formatCel(r.value)).toBe(literal);
  });

  it('renders a timestamp with its nanoseconds', () => {
    const c = compileCel("timestamp('2023-01-01T00:00:00.000000001Z')", {
      kubernetesVersion: '1.32',
      mode: 'stored',
      declare: [],
    });
    if (!c.ok) throw new Error(c.message);
    const r = evaluateCel(c.program, {}, new CostBudget(1000));
    expect(r.ok && formatCel(r.value)).toBe('timestamp("2023-01-01T00:00:00.000000001Z")');
    expect(r.ok && celToJson(r.value)).toBe('2023-01-01T00:00:00.000000001Z');
  });
});

describe('formatCel limits', () => {
  it('cuts a long value with an ellipsis', () => {
    const long = Array.from({ length: 500 }, (_, i) => BigInt(i));
    const text = formatCel(long);
    expect(text.length).toBe(1001);
    expect(text.endsWith('…')).toBe(true);
    expect(text.startsWith('[0, 1, 2')).toBe(true);
  });

  it('renders nested optionals and maps', () => {
    expect(formatCel({ a: [1n, { b: null }] })).toBe('{"a": [1, {"b": null}]}');
  });
});

describe('jsonToCel', () => {
  it('converts the same object once', () => {
    const o = { a: { b: 1 } };
    expect(jsonToCel(o)).toBe(jsonToCel(o));
  });
});

describe('checker words', () => {
  it('names an undefined field of a declared type as cel-go does', () => {
    const c = compileCel('authorizer.foo', {
      kubernetesVersion: '1.32',
      mode: 'stored',
      declare: ['authorizer'],
    });
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.message.split('\n')[0]).toBe("ERROR: <input>:1:11: undefined field 'foo'");
  });
});

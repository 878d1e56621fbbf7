import { describe, expect, it } from 'vitest';
import {
  CostBudget,
  type CelEnvironmentOptions,
  evaluateCel,
  jsonToCel,
  newLazyVariables,
} from '../../cel/index.ts';
import { compileExpression, compileVariables } from './compile.ts';

const options: CelEnvironmentOptions = {
  kubernetesVersion: '1.32',
  mode: 'stored',
  declare: ['object', 'oldObject', 'request', 'variables'],
};
const object = jsonToCel({ metadata: { name: 'endpoints1' }, subsets: [] });

/** Compiles the variables, then `expression` with their types, and evaluates it. */
function run(
  variables: { name: string; expression: string }[],
  expression: string,
  types: readonly string[] | 'any' = 'any',
) {
  const stored = compileVariables(variables, options);
  const c = compileExpression(
    expression,
    { ...options, variableTypes: stored.variableTypes },
    types,
  );
  if (!c.ok) return { compileError: c.detail };
  const defs = variables.map((v, i) => {
    const o = stored.outcomes[i]!;
    return { name: v.name, compiled: o.ok ? o : o.raw };
  });
  const vars = newLazyVariables(defs, { object });
  const r = evaluateCel(c.program, { object, variables: vars }, new CostBudget(10_000_000));
  return r.ok ? { value: r.value } : { error: r.error };
}

// k8s.io/apiserver pkg/admission/plugin/cel/composition_test.go TestCompositedPolicies (v0.32).
describe('composited variables are typed by their expressions', () => {
  it.each([
    [
      'simple',
      [{ name: 'name', expression: 'object.metadata.name' }],
      "variables.name == 'endpoints1'",
      { value: true },
    ],
    [
      'single boolean variable in expression',
      [{ name: 'fortuneTelling', expression: 'true' }],
      'variables.fortuneTelling',
      { value: true },
    ],
    [
      'variable of a list',
      [{ name: 'list', expression: '[1, 2, 3, 4]' }],
      'variables.list.sum() == 10',
      { value: true },
    ],
    [
      'variable of a map',
      [{ name: 'dict', expression: '{"foo": "bar"}' }],
      "variables.dict['foo'].contains('bar')",
      { value: true },
    ],
    [
      'early compile error',
      [{ name: 'name', expression: "1 == '1'" }],
      "variables.name == 'endpoints1'",
      {
        error:
          "composited variable \"name\" fails to compile: compilation failed: ERROR: <input>:1:3: found no matching overload for '_==_' applied to '(int, string)'\n | 1 == '1'\n | ..^",
      },
    ],
    [
      'list of strings, but element is confused as an integer',
      [{ name: 'list', expression: "['1', '2', '3', '4']" }],
      'variables.list[0] == 1',
      {
        compileError:
          "compilation failed: ERROR: <input>:1:19: found no matching overload for '_==_' applied to '(string, int)'\n | variables.list[0] == 1\n | ..................^",
      },
    ],
  ])('%s', (_, variables, expression, expected) => {
    expect(run(variables, expression)).toEqual(expected);
  });

  it('lets a later variable read an earlier one with its type', () => {
    const vars = [
      { name: 'n', expression: 'size(object.metadata.name)' },
      { name: 'twice', expression: 'variables.n * 2' },
    ];
    expect(run(vars, 'variables.twice == 20')).toEqual({ value: true });
    expect(compileVariables(vars, options).variableTypes).toEqual([
      { name: 'n', type: 'int' },
      { name: 'twice', type: 'int' },
    ]);
  });

  it('refuses a variable that reads a later one: its field is not there yet (CompileAndStoreVariable)', () => {
    const stored = compileVariables(
      [
        { name: 'a', expression: 'variables.b' },
        { name: 'b', expression: '1' },
      ],
      options,
    );
    const first = stored.outcomes[0]!;
    expect(first.ok).toBe(false);
    if (!first.ok)
      expect(first.detail).toBe(
        "compilation failed: ERROR: <input>:1:10: undefined field 'b'\n | variables.b\n | .........^",
      );
  });

  it.each([
    ['a string variable is a string messageExpression', "'a' + 'b'", { ok: true }],
    [
      'a dyn variable is not (object is dyn)',
      'object.metadata.name',
      { ok: false, detail: 'must evaluate to string but got dyn' },
    ],
    ['an int variable is not', '1', { ok: false, detail: 'must evaluate to string but got int' }],
  ])('types messageExpression by the variable: %s', (_, expression, expected) => {
    const stored = compileVariables([{ name: 'msg', expression }], options);
    const c = compileExpression(
      'variables.msg',
      { ...options, variableTypes: stored.variableTypes },
      ['string'],
    );
    expect(c).toMatchObject(expected);
  });

  it.each([
    ['list(int)', '[1, 2]'],
    ['map(string, list(int))', "{'a': [1]}"],
    ['dyn', "ip('1.2.3.4')"],
    ['dyn', 'optional.of(1)'],
    ['google.protobuf.Duration', "duration('1s')"],
    ['null_type', 'null'],
  ])('declares %s for %s (convertCelTypeToDeclType)', (type, expression) => {
    expect(compileVariables([{ name: 'v', expression }], options).variableTypes).toEqual([
      { name: 'v', type },
    ]);
  });
});

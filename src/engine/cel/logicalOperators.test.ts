import { describe, expect, it } from 'vitest';
import { compileCel, CostBudget, evaluateCel, type CelEnvironmentOptions } from './index.ts';

const opts: CelEnvironmentOptions = {
  kubernetesVersion: '1.32',
  mode: 'stored',
  declare: ['object', 'oldObject', 'request', 'variables'],
};

function run(expression: string) {
  const c = compileCel(expression, opts);
  if (!c.ok) throw new Error(c.message);
  return evaluateCel(c.program, { object: { a: 1 } }, new CostBudget(10_000_000));
}

describe('logical operators as cel-go evaluates them (interpretable.go evalOr, evalAnd)', () => {
  // interpreter_test.go and_* and or_* rows, then the order of errors that evalOr/evalAnd give.
  it.each([
    ['and_error_1st_false', '1/0 != 0 && false', false],
    ['and_error_2nd_false', 'false && 1/0 != 0', false],
    ['or_error_1st_true', '1/0 != 0 || true', true],
    ['or_error_2nd_true', 'true || 1/0 != 0', true],
    ['a false chain', 'false || false || false', false],
    ['a true chain', 'true && true && true', true],
  ])('%s: %s is %s', (_name, expression, value) => {
    expect(run(expression)).toMatchObject({ ok: true, value });
  });

  it.each([
    ['and_error_1st_error', '1/0 != 0 && true', 'division by zero'],
    ['and_error_2nd_error', 'true && 1/0 != 0', 'division by zero'],
    ['or_error_1st_error', '1/0 != 0 || false', 'division by zero'],
    ['or_error_2nd_error', 'false || 1/0 != 0', 'division by zero'],
    ['|| keeps the left error', 'object.x == 1 || 1/0 == 1', 'no such key: x'],
    ['&& keeps the left error', 'object.x == 1 && 1/0 == 1', 'no such key: x'],
    ['|| right error after a false left', 'false || object.y == 1', 'no such key: y'],
    [
      'a chain keeps the first error',
      'object.x == 1 || object.y == 1 || object.z == 1',
      'no such key: x',
    ],
    [
      'a chain with the first error in the middle',
      'false || object.y == 1 || object.z == 1',
      'no such key: y',
    ],
    ['&& chain keeps the first error', 'true && object.y == 1 && object.z == 1', 'no such key: y'],
    ['a non-bool operand is no such overload', 'dyn(1) || object.y == 1', 'no such overload'],
    ['an error before a non-bool operand wins', "object.y == 1 || dyn('a')", 'no such key: y'],
    ['a non-bool operand before an error wins', "dyn('a') && object.y == 1", 'no such overload'],
  ])('%s: %s fails with %s', (_name, expression, error) => {
    expect(run(expression)).toMatchObject({ ok: false, error });
  });
});

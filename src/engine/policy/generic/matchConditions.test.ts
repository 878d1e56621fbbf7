import { describe, expect, it } from 'vitest';
import { buildActivation } from './activation.ts';
import { compileExpression, type CompiledExpression } from './compile.ts';
import { evaluateMatchConditions } from './matchConditions.ts';

const conditions = (...exprs: string[]): CompiledExpression[] =>
  exprs.map((expression, index) => ({
    role: 'matchCondition',
    index,
    name: `c${index}`,
    expression,
    pointer: `/m/${index}`,
    compiled: compileExpression(
      expression,
      {
        kubernetesVersion: '1.32',
        mode: 'stored',
        declare: ['object', 'oldObject', 'request', 'namespaceObject'],
      },
      ['bool'],
    ),
  }));
const activation = buildActivation({
  object: { metadata: { name: 'x' } },
  oldObject: undefined,
  request: {},
});
const err = "expression 'object.nope == 1' resulted in error: no such key: nope";

describe('evaluateMatchConditions', () => {
  it.each<
    [string, string[], string, { matches: boolean; error?: string; failedCondition?: string }]
  >([
    ['all true: match', ['true', "object.metadata.name == 'x'"], 'Fail', { matches: true }],
    [
      'a false condition skips',
      ['true', 'false'],
      'Fail',
      { matches: false, failedCondition: 'c1' },
    ],
    [
      'false beats an earlier error',
      ['object.nope == 1', 'false'],
      'Fail',
      { matches: false, failedCondition: 'c1' },
    ],
    ['an error with Fail', ['object.nope == 1', 'true'], 'Fail', { matches: false, error: err }],
    ['an error with Ignore skips', ['object.nope == 1', 'true'], 'Ignore', { matches: false }],
    [
      'two distinct errors aggregate',
      ['object.nope == 1', 'object.other == 1'],
      'Fail',
      {
        matches: false,
        error: `[${err}, expression 'object.other == 1' resulted in error: no such key: other]`,
      },
    ],
  ])('%s', (_name, exprs, failurePolicy, want) => {
    const r = evaluateMatchConditions(conditions(...exprs), activation, failurePolicy);
    const got: { matches: boolean; error?: string; failedCondition?: string } = {
      matches: r.matches,
    };
    if (r.error !== undefined) got.error = r.error;
    if (r.failedCondition !== undefined) got.failedCondition = r.failedCondition;
    expect(got).toEqual(want);
  });

  it('evaluates every condition and traces each one', () => {
    const r = evaluateMatchConditions(conditions('false', 'true'), activation, 'Fail');
    expect(r.evaluations.map((e) => e.value)).toEqual(['false', 'true']);
  });
});

import { describe, expect, it } from 'vitest';
import type { CelEvaluation } from '../../engine/index.ts';
import { evaluationRows } from './evaluationRows.ts';

const evaluation = (e: Partial<CelEvaluation> & Pick<CelEvaluation, 'role'>): CelEvaluation => ({
  index: 0,
  expression: 'true',
  ...e,
});

describe('evaluationRows', () => {
  it.each([
    ['matchCondition', 1, 'matchConditions[1]'],
    ['variable', 0, 'variables[0]'],
    ['validation', 2, 'validations[2]'],
    ['messageExpression', 2, 'validations[2].messageExpression'],
    ['auditAnnotation', 0, 'auditAnnotations[0]'],
    ['mutation', 3, 'mutations[3]'],
    ['case', 1, 'cases[1]'],
  ] as const)('places a %s at index %d in %s', (role, index, field) => {
    const [row] = evaluationRows([evaluation({ role, index })]);
    expect(row?.field).toBe(field);
    expect(row?.label).toBe(field);
  });

  it('labels an expression by its name when it has one', () => {
    const [row] = evaluationRows([
      evaluation({ role: 'variable', name: 'replicas', expression: 'object.spec.replicas' }),
    ]);
    expect(row?.label).toBe('replicas');
    expect(row?.field).toBe('variables[0]');
  });

  it('shows the value, the error or that it was not evaluated', () => {
    const rows = evaluationRows([
      evaluation({ role: 'validation', value: 'false' }),
      evaluation({ role: 'validation', index: 1, error: 'no such key: owner' }),
      evaluation({ role: 'messageExpression' }),
    ]);
    expect(rows.map((r) => r.result)).toEqual([
      { kind: 'value', text: 'false' },
      { kind: 'error', text: 'no such key: owner' },
      { kind: 'not-evaluated' },
    ]);
  });

  it('keeps the evaluation order and the pointer into the scenario', () => {
    const rows = evaluationRows([
      evaluation({
        role: 'matchCondition',
        name: 'not-system',
        pointer: '/cluster/objects/0/spec/matchConditions/0/expression',
      }),
      evaluation({
        role: 'validation',
        pointer: '/cluster/objects/0/spec/validations/0/expression',
      }),
    ]);
    expect(rows.map((r) => [r.role, r.pointer])).toEqual([
      ['matchCondition', '/cluster/objects/0/spec/matchConditions/0/expression'],
      ['validation', '/cluster/objects/0/spec/validations/0/expression'],
    ]);
  });

  it('has no rows for a step that evaluated nothing', () => {
    expect(evaluationRows(undefined)).toEqual([]);
  });
});

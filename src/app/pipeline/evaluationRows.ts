// The CEL expressions a step evaluated, as table rows: what each is for, where it sits in its
// policy or webhook (the API's own field paths), the expression and what it gave.

import type { CelEvaluation } from '../../engine/index.ts';

/** One evaluated expression, ready to show. */
export interface EvaluationRow {
  role: CelEvaluation['role'];
  /** The name the scenario gave it (a matchCondition's, a variable's, an audit annotation's key), else its field path. */
  label: string;
  /** Where it sits, e.g. `validations[0].messageExpression`. */
  field: string;
  expression: string;
  result:
    { kind: 'value'; text: string } | { kind: 'error'; text: string } | { kind: 'not-evaluated' };
  /** Where the expression is in the scenario (a JSON pointer), when the engine knows. */
  pointer?: string;
}

// Where each role's expression is written (admissionregistration/v1 and v1alpha1 types).
const fields: Record<CelEvaluation['role'], (i: number) => string> = {
  matchCondition: (i) => `matchConditions[${String(i)}]`,
  variable: (i) => `variables[${String(i)}]`,
  validation: (i) => `validations[${String(i)}]`,
  messageExpression: (i) => `validations[${String(i)}].messageExpression`,
  auditAnnotation: (i) => `auditAnnotations[${String(i)}]`,
  mutation: (i) => `mutations[${String(i)}]`,
  case: (i) => `cases[${String(i)}]`,
};

/** Turns a step's evaluations into rows, in the order the chain evaluated them. */
export function evaluationRows(evaluations: readonly CelEvaluation[] | undefined): EvaluationRow[] {
  return (evaluations ?? []).map((e) => {
    const field = fields[e.role](e.index);
    const row: EvaluationRow = {
      role: e.role,
      label: e.name ?? field,
      field,
      expression: e.expression,
      result:
        e.error !== undefined
          ? { kind: 'error', text: e.error }
          : e.value !== undefined
            ? { kind: 'value', text: e.value }
            : { kind: 'not-evaluated' },
    };
    if (e.pointer !== undefined) row.pointer = e.pointer;
    return row;
  });
}

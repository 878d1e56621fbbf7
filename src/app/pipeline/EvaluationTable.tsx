import type { CelEvaluation } from '../../engine/index.ts';
import { evaluationRows, type EvaluationRow } from './evaluationRows.ts';

export interface EvaluationTableProps {
  evaluations: readonly CelEvaluation[] | undefined;
}

/** Shows the CEL expressions a step evaluated, in order: what each is for, the expression and its value or error. */
export function EvaluationTable({ evaluations }: EvaluationTableProps) {
  const rows = evaluationRows(evaluations);
  if (rows.length === 0) return null;
  return (
    <section className="pl-section">
      <h5>CEL expressions evaluated</h5>
      <table className="pl-checks pl-evaluations">
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">Name</th>
            <th scope="col">Expression</th>
            <th scope="col">Value or error</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">
                <code>{row.role}</code>
              </th>
              <td>
                {row.label}
                {row.label !== row.field && <span className="pl-eval-field"> ({row.field})</span>}
              </td>
              <td>
                <code className="pl-eval-expression">{row.expression}</code>
              </td>
              <td>
                <Result result={row.result} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Result({ result }: { result: EvaluationRow['result'] }) {
  switch (result.kind) {
    case 'value':
      return <code>{result.text}</code>;
    case 'error':
      return (
        <span className="pl-eval-error">
          <span className="pl-tone-deny">✗ error:</span> {result.text}
        </span>
      );
    case 'not-evaluated':
      return <span className="pl-tone-skip">– not evaluated</span>;
  }
}

import { useId } from 'react';
import type { AdmissionResult } from '../../engine/index.ts';
import { RawAnswerView } from '../workbench/inspector/RawAnswerView.tsx';
import { JsonDetails } from './JsonDetails.tsx';
import { StatusView } from './StatusView.tsx';
import { StepNotes } from './StepNotes.tsx';
import './StepDetail.css';

export interface AnswerDetailProps {
  result: AdmissionResult;
  /** What kubectl prints for the result. */
  kubectl: string;
  position: number;
  /** The step whose status became the answer, as "Step 4: deny.example.com". */
  decidedBy: string | undefined;
}

/** Shows the final answer: the verdict, the step that decided it, the status or object, warnings and audit annotations. */
export function AnswerDetail({ result, kubectl, position, decidedBy }: AnswerDetailProps) {
  const titleId = useId();
  return (
    <article className="pl-detail" aria-labelledby={titleId}>
      <h4 id={titleId} className="pl-detail-title">
        Step {position + 1}: Answer
      </h4>
      <p className={`pl-outcome ${result.allowed ? 'pl-tone-ok' : 'pl-tone-deny'}`}>
        <span aria-hidden="true">{result.allowed ? '✓ ' : '✗ '}</span>
        <strong>{result.allowed ? 'allowed' : 'refused'}</strong>
        {decidedBy !== undefined && <span className="pl-reason">: decided at {decidedBy}</span>}
        <span className="pl-reason"> · {result.durationMs} ms on the simulated clock</span>
      </p>
      <section className="pl-section">
        <h5>
          {result.kubectl === undefined ? 'What kubectl prints' : 'kubectl refuses it itself'}
        </h5>
        {result.kubectl !== undefined && (
          <p className="pl-meta">
            kubectl sends nothing: its REST mapping has no such kind, so it stops before the
            request. These are kubectl's words, not the API server's.
          </p>
        )}
        <pre className="pl-kubectl" tabIndex={0}>
          {kubectl}
        </pre>
      </section>
      {result.status !== undefined && <StatusView status={result.status} />}
      {result.answer !== undefined && (
        <RawAnswerView
          answer={result.answer}
          whose="The API server's answer"
          not="a metav1.Status"
        />
      )}
      {result.object !== undefined && (
        <JsonDetails title="The object as it would be stored" value={result.object} />
      )}
      <StepNotes warnings={result.warnings} auditAnnotations={result.auditAnnotations} />
    </article>
  );
}

import { useId, useMemo } from 'react';
import { ObjectDiff } from '../editor/ObjectDiff.tsx';
import { CheckTable } from './CheckTable.tsx';
import { EvaluationTable } from './EvaluationTable.tsx';
import { JsonDetails } from './JsonDetails.tsx';
import { objectYaml } from './objectYaml.ts';
import { PatchList } from './PatchList.tsx';
import { ScriptRun } from './ScriptRun.tsx';
import type { PipelineStep } from './pipelineSteps.ts';
import { StatusView } from './StatusView.tsx';
import { StepNotes } from './StepNotes.tsx';
import { outcomeLabel, stepPlace, stepTitle } from './stepText.ts';
import './StepDetail.css';

export interface StepDetailProps {
  step: Extract<PipelineStep, { kind: 'trace' }>;
  theme: 'light' | 'dark';
}

/** Shows one step in full: why it ran, what it answered, what it changed, and what it sent and received. */
export function StepDetail({ step, theme }: StepDetailProps) {
  const titleId = useId();
  const { entry } = step;
  const outcome = outcomeLabel(entry.outcome);
  const before = entry.objectBefore ?? step.objectBefore;
  const diff = useMemo(
    () =>
      entry.objectAfter === undefined
        ? undefined
        : { before: objectYaml(before), after: objectYaml(entry.objectAfter) },
    [before, entry.objectAfter],
  );
  return (
    <article className="pl-detail" aria-labelledby={titleId}>
      <h4 id={titleId} className="pl-detail-title">
        Step {step.position + 1}: {stepTitle(step)}
      </h4>
      <p className="pl-meta">{stepPlace(step.entry)}</p>
      <p className={`pl-outcome pl-tone-${outcome.tone}`}>
        <span aria-hidden="true">{outcome.icon} </span>
        <strong>{outcome.words}</strong>
        {entry.reason !== '' && <span className="pl-reason">: {entry.reason}</span>}
      </p>
      <CheckTable entry={entry} />
      <EvaluationTable evaluations={entry.evaluations} />
      {entry.script !== undefined && <ScriptRun script={entry.script} />}
      {entry.status !== undefined && <StatusView status={entry.status} />}
      {entry.patch !== undefined && entry.patch.length > 0 && <PatchList ops={entry.patch} />}
      {diff !== undefined && (
        <section className="pl-section">
          <h5>Object before → after</h5>
          {before === undefined && (
            <p className="pl-stage-note">
              No earlier object to compare with: everything shows as added.
            </p>
          )}
          <ObjectDiff
            label={`Object before and after step ${step.position + 1}`}
            before={diff.before}
            after={diff.after}
            theme={theme}
          />
        </section>
      )}
      <StepNotes
        warnings={entry.warnings}
        auditAnnotations={entry.auditAnnotations}
        assumptions={entry.assumptions}
      />
      {entry.request !== undefined && (
        <JsonDetails title="AdmissionReview sent" value={entry.request} />
      )}
      {entry.response !== undefined && (
        <JsonDetails title="AdmissionReview received" value={entry.response} />
      )}
    </article>
  );
}

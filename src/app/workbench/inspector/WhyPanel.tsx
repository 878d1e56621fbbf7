import type { TraceEntry } from '../../../engine/index.ts';
import { CheckTable } from '../../pipeline/CheckTable.tsx';
import { EvaluationTable } from '../../pipeline/EvaluationTable.tsx';
import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { ScriptRun } from '../../pipeline/ScriptRun.tsx';
import { StatusView } from '../../pipeline/StatusView.tsx';
import { rawAnswerText } from './aroundText.ts';
import { ConversionSection } from './ConversionSection.tsx';
import { FieldErrors } from './FieldErrors.tsx';
import { NestedRequestView } from './NestedRequestView.tsx';
import { RefusalNote } from './RefusalNote.tsx';

export interface WhyPanelProps {
  entry: TraceEntry;
  steps: readonly PipelineStep[];
  onSelect: (position: number) => void;
  hovered: string | undefined;
  onHover: (pointer: string | undefined) => void;
}

/**
 * Why the step did what it did: a refusal before admission, the version it was converted to,
 * the checks in the API server's order, the CEL it evaluated, a request of its own, its status
 * and the invalid fields with the step that wrote each.
 */
export function WhyPanel({ entry, steps, onSelect, hovered, onHover }: WhyPanelProps) {
  const shown =
    entry.checks !== undefined ||
    entry.evaluations !== undefined ||
    entry.status !== undefined ||
    entry.refusal !== undefined ||
    entry.answer !== undefined ||
    entry.nested !== undefined;
  return (
    <>
      {entry.refusal !== undefined && <RefusalNote refusal={entry.refusal} />}
      {entry.conversion !== undefined && (
        <ConversionSection conversion={entry.conversion} policy={entry.policy !== undefined} />
      )}
      <CheckTable entry={entry} />
      {entry.answer !== undefined && (
        <p className="pl-headline pl-tone-deny">
          The webhook did not answer with an AdmissionReview: {rawAnswerText(entry.answer)} Its body
          is under Review.
        </p>
      )}
      <EvaluationTable evaluations={entry.evaluations} />
      {entry.script !== undefined && <ScriptRun script={entry.script} />}
      {entry.nested !== undefined && <NestedRequestView nested={entry.nested} />}
      {entry.status !== undefined && <StatusView status={entry.status} />}
      {entry.fieldErrors !== undefined && entry.fieldErrors.length > 0 && (
        <FieldErrors
          errors={entry.fieldErrors}
          steps={steps}
          onSelect={onSelect}
          hovered={hovered}
          onHover={onHover}
        />
      )}
      {!shown && <p className="pl-meta">{entry.reason}</p>}
    </>
  );
}

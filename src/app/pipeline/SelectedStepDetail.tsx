// The selected step in full. Not needed for the first result (what kubectl prints), so Pipeline
// loads it, with everything only it uses, as a chunk of its own right after the first render.

import type { AdmissionResult } from '../../engine/index.ts';
import { AnswerDetail } from './AnswerDetail.tsx';
import type { PipelineStep } from './pipelineSteps.ts';
import { StepDetail } from './StepDetail.tsx';

export interface SelectedStepDetailProps {
  step: PipelineStep;
  result: AdmissionResult;
  /** What kubectl prints for the result. */
  kubectl: string;
  /** The step whose status became the answer, as "Step 4: deny.example.com". */
  decidedBy: string | undefined;
  theme: 'light' | 'dark';
}

/** Shows the answer or one step of the chain in full. */
export function SelectedStepDetail({
  step,
  result,
  kubectl,
  decidedBy,
  theme,
}: SelectedStepDetailProps) {
  return step.kind === 'answer' ? (
    <AnswerDetail
      result={result}
      kubectl={kubectl}
      position={step.position}
      decidedBy={decidedBy}
    />
  ) : (
    <StepDetail step={step} theme={theme} />
  );
}

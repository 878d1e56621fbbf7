import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { outcomeLabel, stepPlace, stepTitle } from '../../pipeline/stepText.ts';

export interface StepHeaderProps {
  step: Extract<PipelineStep, { kind: 'trace' }>;
  /** The stage's one sentence for a newcomer. */
  stageNote: string | undefined;
  titleId: string;
}

/** The step's name, where it sits (configuration, round, index, simulated time) and its outcome. */
export function StepHeader({ step, stageNote, titleId }: StepHeaderProps) {
  const { entry } = step;
  const outcome = outcomeLabel(entry.outcome);
  return (
    <header className="wb-step-head">
      <h3 id={titleId} className="pl-detail-title">
        Step {step.position + 1}: {stepTitle(step)}
      </h3>
      <p className="pl-meta">{stepPlace(step.entry)}</p>
      <p className={`pl-outcome pl-tone-${outcome.tone}`}>
        <span aria-hidden="true">{outcome.icon} </span>
        <strong>{outcome.words}</strong>
        {entry.reason !== '' && <span className="pl-reason">: {entry.reason}</span>}
      </p>
      {stageNote !== undefined && <p className="wb-stage-note">{stageNote}</p>}
    </header>
  );
}

import { useId, type ReactNode } from 'react';
import type { PipelineStage, PipelineStep } from './pipelineSteps.ts';
import { StepButton } from './StepButton.tsx';
import { answerLabel, latency, outcomeLabel, stepContext, stepName } from './stepText.ts';
import './StageList.css';

export interface StageListProps {
  stages: readonly PipelineStage[];
  current: number;
  /** The final verdict, to label the answer step. */
  allowed: boolean;
  onSelect: (position: number) => void;
  /** The selected step's detail, shown right below its button so stepping never leaves the eye's place. */
  detail: ReactNode;
  /** Extra views per stage id, shown with that stage (the configuration order, the lanes). */
  extras: Readonly<Record<string, ReactNode>>;
  /** The presenter view's last step on show: later steps, and stages not reached yet, stay hidden. */
  revealUpTo?: number;
}

/** Lists every step as a button, grouped by stage in the API server's order, the selected one opened. */
export function StageList({
  stages,
  current,
  allowed,
  onSelect,
  detail,
  extras,
  revealUpTo,
}: StageListProps) {
  const shown = (step?: PipelineStep) =>
    step !== undefined && (revealUpTo === undefined || step.position <= revealUpTo);
  // The configuration order comes before its stage's steps; the validating lanes tell every
  // call's outcome, so they wait for the stage's last step.
  const extraShown = (stage: PipelineStage) =>
    stage.kind === 'mutating' || shown(stage.steps.at(-1));
  return (
    <div className="pl-stages">
      {stages
        .filter((stage) => shown(stage.steps[0]))
        .map((stage) => (
          <Stage
            key={stage.id}
            stage={stage}
            extra={extraShown(stage) ? extras[stage.id] : undefined}
          >
            {stage.steps.filter(shown).map((step) => (
              <li key={step.position}>
                {button(step, current, allowed, onSelect)}
                {step.position === current && detail}
              </li>
            ))}
          </Stage>
        ))}
    </div>
  );
}

function button(
  step: PipelineStep,
  current: number,
  allowed: boolean,
  onSelect: (p: number) => void,
) {
  const entry = step.kind === 'trace' ? step.entry : undefined;
  return (
    <StepButton
      position={step.position}
      name={stepName(step)}
      context={entry && stepContext(entry)}
      outcome={entry ? outcomeLabel(entry.outcome) : answerLabel(allowed)}
      latency={entry && latency(entry)}
      selected={step.position === current}
      onSelect={onSelect}
    />
  );
}

function Stage({
  stage,
  extra,
  children,
}: {
  stage: PipelineStage;
  extra: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className={`pl-stage pl-stage-${stage.kind}`} role="group" aria-labelledby={titleId}>
      <h4 id={titleId} className="pl-stage-title">
        {stage.title}
      </h4>
      <p className="pl-stage-note">{stage.note}</p>
      {stage.kind === 'mutating' && stage.round === 0 && extra}
      <ol className="pl-steps">{children}</ol>
      {stage.kind !== 'mutating' && extra}
    </div>
  );
}

import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { outcomeLabel, stepContext, stepName } from '../../pipeline/stepText.ts';

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
      <p className="pl-meta">{meta(step)}</p>
      <p className={`pl-outcome pl-tone-${outcome.tone}`}>
        <span aria-hidden="true">{outcome.icon} </span>
        <strong>{outcome.words}</strong>
        {entry.reason !== '' && <span className="pl-reason">: {entry.reason}</span>}
      </p>
      {stageNote !== undefined && <p className="wb-stage-note">{stageNote}</p>}
    </header>
  );
}

// A policy step names its binding and param too: one policy runs once per binding and param.
function stepTitle(step: StepHeaderProps['step']): string {
  const context = step.entry.policy === undefined ? undefined : stepContext(step.entry);
  return context === undefined ? stepName(step) : `${stepName(step)} ${context}`;
}

// Where the step sits: the plugin, configuration or policy, round and index, and its time on the simulated clock.
function meta(step: StepHeaderProps['step']): string {
  const e = step.entry;
  const parts = [e.phase === 'setup' ? 'cluster setup' : e.plugin];
  if (e.configuration !== undefined) parts.push(`configuration ${e.configuration}`);
  if (e.policy !== undefined) parts.push(`policy ${e.policy}`);
  if (e.binding !== undefined) parts.push(`binding ${e.binding}`);
  if (e.param !== undefined) parts.push(`param ${e.param}`);
  if (e.round !== undefined && (e.webhook !== undefined || e.policy !== undefined))
    parts.push(`round ${e.round}`);
  if (e.index !== undefined) parts.push(`index ${e.index}`);
  if (e.startMs !== undefined && e.endMs !== undefined)
    parts.push(`called at ${e.startMs} ms, answered at ${e.endMs} ms (${e.endMs - e.startMs} ms)`);
  if (e.timeoutSeconds !== undefined) parts.push(`timeoutSeconds ${e.timeoutSeconds}`);
  return parts.join(' · ');
}

// How a write reads on a Blame chip and in its history: "req", "def", "labeler R1", "plg".

import { isInProcessStep, type PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { stepName } from '../../pipeline/stepText.ts';
import type { Write } from './tagged.ts';

/** The chip: short enough for a gutter. */
export function chipText(write: Write, steps: readonly PipelineStep[]): string {
  if (write.position < 0) return 'req';
  if (write.how === 'defaulted') return 'def';
  const step = steps[write.position];
  if (step === undefined || step.kind !== 'trace') return '?';
  const { entry } = step;
  if (entry.phase === 'decode') return 'def';
  if (entry.phase === 'storage') return 'sto';
  if (isInProcessStep(entry)) return 'plg';
  const name = stepName(step).split('.')[0] ?? '';
  return (entry.round ?? 0) > 0 ? `${name} R${entry.round}` : name;
}

const hows: Record<Write['how'], string> = {
  request: 'in the request',
  patch: 'patched',
  changed: 'changed',
  defaulted: 'defaulted',
  removed: 'removed',
};

/** One write in words: "step 8 labeler.example.com (round 0): patched". */
export function writeText(write: Write, steps: readonly PipelineStep[]): string {
  if (write.position < 0) return 'the request as submitted';
  const step = steps[write.position];
  if (step === undefined || step.kind !== 'trace')
    return `step ${write.position + 1}: ${hows[write.how]}`;
  const round =
    step.entry.round !== undefined &&
    step.entry.phase === 'mutating' &&
    !isInProcessStep(step.entry)
      ? ` (round ${step.entry.round})`
      : '';
  return `step ${write.position + 1} ${stepName(step)}${round}: ${hows[write.how]}`;
}

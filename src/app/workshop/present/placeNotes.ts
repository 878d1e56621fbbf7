// Places a scenario's teaching notes (docs/format-additions.md "Step notes") on the presenter's
// walk: each note at the index of the step it names, a note about a folded plugin with the next
// step on show, and the notes that name no step of this run apart, so a typo shows.

import type { StepNote } from '../../../engine/index.ts';
import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import type { PresentPlan } from './presentPlan.ts';

/** A note with the index (in the plan's order) at which it appears. */
export interface PlacedNote {
  note: StepNote;
  index: number;
}

/** The notes placed in walk order, and those that name no step. */
export interface PlacedNotes {
  placed: PlacedNote[];
  unplaced: StepNote[];
}

/** Tells whether a step is the one a note names: by webhook, policy or plugin name, and round. */
function names(step: PipelineStep, note: StepNote): boolean {
  if (step.kind === 'answer') return note.step === 'answer';
  const { entry } = step;
  const name = entry.webhook ?? entry.policy ?? entry.plugin;
  if (name !== note.step) return false;
  return note.round === undefined || (entry.round ?? 0) === note.round;
}

/** Places each note at the first step it names. */
export function placeNotes(
  notes: readonly StepNote[],
  steps: readonly PipelineStep[],
  plan: PresentPlan,
): PlacedNotes {
  const placed: PlacedNote[] = [];
  const unplaced: StepNote[] = [];
  for (const note of notes) {
    const step = steps.find((s) => names(s, note));
    if (step === undefined) {
      unplaced.push(note);
      continue;
    }
    const own = plan.order.indexOf(step.position);
    // Folded into a row the presenter does not stop at: shown with the next step on show.
    const next = plan.order.findIndex((p) => p > step.position && !plan.validating.includes(p));
    const index = own >= 0 ? own : next >= 0 ? next : plan.order.length - 1;
    placed.push({ note, index });
  }
  placed.sort((a, b) => a.index - b.index);
  return { placed, unplaced };
}

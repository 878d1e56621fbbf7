// Moves the presenter through the plan like slides: going past the last step on show reveals the
// next one, going back from it hides it again (presenterSteps.revealTo, in the plan's order).

import { playgroundStore } from '../../store/index.ts';
import { revealTo } from '../presenterSteps.ts';
import { indexOf, type PresentPlan } from './presentPlan.ts';
import { presenterStore } from './presenterStore.ts';

/** Moves to the step at `to` (an index into the plan), revealing or hiding as slides do. */
export function presentIndex(plan: PresentPlan, to: number): void {
  const count = plan.order.length;
  if (count === 0) return;
  const target = Math.min(Math.max(to, 0), count - 1);
  const selected = indexOf(plan, playgroundStore.getState().selectedStep);
  const next = revealTo({ selected, revealed: presenterStore.getState().revealed }, target);
  presenterStore.getState().setRevealed(Math.min(next.revealed, count - 1));
  playgroundStore.getState().selectStep(plan.order[next.selected] ?? 0);
}

/** Starts the walk again: only the first step on show, and selected. */
export function restart(plan: PresentPlan): void {
  presenterStore.getState().setRevealed(0);
  presenterStore.getState().closeInspector();
  playgroundStore.getState().selectStep(plan.order[0] ?? 0);
}

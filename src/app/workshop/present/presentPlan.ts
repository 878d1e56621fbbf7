// The presenter's walk through one result: the steps on the map in call order — round 0, round 1,
// storage, then the validating answers as they arrived on the simulated clock — and the answer
// last, with the built-in plugins folded as the map draws them (design/workbench.md "Present").

import type { AdmissionResult } from '../../../engine/index.ts';
import { pipelineOf } from '../../store/pipelineSelectors.ts';
import { memoizeLast } from '../../store/memoizeLast.ts';
import { mapLayout } from '../../workbench/map/mapNavigation.ts';
import { mapOfResult } from '../../workbench/map/mapOfResult.ts';

/** The steps the presenter stops at and where the phases begin among them. */
export interface PresentPlan {
  /** Pipeline positions in presenting order; the answer last. */
  order: number[];
  /** The validating webhooks' positions: all called at once, each answer revealed at its turn. */
  validating: number[];
  /** The index in `order` where validating admission begins (every webhook is called then). */
  validatingFrom: number;
  /** The index in `order` of the first reinvocation step, if there is a round 1. */
  reinvokeFrom: number | undefined;
  /** The simulated time at which validating admission began: the answers' times count from it. */
  validatingStartMs: number;
}

/** Plans the walk through a result; the same object for the same result. */
export const presentPlan = memoizeLast((result: AdmissionResult): PresentPlan => {
  const map = mapOfResult(result);
  const { steps } = pipelineOf(result);
  const { order } = mapLayout(map, false);
  const stageAt = (position: number) => steps[position]?.stage;
  const validating = map.validating.rows
    .filter((r) => r.kind === 'webhook')
    .map((r) => r.cell.position);
  const from = order.findIndex((p) => stageAt(p) === 'validating' || stageAt(p) === 'answer');
  const reinvoke = order.findIndex((p) => {
    const step = steps[p];
    return step?.kind === 'trace' && step.stage === 'mutating' && (step.entry.round ?? 0) > 0;
  });
  const starts = validating
    .map((p) => {
      const step = steps[p];
      return step?.kind === 'trace' ? step.entry.startMs : undefined;
    })
    .filter((ms): ms is number => ms !== undefined);
  return {
    order,
    validating,
    validatingFrom: from < 0 ? order.length - 1 : from,
    reinvokeFrom: reinvoke < 0 ? undefined : reinvoke,
    validatingStartMs: starts.length === 0 ? 0 : Math.min(...starts),
  };
});

/** The index in the plan of a position: its own, else the last step on show before it (a folded plugin). */
export function indexOf(plan: PresentPlan, position: number): number {
  const at = plan.order.indexOf(position);
  if (at >= 0) return at;
  const before = plan.order.findLastIndex((p) => p < position && !plan.validating.includes(p));
  return Math.max(before, 0);
}

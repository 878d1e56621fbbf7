// The stage the presenter and the embed view share: the workbench's map scaled to fit, with the
// steps not yet revealed hidden, and the caption strip for the current step under it.

import { lazy, Suspense } from 'react';
import type { AdmissionResult } from '../../../engine/index.ts';
import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { ChunkBoundary } from '../../ui/ChunkBoundary.tsx';
import { captionOf } from './caption.ts';
import { CaptionStrip } from './CaptionStrip.tsx';
import { FitStage } from './FitStage.tsx';
import type { PresentPlan } from './presentPlan.ts';
import { revealStyle } from './revealStyle.ts';

const PipelineMap = lazy(() =>
  import('../../workbench/map/PipelineMap.tsx').then((m) => ({ default: m.PipelineMap })),
);

/** The map revealed up to `revealed` (a position in the plan's order) and the current step's caption. */
export function RevealedStage({
  plan,
  revealed,
  step,
  result,
}: {
  plan: PresentPlan | undefined;
  revealed: number;
  step: PipelineStep | undefined;
  result: AdmissionResult | undefined;
}) {
  return (
    <section className="present-show" aria-label="Pipeline">
      <FitStage>
        {plan && <style>{revealStyle(plan, revealed)}</style>}
        <ChunkBoundary fallback={null}>
          <Suspense fallback={null}>
            <PipelineMap />
          </Suspense>
        </ChunkBoundary>
      </FitStage>
      <CaptionStrip
        caption={
          step && result && plan ? captionOf(step, result, plan.validatingStartMs) : undefined
        }
      />
    </section>
  );
}

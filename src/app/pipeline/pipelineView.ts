// Everything the pipeline view derives from one result, computed once per result.

import type { Outcome } from '../evaluation/evaluation.ts';
import { memoizeLast } from '../store/memoizeLast.ts';
import { pipelineOf } from '../store/pipelineSelectors.ts';
import { decidingStep, type Pipeline } from './pipelineSteps.ts';
import { stepName } from './stepText.ts';

/** The pipeline of one result with its kubectl text and deciding step. */
export interface PipelineView {
  pipeline: Pipeline;
  kubectl: string;
  /** "Step 4: deny.example.com" for a refused request. */
  decidedBy: string | undefined;
}

/** Derives the view of a result; the same object for the same result. */
export const pipelineView = memoizeLast(({ result, kubectl }: Outcome): PipelineView => {
  const pipeline = pipelineOf(result);
  const decider = decidingStep(pipeline, result);
  return {
    pipeline,
    kubectl,
    decidedBy: decider && `step ${decider.position + 1} (${stepName(decider)})`,
  };
});

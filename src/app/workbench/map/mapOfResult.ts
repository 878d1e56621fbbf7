// The map of one result, memoised on the result's identity (the stale view reuses it).

import type { AdmissionResult } from '../../../engine/index.ts';
import { decidingStep } from '../../pipeline/pipelineSteps.ts';
import { pipelineOf } from '../../store/pipelineSelectors.ts';
import { memoizeLast } from '../../store/memoizeLast.ts';
import { mapModel, type MapModel } from './mapModel.ts';

/** The position of the step that decided a result: the refusing step, else the answer. */
export function deciderOf(result: AdmissionResult): number {
  const pipeline = pipelineOf(result);
  return decidingStep(pipeline, result)?.position ?? pipeline.steps.length - 1;
}

/** Lays out a result's map; the same object for the same result. */
export const mapOfResult = memoizeLast((result: AdmissionResult): MapModel =>
  mapModel(pipelineOf(result), result.allowed, deciderOf(result)),
);

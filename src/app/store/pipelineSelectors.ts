// The pipeline derived from the current result, memoised on the result's identity, and the
// selected step kept inside its range (the store keeps whatever was picked; the steps may shrink).

import type { AdmissionResult } from '../../engine/index.ts';
import { clampStep, pipelineSteps, type Pipeline } from '../pipeline/pipelineSteps.ts';
import type { PlaygroundState } from './index.ts';
import { memoizeLast } from './memoizeLast.ts';
import { selectOutcome, selectResult } from './selectors.ts';

const noPipeline: Pipeline = { stages: [], steps: [] };

/** Returns the pipeline of a result, the same object for the same result (the stale view reuses it). */
export const pipelineOf = memoizeLast((result: AdmissionResult | undefined): Pipeline =>
  result === undefined ? noPipeline : pipelineSteps(result),
);

/** Selects the current result's pipeline: stages and steps. */
export const selectPipeline = (s: PlaygroundState): Pipeline => pipelineOf(selectResult(s));

/** Selects the current result's steps in order. */
export const selectSteps = (s: PlaygroundState) => selectPipeline(s).steps;

/** Selects the selected step, clamped to the current steps. */
export const selectClampedStep = (s: PlaygroundState): number =>
  clampStep(s.selectedStep, selectSteps(s).length);

/** Selects what kubectl prints for the current result; undefined while there is none. */
export const selectKubectl = (s: PlaygroundState): string | undefined => selectOutcome(s)?.kubectl;

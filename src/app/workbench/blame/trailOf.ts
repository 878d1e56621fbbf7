// The blame trail of one result, memoised on the result's identity.

import type { AdmissionResult } from '../../../engine/index.ts';
import { pipelineOf } from '../../store/pipelineSelectors.ts';
import { memoizeLast } from '../../store/memoizeLast.ts';
import { blameTrail, type BlameTrail } from './blame.ts';

/** Follows a result's object through its steps; the same trail for the same result. */
export const trailOf = memoizeLast((result: AdmissionResult): BlameTrail =>
  blameTrail(pipelineOf(result).steps),
);

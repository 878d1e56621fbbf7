// Adds the good-practice review (engine review/, issue 21) to the engine worker's answer: the
// worker has the parsed scenario and its run, so the page never loads the engine for it. The
// findings travel as plain data beside the result.

import { reviewScenario, type Scenario } from '../../engine/index.ts';
import type { EngineAnswer } from '../evaluation/evaluation.ts';

/** Returns the answer with its scenario's review beside the result, when the scenario ran. */
export function withReview(answer: EngineAnswer, scenario: Scenario): EngineAnswer {
  const { evaluation } = answer;
  if (evaluation.kind !== 'result') return answer;
  const review = reviewScenario({ scenario }, evaluation.result);
  return { ...answer, evaluation: { ...evaluation, review } };
}

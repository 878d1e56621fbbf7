// Adds the good-practice review (engine review/, issue 21) to the engine worker's answer: the
// worker has the parsed scenario and its run, so the page never loads the engine for it. The
// findings travel as plain data beside the result. In the browser the review is an engine group
// of its own, loaded here (loadReview) once the scenario has run: its verdict never waits for it.

import {
  loadReview,
  reviewScenario,
  reviewScenarioAsync,
  type Scenario,
  type ScenarioServers,
} from '../../engine/index.ts';
import type { EngineAnswer } from '../evaluation/evaluation.ts';

/** Returns the answer with its scenario's review beside the result, when the scenario ran (the review group installed). */
export function withReview(answer: EngineAnswer, scenario: Scenario): EngineAnswer {
  const { evaluation } = answer;
  if (evaluation.kind !== 'result') return answer;
  const review = reviewScenario({ scenario }, evaluation.result);
  return { ...answer, evaluation: { ...evaluation, review } };
}

/**
 * As withReview, with the review group loaded first and `script` webhooks asked a second time
 * through the sandbox that ran them.
 */
export async function withReviewAsync(
  answer: EngineAnswer,
  scenario: Scenario,
  runScript: ScenarioServers['runScript'],
): Promise<EngineAnswer> {
  const { evaluation } = answer;
  if (evaluation.kind !== 'result') return answer;
  await loadReview();
  // Scripts paused (a link not allowed yet): they are not run for the review either.
  if (runScript === undefined) return withReview(answer, scenario);
  const review = await reviewScenarioAsync({ scenario }, { runScript }, evaluation.result);
  return { ...answer, evaluation: { ...evaluation, review } };
}

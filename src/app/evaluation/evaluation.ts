// What the engine gives for one scenario text, as plain data: it is computed in the engine worker
// and crosses to the page by structured clone, so it holds no classes and no functions.

import type { AdmissionResult, Operation, ScenarioReview, StepNote } from '../../engine/index.ts';
import type { ScenarioFacts } from '../problems/scenarioFacts.ts';
import type { Problem } from '../store/problems.ts';

/** The result of a scenario that runs, with what kubectl prints. */
export interface Outcome {
  kind: 'result';
  result: AdmissionResult;
  /** What kubectl prints for the result. */
  kubectl: string;
  /** The good-practice review of the scenario's configurations (the problems strip's Review group). */
  review?: ScenarioReview;
}

/**
 * What a scenario text gives: its result, the reasons it is not a valid scenario, an engine bug,
 * a run stopped for taking too long, or nothing yet (the first answer is on its way).
 */
export type Evaluation =
  | Outcome
  | { kind: 'invalid'; problems: readonly Problem[] }
  | { kind: 'bug'; message: string }
  | { kind: 'stopped'; message: string }
  | { kind: 'pending' };

/** What the page reads from a parsed scenario without running it (titles, file names, bug reports). */
export interface ScenarioSummary {
  name: string;
  title: string | undefined;
  description: string | undefined;
  kubernetesVersion: string;
  /** The teaching notes the presenter view shows (issue 20); empty when there are none. */
  notes: readonly StepNote[];
  request: {
    operation: Operation;
    subResource: string;
    namespace: string | undefined;
    name: string | undefined;
    dryRun: boolean;
    userInfo: { username: string; groups: readonly string[] };
  };
  /** What the problems strip reads from the scenario (unanswered webhook keys, unknown rule resources). */
  facts?: ScenarioFacts;
}

/** The engine's answer for one text: the evaluation, and the scenario's summary when it parsed. */
export interface EngineAnswer {
  scenario: ScenarioSummary | undefined;
  evaluation: Evaluation;
}

/** An answer with the scenario text it is for. */
export interface Evaluated extends EngineAnswer {
  source: string;
}

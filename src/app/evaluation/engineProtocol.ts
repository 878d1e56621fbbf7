// The messages between the page and the engine worker. One request at a time is in the worker;
// ids tell a reply to the request in flight from a late one.

import type { EngineAnswer, ScenarioSummary } from './evaluation.ts';

/** Page → worker: evaluate this scenario text. */
export interface EngineRequest {
  id: number;
  source: string;
}

/**
 * Worker → page: `ready` once its module has loaded (the clock starts then, not while it loads),
 * `parsed` when the text parsed and the run begins, `evaluated` with the answer.
 */
export type EngineReply =
  | { type: 'ready' }
  | { type: 'parsed'; id: number; scenario: ScenarioSummary }
  | ({ type: 'evaluated'; id: number } & EngineAnswer);

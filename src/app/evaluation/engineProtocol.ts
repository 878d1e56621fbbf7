// The messages between the page and the engine worker. One request at a time is in the worker;
// ids tell a reply to the request in flight from a late one. A `script` webhook's call goes from
// the worker to the page, which runs it in a sandbox of its own (src/app/scripts) and answers: a
// worker started from a blob: URL runs under the page's Content-Security-Policy only when the
// page itself starts it.

import type {
  Result,
  ScriptCall,
  ScriptOutcome,
  SharedScenario,
  ShareLinkError,
} from '../../engine/index.ts';
import type { EngineAnswer, ScenarioSummary } from './evaluation.ts';

/** Page → worker: evaluate this scenario text; `allowScripts` false pauses its script webhooks. */
export interface EngineRequest {
  type: 'evaluate';
  id: number;
  source: string;
  allowScripts: boolean;
}

/**
 * Page → worker: open the share link in this fragment and evaluate its scenario, scripts paused
 * (the early script's one request, before the page's app has loaded: evaluation/earlyStart.ts).
 */
export interface LinkRequest {
  type: 'open-link';
  id: number;
  hash: string;
}

/** Page → worker: what the script of call `callId`, asked for by request `id`, did. */
export interface ScriptAnswer {
  type: 'script-answer';
  id: number;
  callId: string;
  outcome: ScriptOutcome;
}

/** How long the early run waits after its verdict for the page's go-on before it goes on anyway. */
export const REVIEW_WAIT_MS = 1_000;

/**
 * Page → worker: the early run's verdict is on screen, or the app wants the whole answer now: go on
 * to the review. Until then (or REVIEW_WAIT_MS) the early run waits, so the review's chunk is not
 * fetched before the verdict is painted.
 */
export interface GoOn {
  type: 'go-on';
  id: number;
}

/** Everything the page posts to the worker. */
export type EngineMessage = EngineRequest | LinkRequest | ScriptAnswer | GoOn;

/**
 * Worker → page: `ready` once its module has loaded (the clock starts then, not while it loads),
 * `link` with what an `open-link` request's fragment holds (undefined: the decoder failed, an
 * engine bug; the page decodes it itself), then as for an `evaluate` request of its text:
 * `parsed` when the text parsed and the run begins, `script` when the run needs a script webhook's
 * answer, `ran` with the answer as the run left it (its verdict, before the configuration review,
 * a chunk of its own, is loaded and added), then `evaluated` with the whole answer.
 */
export type EngineReply =
  | { type: 'ready' }
  | { type: 'link'; id: number; link: Result<SharedScenario, ShareLinkError> | undefined }
  | { type: 'parsed'; id: number; scenario: ScenarioSummary }
  | { type: 'script'; id: number; call: ScriptCall }
  | ({ type: 'ran'; id: number } & EngineAnswer)
  | ({ type: 'evaluated'; id: number } & EngineAnswer);

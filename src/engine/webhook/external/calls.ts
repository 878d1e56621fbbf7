// The webhook calls the engine cannot answer by itself, and their answers: a `script` webhook runs
// in a sandbox the host provides (a Web Worker in the browser, a worker thread in the CLI), and
// under `run --live` every webhook is a real HTTPS server. The engine stays synchronous and pure:
// it stops at the first call it has no answer for (PendingCall), the host answers it, and the run
// is replayed from the start with that answer (runScenarioAsync.ts). Same scenario, same answers,
// same result.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';

/** What every outside call carries. */
interface CallBase {
  /** Identifies the call within one run: `<configuration>/<webhook>/<ordinal>#<n-th call>`. */
  id: string;
  webhook: string;
  configuration: string;
  mutating: boolean;
  /** The AdmissionReview the API server sends, exactly. */
  review: JsonObject;
  /** The URL the API server posts to, `?timeout=<N>s` included (messages quote it). */
  url: string;
  /** The call's time budget: timeoutSeconds, or what is left of the request's own deadline. */
  timeoutMs: number;
}

/** A `script` webhook's turn: run its default export on the review in the sandbox. */
export interface ScriptCall extends CallBase {
  kind: 'script';
  /** The script as compiled by compileScript (a classic-script function expression). */
  code: string;
  /** `webhooks.<key>.script`'s JSON pointer, for errors. */
  pointer: string;
  /** Seeds Math.random and crypto.getRandomValues (scenario name, webhook and call number). */
  seed: number;
  /** The virtual clock at the call, in ms since the epoch: Date.now() inside the script. */
  nowMs: number;
  /** 0 for the webhook's first call in this request, 1 for its reinvocation. */
  call: number;
}

/** A real webhook's turn (`run --live`): POST the review to its address. */
export interface LiveCall extends CallBase {
  kind: 'live';
  /** The webhook's clientConfig as configured: `url`, or `service` {namespace, name, path, port}, and `caBundle` (base64 PEM). */
  clientConfig: JsonObject;
}

export type ExternalCall = ScriptCall | LiveCall;

/** Where a script's runtime error happened: 1-based, in the script's own lines. */
export interface ScriptPosition {
  line: number;
  column: number;
}

/** What the sandbox says a script did. `logs` are its console lines, in order. */
export type ScriptOutcome =
  /** The default export returned (or resolved to) `value`: an AdmissionResponse or a whole AdmissionReview. */
  | { kind: 'returned'; value: JsonValue | undefined; elapsedMs: number; logs: string[] }
  /** It threw (or rejected), or returned something that is not JSON: the server answers HTTP 500. */
  | { kind: 'threw'; error: string; at?: ScriptPosition; elapsedMs: number; logs: string[] }
  /**
   * It did not answer in time: `budget` when its (virtual) timers ran past the call's timeout,
   * `wall-clock` when it computed past the sandbox's real-time cap, `never` when it awaited
   * something that can never happen.
   */
  | { kind: 'timeout'; cause: 'budget' | 'wall-clock' | 'never'; logs: string[] };

/** What came back from a real webhook server. */
export type HttpOutcome =
  | { kind: 'response'; statusCode: number; contentType: string; body: string; durationMs: number }
  /** The request failed before an HTTP answer: the Go client's text after `Post "<url>": `. */
  | { kind: 'transport'; error: string; durationMs: number }
  /** No answer within timeoutMs. */
  | { kind: 'timeout'; durationMs: number };

/** An answered call, as the replay keeps it. */
export type ExternalAnswer =
  { kind: 'script'; outcome: ScriptOutcome } | { kind: 'live'; outcome: HttpOutcome };

/** The answers known so far, by call id; whether webhooks are live; the compiled scripts. */
export interface ExternalServers {
  live: boolean;
  answers: ReadonlyMap<string, ExternalAnswer>;
  /** compileScript's code for each `webhooks.<key>.script`, by that field's JSON pointer. */
  compiled: ReadonlyMap<string, string>;
}

/** A script's wall-clock cap: past it the sandbox is stopped and the call is a timeout. */
export const SCRIPT_WALL_CLOCK_CAP_MS = 2_000;

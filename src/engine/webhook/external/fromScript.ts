// Turns what a script did into what its webhook server sent: the value it returned as the response
// body (an AdmissionResponse is wrapped into the review as a static `response` is; a whole
// AdmissionReview is sent as it is), a throw as HTTP 500, no answer in time as a timeout.

import type { ScriptTrace } from '../../admission/trace.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { ScriptCall, ScriptOutcome } from './calls.ts';
import { toWireResponse, type ServerAnswer } from '../simulated/server.ts';
import { isObject } from '../../apimachinery/isObject.ts';

// What a Go webhook framework answers for a handler that panicked or failed: HTTP 500, a text body.
// The client words it as for `fail: http-500` (client-go rest NewGenericServerResponse).
const HTTP_500 =
  'an error on the server ("internal server error") has prevented the request from succeeding';

/** A whole AdmissionReview: it says so, or it carries a `response`. */
const isReview = (v: JsonObject): boolean => v['kind'] === 'AdmissionReview' || 'response' in v;

/** The server's answer for one script call; `latencyMs` is the behaviour's own latency. */
export function fromScript(
  outcome: ScriptOutcome,
  call: ScriptCall,
  latencyMs: number,
): ServerAnswer {
  const trace: ScriptTrace = { outcome: outcome.kind, logs: outcome.logs, seed: call.seed };
  if (outcome.kind === 'timeout') {
    const why = {
      budget: 'its timers ran past the webhook timeout',
      'wall-clock': "it computed past the sandbox's wall-clock cap",
      never: 'it never answered',
    };
    return { kind: 'hang', source: 'script', script: { ...trace, error: why[outcome.cause] } };
  }
  trace.elapsedMs = outcome.elapsedMs;
  const elapsed = latencyMs + outcome.elapsedMs;
  if (outcome.kind === 'threw') {
    const script = { ...trace, error: outcome.error, ...(outcome.at && { at: outcome.at }) };
    return {
      kind: 'error',
      error: HTTP_500,
      latencyMs: elapsed,
      source: 'script (threw: HTTP 500)',
      script,
    };
  }
  const value = outcome.value;
  if (!isObject(value)) {
    const got =
      value === undefined
        ? 'undefined'
        : value === null
          ? 'null'
          : Array.isArray(value)
            ? 'an array'
            : typeof value;
    const error = `the script returned ${got}, not an AdmissionResponse or AdmissionReview`;
    return {
      kind: 'error',
      error: HTTP_500,
      latencyMs: elapsed,
      source: 'script (no answer: HTTP 500)',
      script: { ...trace, outcome: 'threw', error },
    };
  }
  if (isReview(value))
    return {
      kind: 'body',
      body: value,
      latencyMs: elapsed,
      source: 'script (AdmissionReview)',
      script: trace,
    };
  const request = call.review['request'] as JsonObject;
  const body: JsonObject = {
    apiVersion: call.review['apiVersion'] ?? null,
    kind: 'AdmissionReview',
    response: toWireResponse(value, String(request['uid'])),
  };
  return { kind: 'body', body, latencyMs: elapsed, source: 'script', script: trace };
}

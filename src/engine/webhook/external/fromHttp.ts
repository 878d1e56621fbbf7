// Turns a real HTTP exchange with a webhook (`run --live`) into what the simulated servers answer,
// wording every failure as the API server's client does: k8s.io/client-go rest/request.go
// (transformResponse, Result.Into, Result.Error, newUnstructuredResponseError), net/http's url.Error
// (`Post "<url>": <cause>`), and the universal decoder's errors (decodeBody.ts). What the body then
// says (uid, allowed, patch) is checked by callWebhook as for any simulated answer.

import type { HttpTrace } from '../../admission/trace.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { utf8Decode, utf8Encode } from '../../apimachinery/utf8.ts';
import type { ServerAnswer } from '../simulated/server.ts';
import type { HttpOutcome, LiveCall } from './calls.ts';
import { decodeBody, interpretedKind } from './decodeBody.ts';
import { unstructuredResponseError } from './genericResponse.ts';
import { parseMediaType } from './mediaType.ts';
import { isObject } from '../../apimachinery/isObject.ts';

/** The trace keeps at most this much of a response body, in bytes. */
export const TRACE_BODY_LIMIT = 64 * 1024;

type Reply = { ok: true; body: JsonObject } | { ok: false; error: string };
/** An HTTP answer: status code, Content-Type and body. */
export type HttpResponse = Pick<
  Extract<HttpOutcome, { kind: 'response' }>,
  'statusCode' | 'contentType' | 'body'
>;

// Cut at a rune boundary, so the trace never shows half a character.
function traceBody(body: string): string {
  const bytes = utf8Encode(body);
  if (bytes.length <= TRACE_BODY_LIMIT) return body;
  let end = TRACE_BODY_LIMIT;
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return utf8Decode(bytes, 0, end);
}

// The answer came before the deadline (else the host reports a timeout), so it counts as in time
// even when rounding or timer jitter puts it at the deadline itself.
const inTime = (durationMs: number, timeoutMs: number): number =>
  Math.max(0, Math.min(Math.round(durationMs), timeoutMs - 1));

// transformResponse: 2xx (StatusOK..StatusPartialContent) and 101 are not errors.
const isSuccess = (code: number): boolean => code === 101 || (code >= 200 && code <= 206);

// sigs.k8s.io/json decodes a metav1.Status case-sensitively: a field of the wrong type fails it.
function decodesAsStatus(v: JsonObject): boolean {
  const is = (key: string, type: (x: JsonValue) => boolean): boolean =>
    v[key] === undefined || v[key] === null || type(v[key] ?? null);
  const isString = (x: JsonValue): boolean => typeof x === 'string';
  const isInt32 = (x: JsonValue): boolean =>
    typeof x === 'number' && Number.isInteger(x) && x >= -(2 ** 31) && x < 2 ** 31;
  return (
    is('status', isString) &&
    is('message', isString) &&
    is('reason', isString) &&
    is('code', isInt32) &&
    is('metadata', isObject) &&
    is('details', isObject)
  );
}

// Result.Error: a failed call whose body decodes (apiVersion defaulted to v1) as a metav1.Status
// with status "Failure" is that Status' error (errors.FromObject, whose Error() is the message);
// anything else is the unstructured error.
function failureError(r: HttpResponse): string {
  const generic = unstructuredResponseError(r.statusCode, r.contentType, r.body);
  if (r.body === '') return generic;
  const decoded = decodeBody(r.body);
  if (!decoded.ok || decoded.value === null || interpretedKind(decoded.value) !== 'Status')
    return generic;
  const status = decoded.value;
  if (!decodesAsStatus(status) || status['status'] !== 'Failure') return generic;
  return typeof status['message'] === 'string' ? status['message'] : '';
}

/** What `r.Do(ctx).Into(&review)` does with an HTTP answer, up to decoding it into the review (request/decodeInto.ts). */
export function intoReview(r: HttpResponse): Reply {
  // An absent Content-Type is the client's own (application/json); a malformed one fails the call.
  const contentType = r.contentType === '' ? 'application/json' : r.contentType;
  const media = parseMediaType(contentType);
  if (!media.ok) return { ok: false, error: `Internal error occurred: ${media.error}` };
  if (!isSuccess(r.statusCode)) return { ok: false, error: failureError(r) };
  if (r.body === '')
    return {
      ok: false,
      error: `0-length response with status code: ${r.statusCode} and content type: ${contentType}`,
    };
  const decoded = decodeBody(r.body);
  if (!decoded.ok) return decoded;
  // A YAML null (a blank body) decodes into the empty review: "webhook response was absent" later.
  return { ok: true, body: decoded.value ?? {} };
}

/** The server's answer to one live call, with the exchange for the trace. */
export function fromHttp(outcome: HttpOutcome, call: LiveCall): ServerAnswer {
  const url = call.url;
  const durationMs = outcome.durationMs;
  if (outcome.kind === 'timeout') {
    return {
      kind: 'hang',
      source: 'live: no answer in time',
      http: { url, error: 'context deadline exceeded', durationMs },
    };
  }
  const latencyMs = inTime(durationMs, call.timeoutMs);
  if (outcome.kind === 'transport') {
    const http: HttpTrace = { url, error: outcome.error, durationMs };
    return {
      kind: 'error',
      error: `Post ${goQuote(url)}: ${outcome.error}`,
      latencyMs,
      source: 'live: no HTTP answer',
      http,
    };
  }
  const http: HttpTrace = {
    url,
    statusCode: outcome.statusCode,
    contentType: outcome.contentType,
    body: traceBody(outcome.body),
    durationMs,
  };
  const source = `live: HTTP ${outcome.statusCode}`;
  const reply = intoReview(outcome);
  if (!reply.ok) return { kind: 'error', error: reply.error, latencyMs, source, http };
  return { kind: 'body', body: reply.body, text: outcome.body, latencyMs, source, http };
}

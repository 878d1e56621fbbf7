// The simulated webhook servers of scenario.webhooks: each answers a review with a static response,
// the n-th of `responses`, the first of `cases` that holds, or one of the failure modes
// (spec/scenario-format.md, "webhooks").

import type { CelEvaluation, HttpTrace, ScriptTrace } from '../../admission/trace.ts';
import type { JsonObject, JsonValue, KubernetesVersion } from '../../apimachinery/types.ts';
import type { WebhookBehaviour } from '../../scenario/types.ts';
import { behaviourKeys } from './behaviourKey.ts';
import { chooseCase } from './cases.ts';
import { encodeBase64, utf8Encode } from '../../apimachinery/base64.ts';
import type { WebhookAccessor } from '../accessor.ts';
import { webhookURL } from '../accessor.ts';
import { intoReview } from '../external/fromHttp.ts';

/** The body `fail: http-500` answers with (spec/scenario-format.md, as the recordings' server did). */
export const HTTP_500_BODY = 'simulated webhook failure (http-500)\n';

/** What the trace keeps of a call answered outside the engine (a script, a live server). */
export interface OutsideDetail {
  script?: ScriptTrace;
  http?: HttpTrace;
}

/** What the webhook's server did with one call. */
export type ServerAnswer =
  /** A decodable body; `text` is it as sent when it came as text (else it is rendered as JSON). */
  (
    | {
        kind: 'body';
        body: JsonObject;
        text?: string;
        latencyMs: number;
        source: string;
        evaluations?: CelEvaluation[];
      }
    /** The client-side error text that follows "failed to call webhook: ". */
    | { kind: 'error'; error: string; latencyMs: number; source: string }
    /** The call never returns within any timeout. */
    | { kind: 'hang'; source: string }
    | { kind: 'not-supported'; message: string; source: string }
  ) &
    OutsideDetail;

/** Finds the behaviour for a webhook: `<kind>/<configuration>/<webhook>`, `<configuration>/<webhook>`, the webhook name. */
export function behaviourFor(
  webhooks: Record<string, WebhookBehaviour>,
  hook: WebhookAccessor,
): { key: string; behaviour: WebhookBehaviour } | undefined {
  for (const key of behaviourKeys(hook)) {
    const behaviour = Object.hasOwn(webhooks, key) ? webhooks[key] : undefined;
    if (behaviour !== undefined) return { key, behaviour };
  }
  return undefined;
}

/** Renders the URL the API server posts to, with the timeout query it appends. */
export function requestURL(hook: WebhookAccessor, timeoutSeconds: number | undefined): string {
  return timeoutSeconds === undefined
    ? webhookURL(hook)
    : `${webhookURL(hook)}?timeout=${timeoutSeconds}s`;
}

// For connection-refused the real server names the resolved IP; the playground names the URL's host
// and port (443 when none), as spec/scenario-format.md says.
function dialAddress(hook: WebhookAccessor): string {
  const match = /^https?:\/\/([^/?#]*)/.exec(webhookURL(hook));
  const authority = (match?.[1] ?? '').replace(/^.*@/, '');
  if (/:\d+$/.test(authority) && !authority.endsWith(']')) return authority;
  return `${authority}:443`;
}

/** Answers one call: `call` counts this webhook's earlier calls in the request (for `responses`). */
export function answer(
  behaviour: WebhookBehaviour | undefined,
  hook: WebhookAccessor,
  review: JsonObject,
  call: number,
  timeoutSeconds: number | undefined,
  kubernetesVersion: KubernetesVersion = '1.32',
): ServerAnswer {
  const latencyMs = behaviour?.latencyMs ?? 0;
  const request = review['request'] as JsonObject;
  const uid = String(request['uid']);
  const apiVersion = String(review['apiVersion']);
  const post = `Post ${JSON.stringify(requestURL(hook, timeoutSeconds))}`;
  if (behaviour?.script !== undefined) {
    return {
      kind: 'not-supported',
      message: 'script webhooks are not supported yet',
      source: 'script',
    };
  }
  const fail = behaviour?.fail;
  const failSource = `fail: ${fail ?? ''}`;
  switch (fail) {
    case 'connection-refused':
      return {
        kind: 'error',
        error: `${post}: dial tcp ${dialAddress(hook)}: connect: connection refused`,
        latencyMs,
        source: failSource,
      };
    case 'timeout':
      return { kind: 'hang', source: failSource };
    case 'tls':
      return {
        kind: 'error',
        error: `${post}: tls: failed to verify certificate: x509: certificate signed by unknown authority`,
        latencyMs,
        source: failSource,
      };
    case 'http-500': {
      // spec/scenario-format.md: HTTP 500, text/plain, this body; the client words it as for any server.
      const reply = intoReview({ statusCode: 500, contentType: 'text/plain', body: HTTP_500_BODY });
      return { kind: 'error', error: reply.ok ? '' : reply.error, latencyMs, source: failSource };
    }
    case 'bad-json':
      return {
        kind: 'error',
        error: "couldn't get version/kind; json parse error: unexpected end of JSON input",
        latencyMs,
        source: failSource,
      };
    default:
      break;
  }
  const chosen: { response: JsonObject; source: string; evaluations?: CelEvaluation[] } =
    behaviour?.cases !== undefined
      ? chooseCase(behaviour.cases, behaviour.pointer, review, kubernetesVersion)
      : chosenResponse(behaviour, call);
  const { response, source } = chosen;
  const body: JsonObject = {
    apiVersion,
    kind: 'AdmissionReview',
    response: toWireResponse(response, uid),
  };
  const wire = body['response'] as JsonObject;
  // The remaining fail modes send the chosen answer, broken in the way they name.
  if (fail === 'wrong-uid') wire['uid'] = `wrong-${uid}`;
  if (fail === 'wrong-version')
    body['apiVersion'] = apiVersion.endsWith('/v1')
      ? 'admission.k8s.io/v1beta1'
      : 'admission.k8s.io/v1';
  if (fail === 'missing-patch-type') delete wire['patchType'];
  return {
    kind: 'body',
    body,
    latencyMs,
    source: fail === undefined ? source : `${source}, ${failSource}`,
    ...(chosen.evaluations && { evaluations: chosen.evaluations }),
  };
}

// `responses` answers call n with entry n (the last one again past the end); else `response`; else allowed.
function chosenResponse(
  behaviour: WebhookBehaviour | undefined,
  call: number,
): { response: JsonObject; source: string } {
  if (behaviour === undefined)
    return { response: { allowed: true }, source: 'default (no entry in webhooks: allowed)' };
  const responses = behaviour.responses ?? [];
  if (responses.length > 0) {
    const i = Math.min(call, responses.length - 1);
    return { response: responses[i] ?? { allowed: true }, source: `responses[${i}]` };
  }
  return behaviour.response
    ? { response: behaviour.response, source: 'response' }
    : { response: { allowed: true }, source: 'default (allowed)' };
}

/** The scenario (and a script) may give a patch as a list of operations; on the wire it is base64 JSON with a patchType. */
export function toWireResponse(response: JsonObject, uid: string): JsonObject {
  const out: JsonObject = structuredClone(response);
  if (!('uid' in out)) out['uid'] = uid;
  const patch: JsonValue | undefined = out['patch'];
  if (Array.isArray(patch)) out['patch'] = encodeBase64(utf8Encode(JSON.stringify(patch)));
  if (patch !== undefined && patch !== null && patch !== '' && !('patchType' in out))
    out['patchType'] = 'JSONPatch';
  return out;
}

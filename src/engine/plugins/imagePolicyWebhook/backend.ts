// The simulated ImagePolicyWebhook backend: the scenario's `webhooks: {ImagePolicyWebhook: ...}`
// entry answers with an ImageReview status (`response`, the first of `responses`, or `cases` over
// the review as `object`) or fails as its `fail` mode says. Errors read as the plugin's REST client
// reports them (k8s.io/apiserver/pkg/util/webhook GenericWebhook: 30 s client timeout, 5 tries with
// backoff ×1.5 for retriable errors such as HTTP 500).

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import type { WebhookBehaviour } from '../../scenario/types.ts';
import { chooseCase } from '../../webhook/simulated/cases.ts';
import { unstructuredResponseError } from '../../webhook/external/genericResponse.ts';
import { HTTP_500_BODY } from '../../webhook/simulated/server.ts';
import { firstTypeError, type GoShape } from '../config/goDecode.ts';
import { isObject } from '../../apimachinery/isObject.ts';

/** Where the backend lives is in the kubeconfig file, which a scenario cannot hold; messages name this URL instead. */
export const backendURL = 'https://image-policy-backend.invalid/';

const post = `Post "${backendURL}?timeout=30s"`;
const clientTimeoutMs = 30_000;

/** The ImageReview status the backend returned. */
export interface ReviewStatus {
  allowed: boolean;
  reason: string;
  auditAnnotations: Record<string, string>;
}

/** What one admission's call to the backend came to. */
export type BackendAnswer =
  | { kind: 'status'; status: ReviewStatus; durationMs: number; source: string }
  | { kind: 'error'; error: string; durationMs: number; source: string };

const statusShape: GoShape = {
  kind: 'struct',
  type: 'v1alpha1.ImageReview',
  name: 'ImageReview',
  fields: {
    status: {
      kind: 'struct',
      type: 'v1alpha1.ImageReviewStatus',
      name: 'ImageReviewStatus',
      fields: {
        allowed: { kind: 'bool', type: 'bool' },
        reason: { kind: 'string', type: 'string' },
        auditAnnotations: {
          kind: 'map',
          type: 'map[string]string',
          elem: { kind: 'string', type: 'string' },
        },
      },
    },
  },
};

// result.Into(review): a status that does not decode is a call failure like any other.
function decodeStatus(response: JsonObject): ReviewStatus | string {
  const err = firstTypeError({ status: response }, statusShape);
  if (err !== undefined) return err;
  const annotations: Record<string, string> = {};
  const raw = response['auditAnnotations'];
  if (isObject(raw)) {
    for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') annotations[k] = v;
  }
  return {
    allowed: response['allowed'] === true,
    reason: typeof response['reason'] === 'string' ? response['reason'] : '',
    auditAnnotations: annotations,
  };
}

function chosenResponse(
  behaviour: WebhookBehaviour,
  review: JsonObject,
  version: KubernetesVersion,
): { response: JsonObject; source: string } {
  if (behaviour.script !== undefined)
    return { response: { allowed: true }, source: 'script (not supported yet: assumed to allow)' };
  if (behaviour.cases !== undefined) {
    const chosen = chooseCase(
      behaviour.cases,
      behaviour.pointer,
      { request: { object: review } },
      version,
    );
    return { response: chosen.response, source: chosen.source };
  }
  const first = behaviour.responses?.[0];
  if (first !== undefined) return { response: first, source: 'responses[0]' };
  return behaviour.response
    ? { response: behaviour.response, source: 'response' }
    : { response: { allowed: true }, source: 'default (allowed)' };
}

/** Calls the simulated backend once (with the client's retries) and reports what came back. */
export function callBackend(
  behaviour: WebhookBehaviour,
  review: JsonObject,
  retryBackoffMs: number,
  version: KubernetesVersion,
): BackendAnswer {
  const latency = behaviour.latencyMs;
  const fail = behaviour.fail;
  const source = fail === undefined ? '' : `fail: ${fail}`;
  if (fail === 'timeout' || latency >= clientTimeoutMs) {
    return {
      kind: 'error',
      error: `${post}: context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      durationMs: clientTimeoutMs,
      source: source || `latencyMs: ${latency}`,
    };
  }
  switch (fail) {
    case 'connection-refused':
      return {
        kind: 'error',
        error: `${post}: dial tcp image-policy-backend.invalid:443: connect: connection refused`,
        durationMs: latency,
        source,
      };
    case 'tls':
      return {
        kind: 'error',
        error: `${post}: tls: failed to verify certificate: x509: certificate signed by unknown authority`,
        durationMs: latency,
        source,
      };
    case 'http-500':
      // An internal error is retried: five tries, waiting backoff × 1, 1.5, 2.25, 3.375 between them.
      return {
        kind: 'error',
        // spec/scenario-format.md's text/plain body, worded by client-go's newUnstructuredResponseError.
        error: unstructuredResponseError(500, 'text/plain', HTTP_500_BODY),
        durationMs: Math.round(5 * latency + retryBackoffMs * 8.125),
        source: `${source} (5 tries)`,
      };
    case 'bad-json':
      return {
        kind: 'error',
        error: "couldn't get version/kind; json parse error: unexpected end of JSON input",
        durationMs: latency,
        source,
      };
    default:
      break;
  }
  const { response, source: from } = chosenResponse(behaviour, review, version);
  const status = decodeStatus(response);
  if (typeof status === 'string')
    return { kind: 'error', error: status, durationMs: latency, source: from };
  return { kind: 'status', status, durationMs: latency, source: from };
}

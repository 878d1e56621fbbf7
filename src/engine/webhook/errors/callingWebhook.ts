// The two kinds of webhook failure the dispatchers tell apart (k8s.io/apiserver pkg/util/webhook/error.go):
// the API server could not call the webhook (failurePolicy applies), or something else failed (it never does).

import type { Status } from '../../apimachinery/status.ts';
import { goQuote } from '../../apimachinery/goJson.ts';

/** A call failure: ErrCallingWebhook, subject to failurePolicy. */
export interface ErrCallingWebhook {
  kind: 'calling';
  webhookName: string;
  /** The Reason error's text, e.g. `failed to call webhook: Post "...": context deadline exceeded`. */
  reason: string;
}

/** The outcome of calling one webhook. */
export type CallError =
  | ErrCallingWebhook
  | { kind: 'rejection'; status: Status }
  | { kind: 'status'; status: Status }
  /** The scenario asks for something the simulator cannot do yet (scripts, cases). */
  | { kind: 'not-supported'; message: string };

/** Renders ErrCallingWebhook.Error(). */
export function callingWebhookMessage(e: ErrCallingWebhook): string {
  return e.reason === ''
    ? `failed calling webhook ${goQuote(e.webhookName)}; no further details available`
    : `failed calling webhook ${goQuote(e.webhookName)}: ${e.reason}`;
}

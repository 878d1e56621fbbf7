// Turns a webhook's denial into the status the client sees
// (k8s.io/apiserver pkg/admission/plugin/webhook/errors/statuserror.go ToStatusErr).

import type { Status } from '../../apimachinery/status.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goJson.ts';
import { newBadRequest, statusOf } from '../../apimachinery/statusErrors.ts';
import { isObject } from '../../apimachinery/isObject.ts';

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');

/** Mirrors ToStatusErr: code < 400 becomes 400, message prefixed with the webhook that denied. */
export function toStatusErr(webhookName: string, result: JsonObject | undefined): Status {
  const deniedBy = `admission webhook ${goQuote(webhookName)} denied the request`;
  const r = result ?? {};
  let code = typeof r['code'] === 'number' ? Math.trunc(r['code']) : 0;
  if (code < 400) code = 400;
  const message = str(r['message']);
  const reason = str(r['reason']);
  const given = str(r['status']);
  let text: string;
  if (message.length > 0) text = `${deniedBy}: ${message}`;
  else if (reason.length > 0) text = `${deniedBy}: ${reason}`;
  else text = `${deniedBy} without explanation`;
  const details = r['details'];
  return statusOf({
    status: given === '' || given === 'Success' ? 'Failure' : given,
    message: text,
    reason,
    details: isObject(details)
      ? (structuredClone(details) as NonNullable<Status['details']>)
      : undefined,
    code,
  });
}

/** Mirrors NewDryRunUnsupportedErr: 400, regardless of failurePolicy. */
export function dryRunUnsupported(webhookName: string): Status {
  return newBadRequest(`admission webhook ${goQuote(webhookName)} does not support dry run`);
}

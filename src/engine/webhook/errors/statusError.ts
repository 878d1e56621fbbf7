// Turns a webhook's denial into the status the client sees
// (k8s.io/apiserver pkg/admission/plugin/webhook/errors/statuserror.go ToStatusErr).

import type { Status } from '../../admission/result.ts';
import type { JsonObject, JsonValue } from '../../scenario/types.ts';
import { goQuote } from '../../util/goJson.ts';

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');

/** Mirrors ToStatusErr: code < 400 becomes 400, message prefixed with the webhook that denied. */
export function toStatusErr(webhookName: string, result: JsonObject | undefined): Status {
  const deniedBy = `admission webhook ${goQuote(webhookName)} denied the request`;
  const r = result ?? {};
  let code = typeof r['code'] === 'number' ? Math.trunc(r['code']) : 0;
  if (code < 400) code = 400;
  const message = str(r['message']);
  const reason = str(r['reason']);
  let text: string;
  if (message.length > 0) text = `${deniedBy}: ${message}`;
  else if (reason.length > 0) text = `${deniedBy}: ${reason}`;
  else text = `${deniedBy} without explanation`;
  const status: Status = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: text, code };
  if (reason !== '') status.reason = reason;
  const details = r['details'];
  if (typeof details === 'object' && details !== null && !Array.isArray(details)) {
    status.details = structuredClone(details) as NonNullable<Status['details']>;
  }
  return status;
}

/** Mirrors NewDryRunUnsupportedErr: 400, regardless of failurePolicy. */
export function dryRunUnsupported(webhookName: string): Status {
  return {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message: `admission webhook ${goQuote(webhookName)} does not support dry run`,
    reason: 'BadRequest',
    code: 400,
  };
}

// Turns the policy errors of one pass into the answer: errors of failurePolicy Ignore policies are
// dropped, the rest refuse the request with a 403 whose message is the first error's, whose reason
// is the first error's (Invalid for evaluation errors, Forbidden for configuration errors), with every
// message as a cause (k8s.io/apiserver pkg/admission/plugin/policy/generic/policy_dispatcher.go).

import type { Attributes } from '../../admission/attributes.ts';
import { admissionForbidden } from '../../admission/forbidden.ts';
import type { Status } from '../../apimachinery/status.ts';
import type { TraceEntry } from '../../admission/trace.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { statusOf } from '../../apimachinery/statusErrors.ts';

/** One generic.PolicyError, with the trace entry it belongs to. */
export interface PolicyError {
  policy: string;
  /** Absent for policy-level configuration errors. */
  binding?: string;
  failurePolicy: string;
  message: string;
  /** The status reason to report ("" keeps Forbidden). */
  reason: string;
  entry: TraceEntry;
}

/** Renders PolicyError.Error(). */
export function policyErrorMessage(e: Pick<PolicyError, 'policy' | 'binding' | 'message'>): string {
  return e.binding === undefined
    ? `policy ${goQuote(e.policy)} denied request: ${e.message}`
    : `policy '${e.policy}' with binding '${e.binding}' denied request: ${e.message}`;
}

/** Applies failurePolicy to the errors and returns the refusal, if any error is left. */
export function policyErrorsStatus(
  attr: Attributes,
  errors: readonly PolicyError[],
): Status | undefined {
  const kept: PolicyError[] = [];
  for (const e of errors) {
    if (e.failurePolicy === 'Ignore') {
      e.entry.outcome = 'failed-open';
      e.entry.reason = appendReason(
        e.entry.reason,
        `${e.message} (failurePolicy Ignore: the error is dropped)`,
      );
      continue;
    }
    kept.push(e);
    e.entry.outcome = 'error';
    e.entry.reason = appendReason(e.entry.reason, policyErrorMessage(e));
  }
  const first = kept[0];
  if (first === undefined) return undefined;
  const forbidden = admissionForbidden(attr, 'admission request denied by policy');
  const messages = kept.map(policyErrorMessage);
  const status = statusOf({
    ...forbidden,
    message: messages[0] ?? '',
    reason: first.reason !== '' ? first.reason : forbidden.reason,
    details: { ...forbidden.details, causes: messages.map((message) => ({ message })) },
  });
  first.entry.status = status;
  return status;
}

function appendReason(reason: string, more: string): string {
  return reason === '' || reason === 'no mutation applied' ? more : `${reason}; ${more}`;
}

// Turns the first denied decision into the Status the client sees: admission.NewForbidden's message
// with the policy and binding named, the decision's reason (Invalid by default) and its HTTP code,
// and the message appended as a cause (k8s.io/apiserver pkg/admission/plugin/policy/validating/dispatcher.go).

import type { Attributes } from '../../admission/attributes.ts';
import { admissionForbidden } from '../../admission/forbidden.ts';
import type { Status } from '../../apimachinery/status.ts';
import type { TraceEntry } from '../../admission/trace.ts';
import { statusOf } from '../../apimachinery/statusErrors.ts';

/** A denied decision with the policy and (unless it is a policy-level configuration error) binding. */
export interface DeniedDecision {
  policy: string;
  binding?: string;
  message: string;
  reason?: string;
}

/** A denied decision and the trace entry it came from. */
export interface Denial extends DeniedDecision {
  entry: TraceEntry;
}

/** Mirrors reasonToCode: Forbidden 403, Unauthorized 401, RequestEntityTooLarge 413, anything else 422. */
export function reasonToCode(reason: string): number {
  switch (reason) {
    case 'Forbidden':
      return 403;
    case 'Unauthorized':
      return 401;
    case 'RequestEntityTooLarge':
      return 413;
    default:
      return 422;
  }
}

/** Renders the denial message: `ValidatingAdmissionPolicy 'p' with binding 'b' denied request: msg`. */
export function denialMessage(d: DeniedDecision): string {
  return d.binding === undefined
    ? `ValidatingAdmissionPolicy '${d.policy}' denied request: ${d.message}`
    : `ValidatingAdmissionPolicy '${d.policy}' with binding '${d.binding}' denied request: ${d.message}`;
}

/** Builds the Status of a denial, as the dispatcher edits admission.NewForbidden's StatusError. */
export function denialStatus(attr: Attributes, d: DeniedDecision): Status {
  const message = denialMessage(d);
  const forbidden = admissionForbidden(attr, message);
  const reason = d.reason !== undefined && d.reason !== '' ? d.reason : 'Invalid';
  const details = forbidden.details ?? {};
  return statusOf({
    message: forbidden.message,
    reason,
    details: { ...details, causes: [...(details.causes ?? []), { message }] },
    code: reasonToCode(reason),
  });
}

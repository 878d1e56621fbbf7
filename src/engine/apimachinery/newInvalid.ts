// Builds the 422 Status the API server answers for an object that fails validation: mirrors
// apimachinery pkg/api/errors/errors.go NewInvalid.

import type { Status, StatusCause } from './status.ts';
import type { KubernetesVersion } from './types.ts';
import { type FieldError, aggregateString, fieldErrorBody } from './field.ts';
import { goQuote } from './goQuote.ts';
import { statusOf } from './statusErrors.ts';

/**
 * Builds the Status of apierrors.NewInvalid: every error becomes a cause (not deduplicated),
 * while the message carries the deduplicated aggregate.
 */
export function newInvalid(
  group: string,
  kind: string,
  name: string,
  errs: readonly FieldError[],
  version: KubernetesVersion,
): Status {
  const qualifiedKind = group === '' ? kind : `${kind}.${group}`;
  const causes: StatusCause[] = errs.map((e) => {
    const cause: StatusCause = { reason: e.type, message: fieldErrorBody(e, version) };
    // StatusCause.field is omitempty.
    if (e.field !== '') cause.field = e.field;
    return cause;
  });
  // A nil aggregate prints as <nil> through %v.
  const aggregate = errs.length === 0 ? '<nil>' : aggregateString(errs, version);
  // StatusDetails fields are omitempty, so an empty name or group is left out.
  const details = { name, group, kind, causes };
  return statusOf({
    message: `${qualifiedKind} ${goQuote(name)} is invalid: ${aggregate}`,
    reason: 'Invalid',
    details,
    code: 422,
  });
}

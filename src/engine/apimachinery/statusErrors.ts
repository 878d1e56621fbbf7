// Builds the metav1.Status values the API server answers with, as k8s.io/apimachinery's
// pkg/api/errors constructors do (NewInternalError, NewBadRequest, NewForbidden, ...).

import type { Status, StatusCause } from './status.ts';
import type { GroupVersionResource } from './types.ts';
import { goQuote } from './goJson.ts';

type Details = NonNullable<Status['details']>;

// metav1.StatusCause's JSON field order (Type encodes as "reason"); empty fields are omitted.
function orderCause(c: StatusCause): StatusCause {
  const out: StatusCause = {};
  if (c.reason) out.reason = c.reason;
  if (c.message) out.message = c.message;
  if (c.field) out.field = c.field;
  return out;
}

// metav1.StatusDetails' JSON field order; empty fields are omitted.
function orderDetails(d: Details): Details {
  const out: Details = {};
  if (d.name) out.name = d.name;
  if (d.group) out.group = d.group;
  if (d.kind) out.kind = d.kind;
  if (d.uid) out.uid = d.uid;
  if (d.causes && d.causes.length > 0) out.causes = d.causes.map(orderCause);
  if (d.retryAfterSeconds) out.retryAfterSeconds = d.retryAfterSeconds;
  return out;
}

/** Builds a Status with metav1.Status' JSON field order: kind, apiVersion, metadata, status, message, reason, details, code. */
export function statusOf(fields: {
  status?: string;
  message: string;
  reason?: string | undefined;
  details?: Details | undefined;
  code: number;
}): Status {
  const status: Status = {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: fields.status ?? 'Failure',
    message: fields.message,
  } as Status;
  if (fields.reason !== undefined && fields.reason !== '') status.reason = fields.reason;
  if (fields.details !== undefined) status.details = orderDetails(fields.details);
  status.code = fields.code;
  return status;
}

/** Returns a Failure status with the given code, reason and message. */
export function failure(
  code: number,
  reason: string | undefined,
  message: string,
  details?: Details,
): Status {
  return statusOf({ message, reason, details, code });
}

/** Mirrors apierrors.NewInternalError: 500, "Internal error occurred: <err>", the error as the only cause. */
export function newInternalError(message: string): Status {
  return failure(500, 'InternalError', `Internal error occurred: ${message}`, {
    causes: [{ message }],
  });
}

/** Mirrors apierrors.NewBadRequest: 400 with the message as is. */
export function newBadRequest(message: string): Status {
  return failure(400, 'BadRequest', message);
}

/** Mirrors apierrors.NewTimeoutError with retryAfterSeconds 0: 504 "Timeout: <message>". */
export function newTimeoutError(message: string): Status {
  return failure(504, 'Timeout', `Timeout: ${message}`, {});
}

/** Renders a GroupResource as its String(): "pods", "deployments.apps". */
export function groupResourceString(
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
): string {
  return resource.group === '' ? resource.resource : `${resource.resource}.${resource.group}`;
}

/** Mirrors apierrors.NewForbidden: 403, `<resource> "<name>" is forbidden: <err>` (no name: `<resource> is forbidden: <err>`). */
export function newForbidden(
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  name: string,
  message: string,
): Status {
  const gr = groupResourceString(resource);
  let text: string;
  if (resource.group === '' && resource.resource === '') text = `forbidden: ${message}`;
  else if (name === '') text = `${gr} is forbidden: ${message}`;
  else text = `${gr} ${goQuote(name)} is forbidden: ${message}`;
  return failure(403, 'Forbidden', text, { name, group: resource.group, kind: resource.resource });
}

/** Mirrors apierrors.NewNotFound: 404 `<resource> "<name>" not found`. */
export function newNotFound(
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  name: string,
): Status {
  return failure(404, 'NotFound', `${groupResourceString(resource)} ${goQuote(name)} not found`, {
    name,
    group: resource.group,
    kind: resource.resource,
  });
}

/** Mirrors apierrors.NewAlreadyExists: 409 `<resource> "<name>" already exists`. */
export function newAlreadyExists(
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  name: string,
): Status {
  return failure(
    409,
    'AlreadyExists',
    `${groupResourceString(resource)} ${goQuote(name)} already exists`,
    { name, group: resource.group, kind: resource.resource },
  );
}

/** Appends causes to a status' details, creating them when needed. */
export function withCauses(status: Status, causes: StatusCause[]): Status {
  const details = status.details ?? {};
  return statusOf({
    ...status,
    details: { ...details, causes: [...(details.causes ?? []), ...causes] },
  });
}

// Builds the metav1.Status values the API server answers with, as k8s.io/apimachinery's
// pkg/api/errors constructors do (NewInternalError, NewBadRequest, NewForbidden, ...).

import type { Status, StatusCause } from '../../admission/result.ts';
import type { GroupVersionResource } from '../../scenario/types.ts';

/** Returns a Failure status with the given code, reason and message. */
export function failure(code: number, reason: string | undefined, message: string, details?: Status['details']): Status {
  const status: Status = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, code };
  if (reason !== undefined && reason !== '') status.reason = reason;
  if (details !== undefined) status.details = details;
  return status;
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
export function groupResourceString(resource: Pick<GroupVersionResource, 'group' | 'resource'>): string {
  return resource.group === '' ? resource.resource : `${resource.resource}.${resource.group}`;
}

/** Mirrors apierrors.NewForbidden: 403, `<resource> "<name>" is forbidden: <err>` (no name: `<resource> is forbidden: <err>`). */
export function newForbidden(
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  name: string,
  message: string,
): Status {
  const gr = groupResourceString(resource);
  const text = name === '' ? `${gr} is forbidden: ${message}` : `${gr} ${goQuoteSimple(name)} is forbidden: ${message}`;
  const details: NonNullable<Status['details']> = { name, group: resource.group, kind: resource.resource };
  if (name === '') delete details.name;
  if (resource.group === '') delete details.group;
  return failure(403, 'Forbidden', text, details);
}

/** Mirrors apierrors.NewNotFound: 404 `<resource> "<name>" not found`. */
export function newNotFound(resource: Pick<GroupVersionResource, 'group' | 'resource'>, name: string): Status {
  const details: NonNullable<Status['details']> = { name, kind: resource.resource };
  if (resource.group !== '') details.group = resource.group;
  return failure(404, 'NotFound', `${groupResourceString(resource)} ${goQuoteSimple(name)} not found`, details);
}

/** Mirrors apierrors.NewAlreadyExists: 409 `<resource> "<name>" already exists`. */
export function newAlreadyExists(resource: Pick<GroupVersionResource, 'group' | 'resource'>, name: string): Status {
  const details: NonNullable<Status['details']> = { name, kind: resource.resource };
  if (resource.group !== '') details.group = resource.group;
  return failure(409, 'AlreadyExists', `${groupResourceString(resource)} ${goQuoteSimple(name)} already exists`, details);
}

/** Appends causes to a status' details, creating them when needed. */
export function withCauses(status: Status, causes: StatusCause[]): Status {
  const details = { ...(status.details ?? {}) };
  details.causes = [...(details.causes ?? []), ...causes];
  return { ...status, details };
}

// Kubernetes object names are DNS labels/subdomains, so %q is a plain quote for every name the
// server would accept; anything unusual goes through JSON quoting, which agrees on ASCII.
function goQuoteSimple(s: string): string {
  return JSON.stringify(s);
}

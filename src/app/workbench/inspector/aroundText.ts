// The inspector's words for the steps around the plugins (docs/format-additions.md "Steps around
// the plugins"): a refusal before admission, a field error's path, a nested request, an answer that
// was no AdmissionReview. Pure, so the sentences are tested without a page.

import type {
  NestedRequest,
  RawAnswer,
  RequestRefusal,
  RequestSummary,
} from '../../../engine/index.ts';

/** Says why the handler refused the request before any admission plugin ran, and with which code. */
export function refusalText(refusal: RequestRefusal): string {
  switch (refusal.stage) {
    case 'route':
      return 'No route serves this resource: the API server answers 404 before any admission plugin runs.';
    case 'body-size':
      return refusal.sizeBytes !== undefined && refusal.limitBytes !== undefined
        ? `The request body is ${bytes(refusal.sizeBytes)}, over the server's limit of ${bytes(refusal.limitBytes)}: 413 before the body is decoded.`
        : "The request body is over the server's limit: 413 before the body is decoded.";
    case 'options':
      return "The request's options (dryRun, fieldManager, fieldValidation, or the DeleteOptions) are invalid: 422 before the body is decoded.";
    case 'deserialize':
      return 'The body does not decode into its type: 400 before any admission plugin runs.';
    case 'field-validation':
      return 'The body has fields its type does not declare, and fieldValidation is Strict: 400 before any admission plugin runs.';
  }
}

const bytes = (n: number) => `${n.toLocaleString('en-US')} bytes`;

/**
 * Turns a field error's path as field.Path renders it (`spec.containers[1].ports[0].name`,
 * `metadata.labels[app.kubernetes.io/name]`) into the JSON pointer of the same field.
 */
export function fieldPointer(path: string): string {
  const tokens: string[] = [];
  // A name runs to the next '.' or '['; a bracket holds an index or a map key, dots and all.
  const pattern = /([^.[\]]+)|\[([^\]]*)\]/g;
  for (const m of path.matchAll(pattern)) tokens.push(m[1] ?? m[2] ?? '');
  return tokens.map((t) => `/${t.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** "CREATE namespaces/team-a" (with the subresource when there is one). */
export function requestSentence(request: RequestSummary): string {
  const sub = request.subResource === '' ? '' : `/${request.subResource}`;
  return `${request.operation} ${request.resource.resource}/${request.name}${sub}`;
}

/** "as system:apiserver (system:authenticated, system:masters)" for a nested request's user. */
export function userText(user: NestedRequest['user']): string | undefined {
  if (user === undefined) return undefined;
  return user.groups.length === 0
    ? `as ${user.username}`
    : `as ${user.username} (${user.groups.join(', ')})`;
}

/** "started at 0 ms on this request's clock, took 30 ms" when the times are known. */
export function nestedTiming(nested: NestedRequest): string | undefined {
  if (nested.startMs === undefined || nested.durationMs === undefined) return undefined;
  return `started at ${nested.startMs} ms on this request's clock, took ${nested.durationMs} ms`;
}

/** Says how an answer that was not an AdmissionReview (or a Status) was read. */
export function rawAnswerText(answer: RawAnswer): string {
  const type = answer.contentType === undefined ? '' : `, ${answer.contentType}`;
  const read =
    answer.readAs === 'status'
      ? 'read as a metav1.Status after all'
      : 'read as an opaque body (client-go\'s generic "an error on the server")';
  return `HTTP ${answer.statusCode}${type}: ${read}.`;
}

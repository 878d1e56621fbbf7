// The details a trace step carries for what happens around the plugins: a refusal before admission
// (the route, the body size, decoding), field and schema validation between the phases with the
// step that wrote each field, an object converted to a matched version and back, a request the
// chain makes itself (NamespaceAutoProvision), and an answer that is no metav1.Status
// (endpoints/handlers, registry/rest, admission/plugin/webhook/generic/conversion.go; docs/format-additions.md).

import type { Status } from '../apimachinery/status.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { RequestSummary, TraceEntry } from './trace.ts';

/**
 * Where the handler refused the request before any plugin ran: no route serves the resource (404),
 * the body is over the server's limit (413), the body does not deserialize (400), or it has fields
 * its type does not declare under fieldValidation Strict (400), or its options object is invalid (422).
 */
export interface RequestRefusal {
  stage: 'route' | 'body-size' | 'options' | 'deserialize' | 'field-validation';
  /** body-size: the body's length and the limit it passed, in bytes. */
  sizeBytes?: number;
  limitBytes?: number;
}

/** One field error of a 422 (field.Error), with the step that last wrote the field. */
export interface TraceFieldError {
  /** field.ErrorType's text: `Invalid value`, `Required value`, `Unsupported value` ... */
  type: string;
  /** The field's path, `spec.containers[0].image`. */
  field: string;
  /** The bad value as the message renders it, when the error shows one. */
  badValue?: string;
  detail: string;
  /** Which validation found it: the kind's strategy, or a custom resource's OpenAPI schema and its x-kubernetes-validations. */
  origin?: 'strategy' | 'schema';
  /** The trace index of the step that last changed the field; absent: the request's own value. */
  writtenBy?: number;
}

/** A request the chain made through itself while handling this one, with its own trace. */
export interface NestedRequest {
  request: RequestSummary;
  allowed: boolean;
  status?: Status;
  /** The nested request's steps, numbered on their own (their startMs and endMs count from its arrival). */
  trace: TraceEntry[];
  /** The object it stored, when allowed. */
  object?: JsonValue;
  /** The client call that made it, as the plugin's source writes it (loopback client). */
  call?: string;
  /** The user it ran as: the loopback user, system:apiserver in system:authenticated and system:masters. */
  user?: { username: string; groups: string[] };
  /** Its own webhook calls, and its warnings (the loopback client logs them; the outer client never sees them). */
  calls?: string[];
  warnings?: string[];
  /** When it started on the outer request's clock, and how long it took. */
  startMs?: number;
  durationMs?: number;
}

/** An HTTP answer that was not a metav1.Status or an AdmissionReview: what was sent, and how it was read. */
export interface RawAnswer {
  statusCode: number;
  contentType?: string;
  /** The body as sent, cut at 64 KiB. */
  body: string;
  /** How the reader took it: as a Status after all (a JSON error body), or as an opaque body (the generic error). */
  readAs: 'status' | 'body';
}

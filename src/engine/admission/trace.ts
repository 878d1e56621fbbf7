// The trace: one entry per step the chain took, with the predicates checked, the CEL evaluated and
// what the step answered (spec/scenario-format.md, "Result").

import type { Status } from '../apimachinery/status.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import type { NestedRequest, RawAnswer, RequestRefusal, TraceFieldError } from './traceSteps.ts';

/** What happened at one step of the chain. */
export type TraceOutcome =
  | 'skipped'
  | 'allowed'
  | 'patched'
  | 'denied'
  | 'failed-open'
  | 'failed'
  | 'warned'
  | 'not-simulated'
  | 'error';

/** One predicate checked while deciding whether to call a webhook. */
export interface MatchCheck {
  check:
    | 'exemption'
    | 'namespaceSelector'
    | 'objectSelector'
    | 'rules'
    | 'matchPolicy'
    | 'matchConditions'
    | 'reinvocation'
    | 'dryRun';
  passed: boolean;
  detail: string;
}

/** One CEL expression the chain evaluated at a step, with its value or error. */
export interface CelEvaluation {
  /** What the expression is for. */
  role:
    | 'matchCondition'
    | 'variable'
    | 'validation'
    | 'messageExpression'
    | 'auditAnnotation'
    | 'mutation'
    | 'case';
  /** Position in its list (matchConditions[i], validations[i], ...). */
  index: number;
  /** The matchCondition's or variable's name, or the audit annotation's key. */
  name?: string;
  expression: string;
  /** The value as a CEL literal; absent when it failed or was not evaluated. */
  value?: string;
  /** The error as the API server words it. */
  error?: string;
  /** Where the expression is in the scenario (a JSON pointer), for the editor. */
  pointer?: string;
}

/** One step the chain took, in order. */
export interface TraceEntry {
  /**
   * decode: the request read and decoded into the typed object (scheme defaulting) before admission,
   * or refused there (`refusal`). storage: the steps between the two phases, field and schema
   * validation (`fieldErrors`) among them.
   */
  phase: 'setup' | 'decode' | 'mutating' | 'validating' | 'storage';
  plugin: string;
  configuration?: string;
  webhook?: string;
  /** The admission policy, its binding and the param object ("namespace/name") of a policy step. */
  policy?: string;
  binding?: string;
  param?: string;
  /** The file a static (manifest-based) webhook configuration or policy came from (KEP-5793). */
  staticManifest?: string;
  /** The CEL expressions evaluated at this step, in order. */
  evaluations?: CelEvaluation[];
  round?: number;
  index?: number;
  outcome: TraceOutcome;
  reason: string;
  checks?: MatchCheck[];
  request?: JsonObject;
  response?: JsonValue;
  patch?: JsonValue[];
  objectBefore?: JsonValue;
  objectAfter?: JsonValue;
  startMs?: number;
  endMs?: number;
  /** The webhook's timeoutSeconds after defaulting: a call lasting this long is a timeout. */
  timeoutSeconds?: number;
  warnings?: string[];
  auditAnnotations?: Record<string, string>;
  /** What an in-process plugin assumed about state the playground cannot have (quota usage, a node's identity). */
  assumptions?: string[];
  status?: Status;
  /** Where the step's subject is in the scenario (a JSON pointer): the field a decoding refusal names, the cluster object a setup refusal names. */
  pointer?: string;
  /** What a `script` webhook did in its sandbox: its console lines, its error. */
  script?: ScriptTrace;
  /** The real HTTP exchange of a live webhook call (`run --live`). */
  http?: HttpTrace;
  /** matchPolicy Equivalent: the objects were converted to the version the step matched, and a patch back. */
  conversion?: ConversionTrace;
  /** Why the request was refused before admission: the route, the body size, or decoding (400/404/413). */
  refusal?: RequestRefusal;
  /** The field errors of a 422 from field or schema validation, each with the step that wrote the field. */
  fieldErrors?: TraceFieldError[];
  /** A request this step made through the chain before going on (NamespaceAutoProvision's Namespace). */
  nested?: NestedRequest;
  /** The webhook's answer when it was not an AdmissionReview (`response` is then absent). */
  answer?: RawAnswer;
}

/** A conversion to another API version of the same stored resource and, after a patch, back. */
export interface ConversionTrace {
  kind: string;
  /** The request's apiVersion. */
  from: string;
  /** The apiVersion the webhook or policy saw (objectBefore and objectAfter are in it). */
  to: string;
  /** The patched object converted back to `from`, as the rest of the chain sees it. */
  objectBack?: JsonValue;
}

/** One run of a `script` webhook, as the trace shows it. */
export interface ScriptTrace {
  outcome: 'returned' | 'threw' | 'timeout';
  /** console.log and friends, `<level>: <text>`, in order. */
  logs: string[];
  /** The thrown error's text (`TypeError: x is undefined`), or why the call timed out. */
  error?: string;
  /** Where it was thrown, 1-based in the script's lines. */
  at?: { line: number; column: number };
  /** Virtual time the script spent (its timers), in ms. */
  elapsedMs?: number;
  /** The seed of its Math.random and crypto.getRandomValues. */
  seed: number;
}

/** One real call to a webhook server. */
export interface HttpTrace {
  url: string;
  statusCode?: number;
  contentType?: string;
  /** The response body as received (cut at 64 KiB). */
  body?: string;
  /** The transport failure, when there was no HTTP answer. */
  error?: string;
  /** Real time the call took, in ms. */
  durationMs: number;
}

/** Something the chain would do here that the playground does not simulate yet. */
export interface NotSimulated {
  feature: string;
  detail: string;
  /** True when this is state a plugin assumed (the scenario did not state it), not a missing feature. */
  assumed?: true;
  /** The index in the trace of the step it concerns; absent: the request as a whole. */
  step?: number;
}

/** The request as the chain saw it, after the REST mapping and defaulting. */
export interface RequestSummary {
  operation: string;
  kind: { group: string; version: string; kind: string };
  resource: { group: string; version: string; resource: string };
  subResource: string;
  namespace: string;
  name: string;
  dryRun: boolean;
}

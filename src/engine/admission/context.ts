// The state one request accumulates while it runs through the chain: the simulated clock,
// warnings, audit annotations, the calls made and the trace.

import type { GroupVersionKind, JsonObject } from '../apimachinery/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { RestMapper } from '../restmapping/restMapper.ts';
import type { Attributes } from './attributes.ts';
import type { AnnotationRecorder } from './auditAnnotations.ts';
import type { RunEnvironment } from './environment.ts';
import type { NotSimulated, TraceEntry } from './trace.ts';
import type { WarningRecorder } from './warnings.ts';

/** Looks a namespace's labels up in the cluster; undefined when it does not exist. */
export type NamespaceLister = (name: string) => Record<string, string> | undefined;

/** What matching a request reads besides its attributes: the namespaces' labels and the REST mapping. */
export interface MatchEnvironment {
  namespaces: NamespaceLister;
  mapper: RestMapper;
}

/** How ChainContext decodes or encodes one object. */
export interface TypedOptions {
  /**
   * False skips the round trip through the internal version: an object in a webhook's version
   * (matchPolicy Equivalent) is converted to the request's version instead, once.
   */
  roundTrip?: boolean;
}

/** Everything the chain's plugins share while handling one request. */
export interface ChainContext {
  scenario: Scenario;
  env: RunEnvironment;
  match: MatchEnvironment;
  /** Simulated milliseconds since the request arrived. */
  nowMs: number;
  warnings: WarningRecorder;
  /** The audit annotations of the current attributes record (mutating and validating each get one). */
  annotations: AnnotationRecorder;
  calls: string[];
  /** Calls made so far per webhook of each configuration (simulated/behaviourKey.ts callKey), for `responses`; shared with nested requests. */
  callCounts: Map<string, number>;
  trace: TraceEntry[];
  notSimulated: NotSimulated[];
  /**
   * The object as the API server holds it after decoding a body into the typed struct: scheme
   * defaulting (unless the scenario turns it off) and Go's field order. Identity for custom resources.
   */
  decode: (
    object: JsonObject,
    attr: Pick<Attributes, 'kind' | 'builtin'>,
    options?: TypedOptions,
  ) => JsonObject;
  /**
   * The request object's metadata.labels are the same Go map as its pod template's: a Job that
   * SetDefaults_Job gave its template's labels, not decoded again since (registry/jobLabels.ts).
   */
  labelsShareTemplate?: boolean;
  /** The typed encoding of an object an in-process plugin changed (no defaulting: plugins change the internal object). */
  encode: (
    object: JsonObject,
    attr: Pick<Attributes, 'kind' | 'builtin'>,
    options?: TypedOptions,
  ) => JsonObject;
  /**
   * The error the API server's JSON decoder reports for a built-in object that does not fit its
   * typed struct (a string where an int32 goes), as `json: cannot unmarshal …`; undefined when it
   * decodes. A webhook's patched object is decoded this way (mutating/dispatcher.go).
   */
  typedDecodeError?: (
    object: JsonObject,
    kind: GroupVersionKind,
  ) => { message: string; field: string; pointer: string } | undefined;
  /** The `authorizer` CEL variable for the request's user (absent: expressions see null). */
  authorizerFor?: (attr: Attributes) => unknown;
}

/** Records that something the chain does here is not simulated (or, `assumed`, was assumed), once per feature and detail. */
export function noteNotSimulated(
  ctx: ChainContext,
  feature: string,
  detail: string,
  assumed = false,
): void {
  if (!ctx.notSimulated.some((n) => n.feature === feature && n.detail === detail)) {
    ctx.notSimulated.push(assumed ? { feature, detail, assumed } : { feature, detail });
  }
}

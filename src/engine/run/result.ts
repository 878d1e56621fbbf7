// The result of replaying one request through the chain (spec/scenario-format.md, "Result").

import type { Status } from '../apimachinery/status.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { NotSimulated, TraceEntry } from '../admission/trace.ts';

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

/** Everything the chain did with one request. */
export interface AdmissionResult {
  /** The request's resolved attributes (absent when setting up the cluster failed). */
  request?: RequestSummary;
  allowed: boolean;
  status?: Status;
  /** The object as it would be persisted; absent on denial, DELETE and CONNECT. */
  object?: JsonValue;
  warnings: string[];
  auditAnnotations: Record<string, string>;
  calls: string[];
  trace: TraceEntry[];
  /** True when the scenario's own cluster objects were refused (status says why). */
  setupError?: boolean;
  notSimulated: NotSimulated[];
  /** The simulated time the whole request took. */
  durationMs: number;
}

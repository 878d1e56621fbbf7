// The result of replaying one request through the chain (spec/scenario-format.md, "Result").

import type { Status } from '../apimachinery/status.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { NotSimulated, RequestSummary, TraceEntry } from '../admission/trace.ts';
import type { RawAnswer } from '../admission/traceSteps.ts';

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
  /**
   * The server's answer when it was not a metav1.Status (the mux's `404 page not found` for a
   * resource no route serves); `status` is then what the client made of it.
   */
  answer?: RawAnswer;
}

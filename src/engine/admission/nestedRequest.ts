// A request the API server makes of itself while it handles one: an in-process plugin's loopback
// client call, which runs through the whole handler chain (authenticated as the privileged loopback
// user, mutating admission, storage, validating admission) before the plugin goes on. NamespaceAutoProvision's
// `client.CoreV1().Namespaces().Create` is the one kube-apiserver 1.32 makes
// (plugin/pkg/admission/namespace/autoprovision/admission.go). The step that made it carries it.

import type { Status } from '../apimachinery/status.ts';
import type { GroupVersionKind, GroupVersionResource, JsonObject, JsonValue } from '../apimachinery/types.ts';
import type { TraceEntry } from './trace.ts';

/** One nested request and everything its own run through the chain did. */
export interface NestedRequest {
  /** The client call that made it, as the plugin's source writes it. */
  call: string;
  request: {
    operation: string;
    kind: GroupVersionKind;
    resource: GroupVersionResource;
    namespace: string;
    name: string;
    /** The loopback user: system:apiserver in system:authenticated and system:masters. */
    username: string;
    groups: string[];
  };
  allowed: boolean;
  /** The refusal the loopback client received. */
  status?: Status;
  /** The object the nested create stored (read back). */
  object?: JsonValue;
  /** Its own webhook calls, warnings (the loopback client logs them; the outer client never sees them) and audit annotations. */
  calls: string[];
  warnings: string[];
  auditAnnotations: Record<string, string>;
  /** Its own trace; startMs and endMs in it count from the nested request's arrival. */
  trace: TraceEntry[];
  /** When it started on the outer request's clock, and how long it took. */
  startMs: number;
  durationMs: number;
}

/** The API server's loopback client, as an in-process plugin calls it. */
export interface LoopbackClient {
  /** Creates an object through the API server: runs the nested request and reports it. */
  create(object: JsonObject, call: string): NestedRequest;
}

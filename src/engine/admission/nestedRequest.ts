// The API server's loopback client, as an in-process plugin sees it: a request the API server makes
// of itself while it handles one runs through the whole handler chain (authenticated as the
// privileged loopback user, mutating admission, storage, validating admission) before the plugin
// goes on. NamespaceAutoProvision's `client.CoreV1().Namespaces().Create` is the one kube-apiserver
// 1.32 makes (plugin/pkg/admission/namespace/autoprovision/admission.go). The step that made it
// carries it as `nested` (traceSteps.ts NestedRequest).

import type { JsonObject } from '../apimachinery/types.ts';
import type { NestedRequest } from './traceSteps.ts';

/** The API server's loopback client, as an in-process plugin calls it. */
export interface LoopbackClient {
  /** Creates an object through the API server: runs the nested request and reports it. */
  create(
    object: JsonObject,
    call: string,
  ): NestedRequest & Required<Pick<NestedRequest, 'durationMs'>>;
}

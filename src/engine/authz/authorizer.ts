// The authorizer contract the CEL `authorizer` variable talks to, in the API server's words
// (staging/src/k8s.io/apiserver/pkg/authorization/authorizer/interfaces.go).

import type { UserInfo } from '../apimachinery/types.ts';

/** authorizer.Decision: Deny and Allow short-circuit a union, NoOpinion passes to the next authorizer. */
export type Decision = 'Allow' | 'Deny' | 'NoOpinion';

/** authorizer.Attributes: what is being asked, by whom. */
export interface AuthorizationAttributes {
  user: UserInfo;
  /** Kube verb (get, list, create ...) for resource requests; lower-cased HTTP verb for paths. */
  verb: string;
  namespace: string;
  apiGroup: string;
  /** `*` for checks made from CEL (authz.go sets APIVersion "*"). */
  apiVersion: string;
  resource: string;
  subresource: string;
  name: string;
  /** True for resource requests, false for non-resource paths such as /healthz. */
  resourceRequest: boolean;
  path: string;
  /**
   * Field / label selectors as the CEL library received them (AuthorizeWithSelectors). Upstream parses
   * them into requirements; RBAC ignores selectors, so only the raw text is carried for the trace.
   */
  fieldSelector?: string;
  labelSelector?: string;
}

/** What Authorize returns: the decision, the reason text, and an error (empty when none). */
export interface AuthorizationDecision {
  decision: Decision;
  reason: string;
  error?: string;
}

/** authorizer.Authorizer. */
export interface Authorizer {
  authorize(attributes: AuthorizationAttributes): AuthorizationDecision;
}

/** Attributes with every field at its zero value, as a Go AttributesRecord{} starts. */
export function emptyAttributes(user: UserInfo): AuthorizationAttributes {
  return {
    user,
    verb: '',
    namespace: '',
    apiGroup: '',
    apiVersion: '',
    resource: '',
    subresource: '',
    name: '',
    resourceRequest: false,
    path: '',
  };
}

// Package apimachinery mirrors k8s.io/apimachinery (and the Go standard library it leans on: encoding/json,
// strconv, net/url, unicode/utf8): the value types, metav1.Status and its errors, field errors, names,
// label selectors and quantities every other folder uses. It imports no other engine folder.
//
// The wire types every package shares: JSON values, group/version/kind and resource triples, the
// user, the operation (k8s.io/apimachinery pkg/runtime/schema, k8s.io/apiserver pkg/authentication/user).

/** A JSON value as the YAML/JSON parser produces it. */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object (a Kubernetes object, a selector, a response ...). */
export type JsonObject = { [key: string]: JsonValue };

/** The four admission operations. */
export type Operation = 'CREATE' | 'UPDATE' | 'DELETE' | 'CONNECT';

/** The Kubernetes minor versions whose behaviour the engine models. */
export type KubernetesVersion = '1.32' | '1.33' | '1.34' | '1.35' | '1.36' | '1.37';

/** A group/version/resource triple; the core group is "". */
export interface GroupVersionResource {
  group: string;
  version: string;
  resource: string;
}

/** A group/version/kind triple; the core group is "". */
export interface GroupVersionKind {
  group: string;
  version: string;
  kind: string;
}

/** The requesting user, as authentication hands it to admission. */
export interface UserInfo {
  username: string;
  uid?: string;
  groups: string[];
  extra: Record<string, string[]>;
}

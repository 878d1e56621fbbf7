// The libraries every Kubernetes CEL environment has beyond cel-go's standard ones, by the minor
// version that introduced them (k8s.io/apiserver pkg/cel/environment/base.go), and the
// MutatingAdmissionPolicy additions (JSONPatch, Object, jsonpatch.escapeKey).

import type { Environment } from '@marcbachmann/cel-js';
import { registerAuthzLibrary } from './library/authz.ts';
import { registerKubernetesLibraries } from './library/index.ts';
import { registerMutationLibrary } from './library/mutation.ts';

export function registerLibraries(env: Environment, minor: number, mutation: boolean): void {
  registerKubernetesLibraries(env, minor);
  // Authz 1.27, AuthzSelectors 1.31 (gate AuthorizeWithSelectors: beta-on in 1.32/1.33, GA in 1.34).
  registerAuthzLibrary(env, minor);
  if (mutation) registerMutationLibrary(env);
}

// The libraries every Kubernetes CEL environment has beyond cel-go's standard ones, by the minor
// version that introduced them (k8s.io/apiserver pkg/cel/environment/base.go).

import type { Environment } from '@marcbachmann/cel-js';
import { registerAuthzLibrary } from './library/authz.ts';
import { registerKubernetesLibraries } from './library/index.ts';

/** Registers a library's types and functions for environments of the given minor version. */
export type LibraryRegistrar = (env: Environment, minor: number) => void;

const registrars: LibraryRegistrar[] = [];
const mutationRegistrars: ((env: Environment) => void)[] = [];

/** Adds a library to every environment built from now on. */
export function addCelLibrary(r: LibraryRegistrar): void {
  registrars.push(r);
}

/** Adds a library to MutatingAdmissionPolicy environments only (JSONPatch, Object, jsonpatch.escapeKey). */
export function addMutationLibrary(r: (env: Environment) => void): void {
  mutationRegistrars.push(r);
}

export function registerLibraries(env: Environment, minor: number, mutation: boolean): void {
  registerKubernetesLibraries(env, minor);
  // Authz 1.27, AuthzSelectors 1.31 (gate AuthorizeWithSelectors: beta-on in 1.32/1.33, GA in 1.34).
  registerAuthzLibrary(env, minor);
  for (const r of registrars) r(env, minor);
  if (mutation) for (const r of mutationRegistrars) r(env);
}

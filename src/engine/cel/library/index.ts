// Registers the Kubernetes CEL libraries a kube-apiserver of version 1.<minor> offers
// (k8s.io/apiserver/pkg/cel/environment/base.go, IntroducedVersion of each entry).

import type { Environment } from '@marcbachmann/cel-js';
import { registerListsLibrary } from './lists.ts';

export { UNSUPPORTED_CEL_FEATURES, findUnsupportedCelFeature } from './unsupported.ts';

interface VersionedLibrary {
  introduced: number;
  register(env: Environment): void;
}

// In base.go order. The authorizer libraries (1.27, 1.31) are wired by the CEL core.
const libraries: VersionedLibrary[] = [
  { introduced: 0, register: registerListsLibrary },
];

/** Registers every library whose IntroducedVersion is at most 1.<minor>. */
export function registerKubernetesLibraries(env: Environment, minor: number): void {
  for (const lib of libraries) if (lib.introduced <= minor) lib.register(env);
}

// What version-dependent defaulters read besides the object: the server's version and its feature
// gates (utilfeature.DefaultFeatureGate in pkg/apis/core/v1/defaults.go).

import type { KubernetesVersion } from '../../apimachinery/types.ts';

/** The server a defaulter runs in. */
export interface DefaultingEnv {
  version: KubernetesVersion;
  /** The scenario's cluster.featureGates; a gate not set here has its version's default. */
  featureGates: Readonly<Record<string, boolean>>;
}

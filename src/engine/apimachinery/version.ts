// The Kubernetes minor versions the engine models and their order (k8s.io/apimachinery
// pkg/util/version: a minor compares by its number). A scenario without `kubernetesVersion` means
// 1.32, forever: old links, files and the conformance recordings keep their meaning.

import type { KubernetesVersion } from './types.ts';

/** Every modelled version, oldest first. */
export const KUBERNETES_VERSIONS: readonly KubernetesVersion[] = [
  '1.32',
  '1.33',
  '1.34',
  '1.35',
  '1.36',
  '1.37',
];

/** The version of a scenario, file or link that names none. */
export const DEFAULT_KUBERNETES_VERSION: KubernetesVersion = '1.32';

/** The newest modelled version: what new scenarios carry explicitly. */
export const NEWEST_KUBERNETES_VERSION: KubernetesVersion = '1.37';

const minor = (v: KubernetesVersion): number => Number(v.slice(2));

/** Reports whether `version` is `since` or later. */
export const atLeast = (version: KubernetesVersion, since: KubernetesVersion): boolean =>
  minor(version) >= minor(since);

/** The minor before `version` (1.32 has none modelled and returns itself). */
export function previousMinor(version: KubernetesVersion): KubernetesVersion {
  const i = KUBERNETES_VERSIONS.indexOf(version);
  return KUBERNETES_VERSIONS[Math.max(0, i - 1)] ?? version;
}

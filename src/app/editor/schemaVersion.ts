// Which Kubernetes version's schema the editors check against: the scenario's `kubernetesVersion`
// (none means 1.32, as for the engine: docs/format-additions.md), read from the scenario text the
// way the request bar reads it (store/requestSelectors.ts).

import { DEFAULT_KUBERNETES_VERSION, KUBERNETES_VERSIONS } from '../../engine/index.ts';
import type { KubernetesVersion } from '../../engine/index.ts';
import type { RequestFields } from '../store/requestSelectors.ts';

/**
 * The version whose schema fits the scenario's request fields. While the text is not YAML, or names
 * a version that is not modelled (the engine says so at its place), the editor keeps the version it
 * had, so half-typed text does not reload the schema.
 */
export function schemaVersionFor(
  fields: RequestFields | undefined,
  previous: KubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): KubernetesVersion {
  if (fields === undefined) return previous;
  if (fields.kubernetesVersion === '') return DEFAULT_KUBERNETES_VERSION;
  const named = KUBERNETES_VERSIONS.find((v) => v === fields.kubernetesVersion);
  return named ?? previous;
}

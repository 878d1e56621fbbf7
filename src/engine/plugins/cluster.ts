// The listers a plugin reads, over the objects the scenario says exist before the request.

import type { ClusterNamespace } from '../admission/cluster.ts';
import { metaString } from '../admission/attributes.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import type { PluginCluster } from './interfaces.ts';

/**
 * Builds the cluster view plugins read from the scenario's objects and namespace lookup. `onAdd`
 * hears of objects created during the request (a namespace NamespaceAutoProvision creates).
 */
export function clusterView(
  initial: readonly JsonObject[],
  namespace: (name: string) => ClusterNamespace | undefined,
  onAdd: (object: JsonObject) => void = () => undefined,
): PluginCluster {
  const objects = [...initial];
  return {
    objects,
    namespace,
    ofKind: (kind, ns = '') =>
      objects.filter((o) => o['kind'] === kind && (ns === '' || metaString(o, 'namespace') === ns)),
    add(object) {
      objects.push(object);
      onAdd(object);
    },
  };
}

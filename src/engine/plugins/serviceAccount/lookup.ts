// Finds the pod's ServiceAccount as the plugin's lister (and its live-lookup fallback) would
// (plugin/pkg/admission/serviceaccount/admission.go, getServiceAccount).

import { metaString } from '../../admission/attributes.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import type { PluginCluster } from '../interfaces.ts';

/** The name a pod gets when it names no service account. */
export const defaultServiceAccountName = 'default';

/** The service account found, with what was assumed to find it; or the lookup error's text. */
export type LookupResult = { serviceAccount: JsonObject; assumption?: string } | { error: string };

/**
 * Returns the named ServiceAccount of the namespace. The service account controller creates
 * `default` in every namespace, so a scenario that does not list it still has it (an assumption the
 * trace shows); any other missing one is errors.NewNotFound(api.Resource("serviceaccount"), name).
 */
export function lookupServiceAccount(
  cluster: PluginCluster,
  namespace: string,
  name: string,
): LookupResult {
  const found = cluster
    .ofKind('ServiceAccount', namespace)
    .find((sa) => metaString(sa, 'name') === name);
  if (found !== undefined) return { serviceAccount: found };
  if (name === defaultServiceAccountName) {
    return {
      serviceAccount: { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name, namespace } },
      assumption: `the ServiceAccount ${namespace}/default exists (the service account controller creates it in every namespace)`,
    };
  }
  return { error: `serviceaccount ${goQuote(name)} not found` };
}

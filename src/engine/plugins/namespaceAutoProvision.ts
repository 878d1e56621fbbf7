// NamespaceAutoProvision: creates the namespace of a CREATE request when it does not exist yet
// (plugin/pkg/admission/namespace/autoprovision/admission.go, Admit).

import { handlesOperations, type AdmissionPlugin, type PluginRequest } from './interfaces.ts';
import type { JsonObject } from '../apimachinery/types.ts';

/**
 * Returns the Namespace the plugin would create for this request, or undefined when it would not
 * create one (dry run, cluster-scoped request, a Namespace itself, or the namespace exists).
 */
export function autoProvisionedNamespace(req: PluginRequest): JsonObject | undefined {
  const { attr } = req;
  // A dry-run request must not have side effects, so the namespace is not created.
  if (attr.dryRun) return undefined;
  if (attr.namespace === '' || (attr.kind.group === '' && attr.kind.kind === 'Namespace')) return undefined;
  if (req.cluster.namespace(attr.namespace) !== undefined) return undefined;
  return { apiVersion: 'v1', kind: 'Namespace', metadata: { name: attr.namespace } };
}

/** The NamespaceAutoProvision plugin: Admit, for CREATE. */
export const namespaceAutoProvisionPlugin: AdmissionPlugin = {
  name: 'NamespaceAutoProvision',
  handles: handlesOperations('CREATE'),
  admit(req) {
    const { attr } = req;
    if (attr.dryRun) return { reason: 'dry-run request: no namespace is created' };
    if (attr.namespace === '' || (attr.kind.group === '' && attr.kind.kind === 'Namespace')) return undefined;
    const created = autoProvisionedNamespace(req);
    if (created === undefined) return { reason: `namespace "${attr.namespace}" exists` };
    return { reason: `created namespace "${attr.namespace}"; it exists, Active, for the rest of the chain`, creates: [created] };
  },
};

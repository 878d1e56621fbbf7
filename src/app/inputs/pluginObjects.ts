// Which cluster objects each in-process admission plugin reads, offered in the Cluster tab so a
// person can add one with a click. Plugins that read no object (AlwaysPullImages,
// DefaultTolerationSeconds, …) or whose objects have an editor of their own (the webhook and
// policy plugins) offer nothing.

import { allOrderedPlugins, type PluginName } from '../../engine/index.ts';
import {
  activeNamespace,
  nodeSelectorNamespace,
  podSecurityNamespace,
  terminatingNamespace,
  tolerationsNamespace,
} from './namespaceTemplates.ts';
import {
  defaultPriority,
  defaultStorageClass,
  expandableStorageClass,
  highPriority,
  ingressClass,
  limitRange,
  node,
  resourceQuota,
  runtimeClass,
  serviceAccount,
  type OfferedObject,
  type Template,
} from './objectTemplates.ts';
import { approveRole, attestRole, ownerReferencesRole, signRole } from './rbacTemplates.ts';

export type { OfferedObject } from './objectTemplates.ts';

/** One enabled plugin and the objects it reads. */
export interface OfferedGroup {
  plugin: PluginName;
  objects: readonly OfferedObject[];
}

/** The templates each plugin reads, by plugin. */
export const pluginReads: Readonly<Partial<Record<PluginName, readonly Template[]>>> = {
  NamespaceAutoProvision: [activeNamespace],
  NamespaceLifecycle: [activeNamespace, terminatingNamespace],
  NamespaceExists: [activeNamespace],
  LimitRanger: [limitRange],
  ServiceAccount: [serviceAccount],
  NodeRestriction: [node],
  PodSecurity: [podSecurityNamespace],
  PodNodeSelector: [nodeSelectorNamespace],
  Priority: [highPriority, defaultPriority],
  PodTolerationRestriction: [tolerationsNamespace],
  DefaultStorageClass: [defaultStorageClass],
  OwnerReferencesPermissionEnforcement: [ownerReferencesRole],
  PersistentVolumeClaimResize: [expandableStorageClass],
  RuntimeClass: [runtimeClass],
  CertificateApproval: [approveRole],
  CertificateSigning: [signRole],
  ClusterTrustBundleAttest: [attestRole],
  DefaultIngressClass: [ingressClass],
  PodTopologyLabels: [node],
  ResourceQuota: [resourceQuota],
};

/**
 * The objects the enabled plugins read, one group per plugin in the order the chain runs them,
 * filled in for the request's namespace and user (an empty username binds RBAC to every signed-in user).
 */
export function offeredObjects(
  enabled: readonly PluginName[],
  namespace: string,
  username = '',
): OfferedGroup[] {
  const ctx = { namespace: namespace === '' ? 'default' : namespace, username };
  const groups: OfferedGroup[] = [];
  for (const plugin of allOrderedPlugins) {
    const templates = pluginReads[plugin];
    if (templates === undefined || !enabled.includes(plugin)) continue;
    groups.push({ plugin, objects: templates.map((t) => t(ctx)) });
  }
  return groups;
}

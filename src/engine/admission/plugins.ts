// The API server's admission plugins in execution order, the default-on set, and which of them a
// scenario switches on (pkg/kubeapiserver/options/plugins.go AllOrderedPlugins, DefaultOffAdmissionPlugins).

import type { KubernetesVersion } from '../apimachinery/types.ts';

/** Every plugin kube-apiserver knows, in the order the chain runs them (1.33 adds PodTopologyLabels). */
export const allOrderedPlugins = [
  'AlwaysAdmit',
  'NamespaceAutoProvision',
  'NamespaceLifecycle',
  'NamespaceExists',
  'LimitPodHardAntiAffinityTopology',
  'LimitRanger',
  'ServiceAccount',
  'NodeRestriction',
  'TaintNodesByCondition',
  'AlwaysPullImages',
  'ImagePolicyWebhook',
  'PodSecurity',
  'PodNodeSelector',
  'Priority',
  'DefaultTolerationSeconds',
  'PodTolerationRestriction',
  'EventRateLimit',
  'ExtendedResourceToleration',
  'DefaultStorageClass',
  'StorageObjectInUseProtection',
  'OwnerReferencesPermissionEnforcement',
  'PersistentVolumeClaimResize',
  'RuntimeClass',
  'CertificateApproval',
  'CertificateSigning',
  'ClusterTrustBundleAttest',
  'CertificateSubjectRestriction',
  'DefaultIngressClass',
  'DenyServiceExternalIPs',
  'PodTopologyLabels',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionWebhook',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionWebhook',
  'ResourceQuota',
  'AlwaysDeny',
] as const;

/** A plugin name. */
export type PluginName = (typeof allOrderedPlugins)[number];

const defaultOn = new Set<string>([
  'NamespaceLifecycle',
  'LimitRanger',
  'ServiceAccount',
  'DefaultStorageClass',
  'PersistentVolumeClaimResize',
  'DefaultTolerationSeconds',
  'MutatingAdmissionWebhook',
  'ValidatingAdmissionWebhook',
  'ResourceQuota',
  'StorageObjectInUseProtection',
  'Priority',
  'TaintNodesByCondition',
  'RuntimeClass',
  'CertificateApproval',
  'CertificateSigning',
  'ClusterTrustBundleAttest',
  'CertificateSubjectRestriction',
  'DefaultIngressClass',
  'PodSecurity',
  'PodTopologyLabels',
  'MutatingAdmissionPolicy',
  'ValidatingAdmissionPolicy',
]);

/** Reports whether a name is a plugin the API server knows. */
export function isKnownPlugin(name: string): name is PluginName {
  return (allOrderedPlugins as readonly string[]).includes(name);
}

/** Returns the enabled plugins in execution order: the default set plus `enable`, minus `disable`. */
export function enabledPlugins(
  config: { enable: string[]; disable: string[] },
  version: KubernetesVersion,
): PluginName[] {
  return allOrderedPlugins.filter((p) => {
    if (p === 'PodTopologyLabels' && version === '1.32') return false;
    if (config.disable.includes(p)) return false;
    return defaultOn.has(p) || config.enable.includes(p);
  });
}

// The API server's admission plugins in execution order, the default-on set, and which of them a
// scenario switches on (pkg/kubeapiserver/options/plugins.go AllOrderedPlugins, DefaultOffAdmissionPlugins).
// Per version (research note ../shared/spec/k8s-versions-1.33-1.37.md §5.4 and §7, from plugins.go of
// each release and the release notes): 1.33 adds PodTopologyLabels after DenyServiceExternalIPs; 1.35
// NodeDeclaredFeatureValidator after it; 1.36 PodGroupProtection after StorageObjectInUseProtection,
// PodGroupWorkloadExists, JobValidation and PodResizeValidator; 1.37 drops PodGroupWorkloadExists
// (kubernetes#139008). Every added plugin is in the default-on set; whether it acts is its gate's matter.

import type { KubernetesVersion } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';

/** Every plugin some modelled kube-apiserver knows, in the order the chain runs them (see pluginIntroduced). */
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
  'PodGroupProtection',
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
  'PodGroupWorkloadExists',
  'NodeDeclaredFeatureValidator',
  'JobValidation',
  'PodResizeValidator',
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
  'NodeDeclaredFeatureValidator',
  'PodGroupProtection',
  'PodGroupWorkloadExists',
  'JobValidation',
  'PodResizeValidator',
  'MutatingAdmissionPolicy',
  'ValidatingAdmissionPolicy',
]);

/** The release that added a plugin, and the one that removed it, for the plugins 1.32 lacks. */
const lifetimes: Readonly<
  Partial<Record<PluginName, { since: KubernetesVersion; until?: KubernetesVersion }>>
> = {
  PodTopologyLabels: { since: '1.33' },
  NodeDeclaredFeatureValidator: { since: '1.35' },
  PodGroupProtection: { since: '1.36' },
  PodGroupWorkloadExists: { since: '1.36', until: '1.37' },
  JobValidation: { since: '1.36' },
  PodResizeValidator: { since: '1.36' },
};

/** Reports whether kube-apiserver of this version has the plugin compiled in. */
export function pluginExistsIn(name: PluginName, version: KubernetesVersion): boolean {
  const life = lifetimes[name];
  return (
    life === undefined ||
    (atLeast(version, life.since) && (life.until === undefined || !atLeast(version, life.until)))
  );
}

/** The plugins kube-apiserver of this version knows, in execution order. */
export const orderedPluginsOf = (version: KubernetesVersion): PluginName[] =>
  allOrderedPlugins.filter((p) => pluginExistsIn(p, version));

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
    if (!pluginExistsIn(p, version)) return false;
    if (config.disable.includes(p)) return false;
    return defaultOn.has(p) || config.enable.includes(p);
  });
}

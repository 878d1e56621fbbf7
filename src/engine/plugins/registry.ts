// The in-process plugins by name (kube-apiserver's plugin registry, RegisterAllAdmissionPlugins in
// pkg/kubeapiserver/options/plugins.go). The chain runs them in AllOrderedPlugins order; the
// webhook and policy plugins are dispatched by the chain itself.

import type { PluginName } from '../admission/plugins.ts';
import { podSecurityPlugin } from '../podsecurity/admission/index.ts';
import { alwaysAdmitPlugin } from './alwaysAdmit.ts';
import { alwaysDenyPlugin } from './alwaysDeny.ts';
import { alwaysPullImagesPlugin } from './alwaysPullImages.ts';
import { certificateApprovalPlugin } from './certificateApproval.ts';
import { certificateSigningPlugin } from './certificateSigning.ts';
import { certificateSubjectRestrictionPlugin } from './certificateSubjectRestriction.ts';
import { clusterTrustBundleAttestPlugin } from './clusterTrustBundleAttest.ts';
import { defaultIngressClassPlugin } from './defaultIngressClass.ts';
import { defaultStorageClassPlugin } from './defaultStorageClass.ts';
import { defaultTolerationSecondsPlugin } from './defaultTolerationSeconds.ts';
import { denyServiceExternalIPsPlugin } from './denyServiceExternalIPs.ts';
import { eventRateLimitPlugin } from './eventRateLimit/index.ts';
import { extendedResourceTolerationPlugin } from './extendedResourceToleration.ts';
import { imagePolicyWebhookPlugin } from './imagePolicyWebhook/index.ts';
import type { AdmissionPlugin } from './interfaces.ts';
import { limitPodHardAntiAffinityTopologyPlugin } from './limitPodHardAntiAffinityTopology.ts';
import { limitRangerPlugin } from './limitRanger/index.ts';
import { namespaceAutoProvisionPlugin } from './namespaceAutoProvision.ts';
import { namespaceExistsPlugin } from './namespaceExists.ts';
import { namespaceLifecyclePlugin } from './namespaceLifecycle.ts';
import { nodeRestrictionPlugin } from './nodeRestriction.ts';
import { ownerReferencesPermissionEnforcementPlugin } from './ownerReferencesPermissionEnforcement.ts';
import { persistentVolumeClaimResizePlugin } from './persistentVolumeClaimResize.ts';
import { podNodeSelectorPlugin } from './podNodeSelector/index.ts';
import { podTolerationRestrictionPlugin } from './podTolerationRestriction/index.ts';
import { priorityPlugin } from './priority.ts';
import { resourceQuotaPlugin } from './resourceQuota/index.ts';
import { runtimeClassPlugin } from './runtimeClass.ts';
import { serviceAccountPlugin } from './serviceAccount/index.ts';
import { storageObjectInUseProtectionPlugin } from './storageObjectInUseProtection.ts';
import { taintNodesByConditionPlugin } from './taintNodesByCondition.ts';

const plugins: AdmissionPlugin[] = [
  alwaysAdmitPlugin,
  namespaceAutoProvisionPlugin,
  namespaceLifecyclePlugin,
  namespaceExistsPlugin,
  limitPodHardAntiAffinityTopologyPlugin,
  limitRangerPlugin,
  serviceAccountPlugin,
  nodeRestrictionPlugin,
  taintNodesByConditionPlugin,
  alwaysPullImagesPlugin,
  imagePolicyWebhookPlugin,
  podSecurityPlugin,
  podNodeSelectorPlugin,
  priorityPlugin,
  defaultTolerationSecondsPlugin,
  podTolerationRestrictionPlugin,
  eventRateLimitPlugin,
  extendedResourceTolerationPlugin,
  defaultStorageClassPlugin,
  storageObjectInUseProtectionPlugin,
  ownerReferencesPermissionEnforcementPlugin,
  persistentVolumeClaimResizePlugin,
  runtimeClassPlugin,
  certificateApprovalPlugin,
  certificateSigningPlugin,
  clusterTrustBundleAttestPlugin,
  certificateSubjectRestrictionPlugin,
  defaultIngressClassPlugin,
  denyServiceExternalIPsPlugin,
  resourceQuotaPlugin,
  alwaysDenyPlugin,
];

/** The in-process plugin of that name, or undefined for the webhook and policy plugins. */
export const inProcessPlugin: (name: PluginName) => AdmissionPlugin | undefined = (() => {
  const byName = new Map<string, AdmissionPlugin>(plugins.map((p) => [p.name, p]));
  return (name) => byName.get(name);
})();

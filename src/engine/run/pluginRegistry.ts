// The in-process plugins by name (kube-apiserver's plugin registry, RegisterAllAdmissionPlugins in
// pkg/kubeapiserver/options/plugins.go). The chain runs them in AllOrderedPlugins order; the
// webhook and policy plugins are dispatched by the chain itself.

import type { PluginName } from '../admission/plugins.ts';
import { podSecurityPlugin } from '../podsecurity/admission/index.ts';
import { alwaysAdmitPlugin } from '../plugins/alwaysAdmit.ts';
import { alwaysDenyPlugin } from '../plugins/alwaysDeny.ts';
import { alwaysPullImagesPlugin } from '../plugins/alwaysPullImages.ts';
import { certificateApprovalPlugin } from '../plugins/certificateApproval.ts';
import { certificateSigningPlugin } from '../plugins/certificateSigning.ts';
import { certificateSubjectRestrictionPlugin } from '../plugins/certificateSubjectRestriction.ts';
import { clusterTrustBundleAttestPlugin } from '../plugins/clusterTrustBundleAttest.ts';
import { defaultIngressClassPlugin } from '../plugins/defaultIngressClass.ts';
import { defaultStorageClassPlugin } from '../plugins/defaultStorageClass.ts';
import { defaultTolerationSecondsPlugin } from '../plugins/defaultTolerationSeconds.ts';
import { denyServiceExternalIPsPlugin } from '../plugins/denyServiceExternalIPs.ts';
import { eventRateLimitPlugin } from '../plugins/eventRateLimit/index.ts';
import { extendedResourceTolerationPlugin } from '../plugins/extendedResourceToleration.ts';
import { imagePolicyWebhookPlugin } from '../plugins/imagePolicyWebhook/index.ts';
import type { AdmissionPlugin } from '../plugins/interfaces.ts';
import { limitPodHardAntiAffinityTopologyPlugin } from '../plugins/limitPodHardAntiAffinityTopology.ts';
import { limitRangerPlugin } from '../plugins/limitRanger/index.ts';
import { namespaceAutoProvisionPlugin } from '../plugins/namespaceAutoProvision.ts';
import { namespaceExistsPlugin } from '../plugins/namespaceExists.ts';
import { namespaceLifecyclePlugin } from '../plugins/namespaceLifecycle.ts';
import { nodeRestrictionPlugin } from '../plugins/nodeRestriction.ts';
import { ownerReferencesPermissionEnforcementPlugin } from '../plugins/ownerReferencesPermissionEnforcement.ts';
import { persistentVolumeClaimResizePlugin } from '../plugins/persistentVolumeClaimResize.ts';
import { podNodeSelectorPlugin } from '../plugins/podNodeSelector/index.ts';
import { podTolerationRestrictionPlugin } from '../plugins/podTolerationRestriction/index.ts';
import { nodeDeclaredFeatureValidatorPlugin } from '../plugins/nodeDeclaredFeatureValidator.ts';
import { podResizeValidatorPlugin } from '../plugins/podResizeValidator.ts';
import { podTopologyLabelsPlugin } from '../plugins/podTopologyLabels.ts';
import { priorityPlugin } from '../plugins/priority.ts';
import { resourceQuotaPlugin } from '../plugins/resourceQuota/index.ts';
import { runtimeClassPlugin } from '../plugins/runtimeClass.ts';
import { serviceAccountPlugin } from '../plugins/serviceAccount/index.ts';
import { storageObjectInUseProtectionPlugin } from '../plugins/storageObjectInUseProtection.ts';
import { taintNodesByConditionPlugin } from '../plugins/taintNodesByCondition.ts';

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
  podTopologyLabelsPlugin,
  nodeDeclaredFeatureValidatorPlugin,
  podResizeValidatorPlugin,
  resourceQuotaPlugin,
  alwaysDenyPlugin,
];

/** The in-process plugin of that name, or undefined for the webhook and policy plugins. */
export const inProcessPlugin: (name: PluginName) => AdmissionPlugin | undefined = (() => {
  const byName = new Map<string, AdmissionPlugin>(plugins.map((p) => [p.name, p]));
  return (name) => byName.get(name);
})();

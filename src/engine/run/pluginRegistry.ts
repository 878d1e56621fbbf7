// The in-process plugins by name (kube-apiserver's plugin registry, RegisterAllAdmissionPlugins in
// pkg/kubeapiserver/options/plugins.go). The chain runs them in AllOrderedPlugins order; the
// webhook and policy plugins are dispatched by the chain itself. The larger plugin families are
// loaded on demand (plugins/lazy.ts): the ones that act on pods, the quota plugins, Pod Security,
// and the others a scenario often turns off (otherPlugins).

import type { PluginName } from '../admission/plugins.ts';
import { alwaysAdmitPlugin } from '../plugins/alwaysAdmit.ts';
import { alwaysDenyPlugin } from '../plugins/alwaysDeny.ts';
import { certificateApprovalPlugin } from '../plugins/certificateApproval.ts';
import { certificateSigningPlugin } from '../plugins/certificateSigning.ts';
import { certificateSubjectRestrictionPlugin } from '../plugins/certificateSubjectRestriction.ts';
import { clusterTrustBundleAttestPlugin } from '../plugins/clusterTrustBundleAttest.ts';
import type { AdmissionPlugin } from '../plugins/interfaces.ts';
import { familyPlugin, PLUGIN_FAMILIES } from '../plugins/lazy.ts';
import { namespaceLifecyclePlugin } from '../plugins/namespaceLifecycle.ts';
import { persistentVolumeClaimResizePlugin } from '../plugins/persistentVolumeClaimResize.ts';

const plugins: AdmissionPlugin[] = [
  alwaysAdmitPlugin,
  namespaceLifecyclePlugin,
  persistentVolumeClaimResizePlugin,
  certificateApprovalPlugin,
  certificateSigningPlugin,
  clusterTrustBundleAttestPlugin,
  certificateSubjectRestrictionPlugin,
  alwaysDenyPlugin,
];

/** The in-process plugin of that name, or undefined for the webhook and policy plugins. */
export const inProcessPlugin: (name: PluginName) => AdmissionPlugin | undefined = (() => {
  const byName = new Map<string, AdmissionPlugin>(plugins.map((p) => [p.name, p]));
  return (name) => {
    const family = PLUGIN_FAMILIES[name];
    return family === undefined ? byName.get(name) : familyPlugin(name, family);
  };
})();

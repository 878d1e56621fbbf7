// The in-process plugins loaded on demand, by family (modules/lazyGroup.ts): the ones that act on
// pods (LimitRanger, ServiceAccount, Priority, NodeRestriction ...), the quota plugins, Pod
// Security, and the others a scenario often turns off (the namespaces', the default classes',
// storage protection, owner references, external IPs). The chain builds every enabled plugin
// (run/pluginRegistry.ts), so a family is needed exactly when the scenario enables one of its
// plugins; the rest of the plugins are small and always present.

import type { PluginName } from '../admission/plugins.ts';
import { InternalError } from '../errors.ts';
import type { GroupName, GroupSlot } from '../modules/lazyGroup.ts';
import type { AdmissionPlugin } from './interfaces.ts';

/** A family of plugins loaded together. */
export type PluginFamily = Extract<
  GroupName,
  'podPlugins' | 'quotaPlugins' | 'podsecurity' | 'otherPlugins'
>;

/** A family's module: its plugins. */
export interface PluginFamilyGroup {
  plugins: readonly AdmissionPlugin[];
}

/** The family of each plugin loaded on demand; a plugin not listed is always present. */
export const PLUGIN_FAMILIES: Readonly<Partial<Record<PluginName, PluginFamily>>> = {
  LimitRanger: 'podPlugins',
  ServiceAccount: 'podPlugins',
  NodeRestriction: 'podPlugins',
  TaintNodesByCondition: 'podPlugins',
  AlwaysPullImages: 'podPlugins',
  ImagePolicyWebhook: 'podPlugins',
  PodNodeSelector: 'podPlugins',
  Priority: 'podPlugins',
  DefaultTolerationSeconds: 'podPlugins',
  PodTolerationRestriction: 'podPlugins',
  ExtendedResourceToleration: 'podPlugins',
  LimitPodHardAntiAffinityTopology: 'podPlugins',
  RuntimeClass: 'podPlugins',
  PodTopologyLabels: 'podPlugins',
  PodResizeValidator: 'podPlugins',
  NodeDeclaredFeatureValidator: 'podPlugins',
  ResourceQuota: 'quotaPlugins',
  EventRateLimit: 'quotaPlugins',
  PodSecurity: 'podsecurity',
  NamespaceAutoProvision: 'otherPlugins',
  NamespaceExists: 'otherPlugins',
  DefaultStorageClass: 'otherPlugins',
  StorageObjectInUseProtection: 'otherPlugins',
  OwnerReferencesPermissionEnforcement: 'otherPlugins',
  DefaultIngressClass: 'otherPlugins',
  DenyServiceExternalIPs: 'otherPlugins',
};

const installed = new Map<string, AdmissionPlugin>();
const loaded = new Set<PluginFamily>();

/** The plugin of a family, by name: it fails loudly when its family is not loaded. */
export function familyPlugin(name: PluginName, family: PluginFamily): AdmissionPlugin | undefined {
  if (!loaded.has(family))
    throw new InternalError(
      `the engine's "${family}" group is not loaded (plugin ${name} is enabled): the scan of the scenario (engine/groups/scan.ts) missed it`,
    );
  return installed.get(name);
}

/** The slot of one family: its plugins installed, or taken away. */
export function pluginFamilySlot(family: PluginFamily): GroupSlot<PluginFamilyGroup> {
  return {
    install: (m) => {
      for (const p of m.plugins) installed.set(p.name, p);
      loaded.add(family);
    },
    reset: () => {
      for (const [name] of installed)
        if (PLUGIN_FAMILIES[name as PluginName] === family) installed.delete(name);
      loaded.delete(family);
    },
    loaded: () => loaded.has(family),
  };
}

// Package served mirrors which group/versions and resources kube-apiserver serves
// (pkg/controlplane DefaultAPIResourceConfigSource, k8s.io/apiserver pkg/server/resourceconfig).
// This file decides whether the modelled kube-apiserver serves a resource: what a default server of its
// version serves (servedByDefault.generated.ts, from discovery documents; 1.33, 1.34 and 1.37 derived), changed by --runtime-config
// (k8s.io/apiserver pkg/server/resourceconfig/helpers.go MergeAPIResourceConfigs: api/all, then
// api/ga|beta|alpha, then <group>/<version>, then <group>/<version>/<resource>), and by the feature
// gates an alpha resource also needs. A version the release does not have at all (removed, as
// admissionregistration.k8s.io/v1beta1 webhook configurations since 1.22) is never served.

import { builtinResourceTable } from '../restmapping/builtinTable.ts';
import type { GroupVersionResource, KubernetesVersion } from '../apimachinery/types.ts';
import { servedByDefaultOf } from './laterLazy.ts';

/** The server's flags that decide what it serves. */
export interface ServingFlags {
  /** --runtime-config: `<group>/<version>` (or `/<resource>`, `api/all`, `api/beta`, ...) → on or off. */
  runtimeConfig: Readonly<Record<string, boolean>>;
  featureGates: Readonly<Record<string, boolean>>;
  /** The modelled release (1.32 when left out). */
  version?: KubernetesVersion;
}

/** Why a resource is not served. */
export type NotServed = 'absent' | 'off' | 'gated';

// Resources that exist only when their feature gate is on too (1.32's registry storage providers).
const gatedResources: Readonly<Record<string, string>> = {
  'admissionregistration.k8s.io/v1alpha1/mutatingadmissionpolicies': 'MutatingAdmissionPolicy',
  'admissionregistration.k8s.io/v1alpha1/mutatingadmissionpolicybindings':
    'MutatingAdmissionPolicy',
};

const gvString = (group: string, version: string): string =>
  group === '' ? version : `${group}/${version}`;

const existing = new Map<KubernetesVersion, Set<string>>();

/** Tells whether the release has the resource at all (its OpenAPI documents, every version on). */
export function existsInRelease(
  gvr: GroupVersionResource,
  version: KubernetesVersion = '1.32',
): boolean {
  let set = existing.get(version);
  if (set === undefined) {
    set = new Set();
    for (const { mapping } of builtinResourceTable(version))
      set.add(
        `${gvString(mapping.resource.group, mapping.resource.version)}/${mapping.resource.resource}`,
      );
    existing.set(version, set);
  }
  return set.has(`${gvString(gvr.group, gvr.version)}/${gvr.resource}`);
}

/** Tells whether a default server of the version serves the resource. */
export function servedByDefault(
  gvr: GroupVersionResource,
  version: KubernetesVersion = '1.32',
): boolean {
  return (servedByDefaultOf(version)[gvString(gvr.group, gvr.version)] ?? '')
    .split(' ')
    .includes(gvr.resource);
}

const stability = (version: string): 'ga' | 'beta' | 'alpha' =>
  /alpha\d*$/.test(version) ? 'alpha' : /beta\d*$/.test(version) ? 'beta' : 'ga';

/** Returns whether --runtime-config leaves the resource on, starting from the default. */
export function enabledByRuntimeConfig(
  gvr: GroupVersionResource,
  runtimeConfig: ServingFlags['runtimeConfig'],
  version: KubernetesVersion = '1.32',
): boolean {
  const gv = gvString(gvr.group, gvr.version);
  // The legacy core group is named api/v1 as well as v1.
  const keys = [
    'api/all',
    `api/${stability(gvr.version)}`,
    ...(gvr.group === '' ? ['api/v1'] : []),
    gv,
    `${gv}/${gvr.resource}`,
  ];
  let on = servedByDefault(gvr, version);
  for (const key of keys) {
    const value = runtimeConfig[key];
    if (value !== undefined) on = value;
  }
  return on;
}

/** Returns why the server does not serve a built-in resource, or undefined when it does. */
export function notServed(gvr: GroupVersionResource, flags: ServingFlags): NotServed | undefined {
  if (!existsInRelease(gvr, flags.version)) return 'absent';
  if (!enabledByRuntimeConfig(gvr, flags.runtimeConfig, flags.version)) return 'off';
  const gate = gatedResources[`${gvString(gvr.group, gvr.version)}/${gvr.resource}`];
  if (gate !== undefined && flags.featureGates[gate] !== true) return 'gated';
  return undefined;
}

/** Names the feature gate a resource needs besides its API version, if any. */
export const gateOf = (gvr: GroupVersionResource): string | undefined =>
  gatedResources[`${gvString(gvr.group, gvr.version)}/${gvr.resource}`];

let builtinGroups: Set<string> | undefined;

/** Tells whether a group is one of the API server's own (not a custom resource's). */
export function isBuiltinGroup(group: string): boolean {
  if (builtinGroups === undefined) {
    builtinGroups = new Set(builtinResourceTable().map(({ mapping }) => mapping.resource.group));
    // Groups whose every version was removed still belong to the server: extensions (1.22).
    builtinGroups.add('extensions');
  }
  return builtinGroups.has(group);
}

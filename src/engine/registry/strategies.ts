// Which strategy a resource's store uses, per subresource (the NewREST functions of
// pkg/registry/<group>/<resource>/storage/storage.go: Store.CreateStrategy / UpdateStrategy, and the
// StatusREST, ScaleREST, EphemeralContainersREST, FinalizeREST stores). Resources not listed use a
// strategy whose PrepareForCreate/Update change nothing a webhook sees.
//
// The strategies themselves are an engine group loaded on demand (strategiesGroup.ts,
// modules/lazyGroup.ts): the resources and subresources that have one are written out here, so
// the scan of a scenario (groups/scan.ts) can tell whether its request needs them without loading
// them, and a ConfigMap's run never does. strategies.test.ts holds this list to the group's tables.

import type { GroupVersionResource } from '../apimachinery/types.ts';
import { InternalError } from '../errors.ts';
import type { GroupSlot } from '../modules/lazyGroup.ts';
import type * as Group from './strategiesGroup.ts';
import type { Strategy } from './strategy.ts';

/** The strategies group's module (registry/strategiesGroup.ts). */
export type StrategiesGroup = typeof Group;

/** The built-in resources (`group/resource`) with a modelled strategy, and its subresources ('' the resource itself). */
export const STRATEGY_SUBRESOURCES: Readonly<Record<string, readonly string[]>> = {
  '/pods': ['', 'status', 'ephemeralcontainers', 'resize'],
  '/namespaces': ['', 'status', 'finalize'],
  '/services': ['', 'status'],
  '/persistentvolumeclaims': ['', 'status'],
  '/replicationcontrollers': ['', 'status', 'scale'],
  'apps/deployments': ['', 'status', 'scale'],
  'apps/replicasets': ['', 'status', 'scale'],
  'apps/statefulsets': ['', 'status', 'scale'],
  'apps/daemonsets': ['', 'status'],
  'batch/jobs': ['', 'status'],
  'batch/cronjobs': ['', 'status'],
  'certificates.k8s.io/certificatesigningrequests': ['', 'status', 'approval'],
  '/nodes': ['status'],
  '/persistentvolumes': ['status'],
  '/resourcequotas': ['status'],
  'autoscaling/horizontalpodautoscalers': ['', 'status'],
  'policy/poddisruptionbudgets': ['status'],
  'networking.k8s.io/ingresses': ['status'],
  'storage.k8s.io/volumeattachments': ['status'],
  'admissionregistration.k8s.io/validatingadmissionpolicies': ['status'],
  'apiregistration.k8s.io/apiservices': ['status'],
  'apiextensions.k8s.io/customresourcedefinitions': ['status'],
  'flowcontrol.apiserver.k8s.io/flowschemas': ['status'],
  'flowcontrol.apiserver.k8s.io/prioritylevelconfigurations': ['status'],
};

/** Tells whether the store of a resource and subresource has a modelled strategy (custom resources: always). */
export const hasStrategy = (
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  subresource: string,
  isBuiltin: boolean,
): boolean =>
  !isBuiltin ||
  (STRATEGY_SUBRESOURCES[`${resource.group}/${resource.resource}`] ?? []).includes(subresource);

let installed: StrategiesGroup | undefined;

/** Fills the strategies from the group's module, or takes them away. */
export const strategiesSlot: GroupSlot<StrategiesGroup> = {
  install: (m) => void (installed = m),
  reset: () => void (installed = undefined),
  loaded: () => installed !== undefined,
};

/** The strategy of a resource and subresource, or undefined when the playground models none. */
export function strategyFor(
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  subresource: string,
  isBuiltin: boolean,
): Strategy | undefined {
  if (!hasStrategy(resource, subresource, isBuiltin)) return undefined;
  const key = `${resource.group}/${resource.resource}`;
  if (installed === undefined)
    throw new InternalError(
      `the engine's "strategies" group is not loaded (the strategy of ${key} was asked for): the scan of the scenario (engine/groups/scan.ts) missed it`,
    );
  const table = isBuiltin ? installed.builtinStrategies[key] : installed.customStrategies;
  return table?.[subresource];
}

/** Reports whether creating the resource sets metadata.generation to 1 (so a stored object has at least 1). */
export function createSetsGeneration(
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  isBuiltin: boolean,
): boolean {
  if (!isBuiltin) return true;
  return [
    '/replicationcontrollers',
    'apps/deployments',
    'apps/replicasets',
    'apps/statefulsets',
    'apps/daemonsets',
    'batch/jobs',
    'batch/cronjobs',
  ].includes(`${resource.group}/${resource.resource}`);
}

// SetObjectDefaults_Pod (pkg/apis/core/v1/zz_generated.defaults.go): SetDefaults_Pod's Pod-only
// rules, then the pod spec's defaulters, then the resource lists in the status. Pod templates get
// only the spec part, which is why requests are not copied from limits in a Deployment's template.

import type { JsonObject } from '../../apimachinery/types.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import { featureEnabled } from '../../apimachinery/featureGates.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { child, children, defaultPointer, roundResourceList, struct } from './access.ts';
import { defaultPodLevelResources } from './podLevelResources.ts';
import { defaultPodSpec } from './podSpec.ts';
import type { DefaultingEnv } from './env.ts';

// SetDefaults_Pod: a container with limits but no request for a resource requests its limit.
function requestsFromLimits(c: JsonObject): void {
  const resources = child(c, 'resources');
  const limits = child(resources, 'limits');
  if (resources === undefined || limits === undefined) return;
  const requests = asObject(resources['requests']) ?? {};
  for (const [name, q] of Object.entries(limits)) if (!(name in requests)) requests[name] = q;
  resources['requests'] = requests;
}

// defaultHostNetworkPorts: with host networking every container port is also a host port.
function hostNetworkPorts(containers: JsonObject[]): void {
  for (const c of containers) {
    for (const port of children(c, 'ports')) {
      if (port['hostPort'] === undefined || port['hostPort'] === 0)
        port['hostPort'] = port['containerPort'] ?? 0;
    }
  }
}

/** Defaults a Pod as the API server does after decoding it. */
export function defaultPod(pod: JsonObject, env: DefaultingEnv): void {
  const spec = struct(pod, 'spec');
  // Only containers and init containers (not ephemeral ones) copy limits into requests.
  for (const c of [...children(spec, 'containers'), ...children(spec, 'initContainers')])
    requestsFromLimits(c);
  // Pod-level requests are defaulted after the containers' (SetDefaults_Pod's order). 1.37 moved
  // this out of scheme defaulting into the pod strategy (see podLevelResources.ts).
  if (
    featureEnabled(env.featureGates, env.version, 'PodLevelResources') &&
    !atLeast(env.version, '1.37')
  )
    defaultPodLevelResources(spec, env.version);
  defaultPointer(spec, 'enableServiceLinks', true);
  if (spec['hostNetwork'] === true) {
    hostNetworkPorts(children(spec, 'containers'));
    hostNetworkPorts(children(spec, 'initContainers'));
  }
  defaultPodSpec(spec);
  const status = struct(pod, 'status');
  for (const list of ['initContainerStatuses', 'containerStatuses', 'ephemeralContainerStatuses']) {
    for (const s of children(status, list)) {
      roundResourceList(s, 'allocatedResources');
      const resources = child(s, 'resources');
      roundResourceList(resources, 'limits');
      roundResourceList(resources, 'requests');
    }
  }
}

// Decides the --runtime-config and feature gates the modelled server runs with: the scenario's
// `cluster.runtimeConfig` and `cluster.featureGates`, plus what a scenario holding
// MutatingAdmissionPolicy objects needs. That API is off by default up to 1.35 (alpha in 1.32 and
// 1.33, beta in 1.34 and 1.35: a version switched on with --runtime-config and the
// MutatingAdmissionPolicy gate), and scenarios written before the playground modelled serving hold
// such policies without saying so: the playground switches both on, unless the scenario switches
// them off, and says it assumed so. From 1.36 the API is GA: admissionregistration.k8s.io/v1 is
// served and the gate is on by default (KEP-3962; k8s.io/apiserver pkg/features/kube_features.go
// `{1.36, true, GA}`); v1beta1 and v1alpha1 still need --runtime-config there
// (../shared/spec/k8s-versions-1.33-1.37.md §5.1, §7).

import type { NotSimulated } from '../admission/trace.ts';
import type { GroupVersionKind, JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { kindOf } from './objectServing.ts';
import { servedByDefault, type ServingFlags } from './servedVersions.ts';
import { atLeast } from '../apimachinery/version.ts';

const GROUP = 'admissionregistration.k8s.io';
const GATE = 'MutatingAdmissionPolicy';
const POLICY_KINDS = new Set(['MutatingAdmissionPolicy', 'MutatingAdmissionPolicyBinding']);

/** The versions of the MutatingAdmissionPolicy API each release has (KEP-3962). */
const policyVersions: Readonly<Record<KubernetesVersion, readonly string[]>> = {
  '1.32': ['v1alpha1'],
  '1.33': ['v1alpha1'],
  '1.34': ['v1alpha1', 'v1beta1'],
  '1.35': ['v1alpha1', 'v1beta1'],
  '1.36': ['v1alpha1', 'v1beta1', 'v1'],
  '1.37': ['v1alpha1', 'v1beta1', 'v1'],
};

/** The MutatingAdmissionPolicy gate's default: on from 1.36 (GA). */
export const mutatingPolicyGateDefault = (version: KubernetesVersion): boolean =>
  atLeast(version, '1.36');

/** Whether the server runs the MutatingAdmissionPolicy plugin's policies: the gate as set, else its default. */
export const mutatingPolicyGateOn = (
  featureGates: Readonly<Record<string, boolean>>,
  version: KubernetesVersion,
): boolean => featureGates[GATE] ?? mutatingPolicyGateDefault(version);

/** Tells whether a kind is a MutatingAdmissionPolicy (or binding) of a version the release has. */
export function isMutatingPolicyKind(kind: GroupVersionKind, version: KubernetesVersion): boolean {
  return (
    kind.group === GROUP &&
    POLICY_KINDS.has(kind.kind) &&
    policyVersions[version].includes(kind.version)
  );
}

/** The serving flags of a scenario, and what the playground assumed to reach them. */
export interface ScenarioServing {
  flags: ServingFlags;
  assumed: NotSimulated[];
}

/** Returns the flags the scenario's server runs with. */
export function scenarioServing(scenario: Scenario): ScenarioServing {
  const runtimeConfig = { ...scenario.cluster.runtimeConfig };
  const featureGates = { ...scenario.cluster.featureGates };
  const objects: JsonObject[] = scenario.cluster.objects.map((o) => o.object);
  if (scenario.request.object !== undefined) objects.push(scenario.request.object);
  const versions = new Set<string>();
  for (const object of objects) {
    const kind = kindOf(object);
    if (kind !== undefined && isMutatingPolicyKind(kind, scenario.kubernetesVersion))
      versions.add(kind.version);
  }
  const switched: string[] = [];
  for (const v of versions) {
    const key = `${GROUP}/${v}`;
    if (runtimeConfig[key] !== undefined) continue;
    if (
      servedByDefault(
        { group: GROUP, version: v, resource: 'mutatingadmissionpolicies' },
        scenario.kubernetesVersion,
      )
    )
      continue;
    runtimeConfig[key] = true;
    switched.push(`--runtime-config=${key}=true`);
  }
  if (
    versions.size > 0 &&
    featureGates[GATE] === undefined &&
    !mutatingPolicyGateDefault(scenario.kubernetesVersion)
  ) {
    featureGates[GATE] = true;
    switched.push(`--feature-gates=${GATE}=true`);
  }
  const assumed: NotSimulated[] =
    switched.length === 0
      ? []
      : [
          {
            feature: 'MutatingAdmissionPolicy API',
            detail: `the scenario holds MutatingAdmissionPolicy objects, an API off by default in ${scenario.kubernetesVersion}: the server is assumed to run with ${switched.join(' ')}`,
            assumed: true,
          },
        ];
  if (featureGates[GATE] === undefined)
    featureGates[GATE] = mutatingPolicyGateDefault(scenario.kubernetesVersion);
  return { flags: { runtimeConfig, featureGates, version: scenario.kubernetesVersion }, assumed };
}

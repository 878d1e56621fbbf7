// The feature gates whose defaults change what admission does, per modelled version
// (k8s.io/apiserver and k8s.io/kubernetes pkg/features/kube_features.go, the versioned specs;
// ../shared/spec/k8s-versions-1.33-1.37.md cites each). A scenario's cluster.featureGates wins.
// The gates the registry strategies read are in registry/featureGates.ts.

import type { KubernetesVersion } from './types.ts';
import { atLeast } from './version.ts';

// The first version a gate is on by default; never: off in every modelled version.
const onSince: Readonly<Record<string, KubernetesVersion | 'never'>> = {
  // Webhooks skip the authentication/authorization reviews ({1.37, true, Beta}; kubernetes#140019).
  ExcludeAdmissionWebhookVirtualResources: '1.37',
  // Manifest-based admission: alpha off in 1.36, beta on in 1.37 (kubernetes#140559). It decides
  // whether a `.static.k8s.io` name is a warning or a 422.
  ManifestBasedAdmissionControlConfig: '1.37',
  // Pod-level spec.resources: alpha off in 1.32-1.33, beta on in 1.34 (kubernetes#132999). Read by
  // the Pod defaulting (defaulting/defaults/podLevelResources.ts); registry/featureGates.ts has it too.
  PodLevelResources: '1.34',
  // PodTopologyLabels: alpha off in 1.33, beta on in 1.35 (kubernetes#135158).
  PodTopologyLabelsAdmission: '1.35',
  // NodeDeclaredFeatureValidator: alpha off in 1.35, beta on in 1.36.
  NodeDeclaredFeatures: '1.36',
  // In-place resize: beta on in 1.33, GA in 1.35 (pods/resize reaches admission).
  InPlacePodVerticalScaling: '1.33',
  // Non-standard IPs and CIDRs refused instead of warned about: alpha 1.33, on in 1.36 (kubernetes#137053).
  StrictIPCIDRValidation: '1.36',
  // Service names checked as DNS-1123 labels, not DNS-1035: alpha 1.34, beta on in 1.36 (kubernetes#136389).
  RelaxedServiceNameValidation: '1.36',
  // Beta declarative validation enforced, its covered hand-written errors dropped: beta on in 1.36
  // (k8s.io/apiserver pkg/features); the first beta tags are 1.37's (rest/validators/declarativeBeta.ts).
  DeclarativeValidationBeta: '1.36',
  // NodeDeclaredFeatureValidator's ResourceSlice check (1.37): alpha, off.
  DRANodeAllocatableResources: 'never',
  // DeleteOptions.ignoreStoreReadErrorWithClusterBreakingPotential honoured (run/refuseOptions.ts,
  // unsafeDelete.ts): alpha in 1.32, off through 1.37.
  AllowUnsafeMalformedObjectDeletion: 'never',
  // The Pod Security relaxation for user-namespaced pods below v1.35: alpha, removed in 1.35.
  UserNamespacesPodSecurityStandards: 'never',
};

/** Returns the gate's default in a version (off for a gate not listed). */
export function featureGateDefault(name: string, version: KubernetesVersion): boolean {
  const since = onSince[name];
  return since !== undefined && since !== 'never' && atLeast(version, since);
}

/** Reports whether a gate is on: the scenario's setting, else the version's default. */
export const featureEnabled = (
  gates: Readonly<Record<string, boolean>>,
  version: KubernetesVersion,
  name: string,
): boolean => gates[name] ?? featureGateDefault(name, version);

/** The gates listed here, for the docs and the editor. */
export const ADMISSION_FEATURE_GATES: readonly string[] = Object.keys(onSince);

// The switches pod validation reads (pkg/apis/core/validation PodValidationOptions, filled by
// pkg/api/pod/util.go GetValidationOptionsFromPodSpecAndMeta) and the channel for what is not ported.
// The options of the fields 1.34-1.36 add are ported from util.go at kubernetes master of 2026-07
// (read in the atiratree/kubernetes fork, commit 81b59d0): AllowEnvFilesValidation (EnvFiles, or a
// fileKeyRef in the old spec), AllowContainerRestartPolicyRules (ContainerRestartRules, or
// containerRestartRulesInUse), AllowRestartAllContainers (RestartAllContainersOnContainerExits, or
// the action in the old spec), AllowSidecarResizePolicy (InPlacePodVerticalScaling) and, from 1.36
// (kubernetes#137458), AllowExistingRestartContainerForNonSidecarInitContainer. That each takes
// this form from the version its gate first appears is inferred from the gates' history.

import { featureEnabled } from '../../apimachinery/featureGates.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { gateEnabled } from '../../registry/featureGates.ts';
import { restartRulesInUse } from '../../registry/laterPodFieldDrops.ts';
import { list, obj, objects, str } from '../read.ts';
import { userNamespacesWithHostNetwork, userNamespacesWithVolumeDevices } from './hostUsers.ts';

/** What a pod or pod template is validated with. */
export interface PodValidationOptions {
  version: KubernetesVersion;
  /** The object is a Pod, not a template inside another object. */
  resourceIsPod: boolean;
  /** RelaxedEnvironmentVariableValidation (beta, on by default, from 1.32). */
  relaxedEnvNames: boolean;
  /** StrictIPCIDRValidation (alpha 1.33, on from 1.36): the legacy IP fields refuse non-standard forms. */
  strictIPCIDR: boolean;
  /**
   * From 1.37 an update (an old pod or template exists) may pair allowPrivilegeEscalation: false
   * with CAP_SYS_ADMIN; a create is still refused (kubernetes#138834: "relax for old pods, but keep
   * for new pods"; the option is set from the old spec's presence, inferred from its release note).
   */
  allowPrivEscWithSysAdmin: boolean;
  /** AllowEnvFilesValidation: the "must specify one of" message names `fileKeyRef` too. */
  allowEnvFiles: boolean;
  /** AllowContainerRestartPolicyRules: containers may set restartPolicy and restartPolicyRules. */
  allowContainerRestartRules: boolean;
  /** AllowRestartAllContainers: the RestartAllContainers action, and rules on sidecars. */
  allowRestartAllContainers: boolean;
  /** AllowSidecarResizePolicy: init containers may set resizePolicy (InPlacePodVerticalScaling). */
  allowInitResizePolicy: boolean;
  /**
   * False from 1.36 unless the old spec has one (kubernetes#137458): a non-sidecar init container's
   * resizePolicy may not be RestartContainer.
   */
  allowInitRestartContainer: boolean;
  /**
   * Status containerStatuses[].user reaches validation (SupplementalGroupsPolicy on, 1.33+: the
   * pod strategy drops it with the gate off unless the old spec uses the policy).
   */
  statusUsers: boolean;
  /**
   * AllowUserNamespacesWithVolumeDevices (1.34+): the stored spec already has hostUsers: false with
   * volumeDevices, so they stay allowed.
   */
  allowUserNamespacesWithVolumeDevices: boolean;
  /**
   * AllowUserNamespacesHostNetworkSupport (1.35+): UserNamespacesHostNetworkSupport on (alpha, off),
   * or the stored pod already has hostNetwork with hostUsers: false.
   */
  allowUserNamespacesHostNetwork: boolean;
  /** PodLevelResourcesEnabled: the PodLevelResources gate (alpha 1.32-1.33, on from 1.34). */
  podLevelResources: boolean;
  /** Records a check the validator does not port, for the result's notSimulated. */
  notSimulated: (detail: string) => void;
}

const containersOf = (spec: JsonObject | undefined): JsonObject[] =>
  ['initContainers', 'containers', 'ephemeralContainers'].flatMap((l) => objects(spec?.[l]));

// useAllowEnvFilesValidation's walk of the old spec.
const fileKeyRefInUse = (old: JsonObject | undefined): boolean =>
  containersOf(old).some((c) =>
    objects(c['env']).some((e) => obj(obj(e['valueFrom'])?.['fileKeyRef']) !== undefined),
  );

// restartAllContainersActionInUse (inferred from its name: an old rule with that action).
const restartAllInUse = (old: JsonObject | undefined): boolean =>
  containersOf(old).some((c) =>
    objects(c['restartPolicyRules']).some((r) => str(r['action']) === 'RestartAllContainers'),
  );

// hasRestartContainerForNonSidecarInitContainer.
const initRestartContainerInUse = (old: JsonObject | undefined): boolean =>
  objects(old?.['initContainers']).some(
    (c) =>
      str(c['restartPolicy']) !== 'Always' &&
      objects(c['resizePolicy']).some((p) => str(p['restartPolicy']) === 'RestartContainer'),
  );

/**
 * Returns the options for a new object, or with `onUpdate` for an update (an old object relaxes a
 * rule); `oldSpec` is the stored pod's (or template's) spec where the caller has it.
 */
export function podValidationOptions(
  version: KubernetesVersion,
  resourceIsPod: boolean,
  gates: Readonly<Record<string, boolean>>,
  notSimulated: (detail: string) => void,
  onUpdate = false,
  oldSpec?: JsonObject,
): PodValidationOptions {
  const env = { featureGates: gates, version };
  // The fields exist in the types from 1.34 only: before, no old spec can hold them.
  const later = atLeast(version, '1.34');
  return {
    version,
    resourceIsPod,
    relaxedEnvNames: gates['RelaxedEnvironmentVariableValidation'] ?? true,
    strictIPCIDR: featureEnabled(gates, version, 'StrictIPCIDRValidation'),
    allowPrivEscWithSysAdmin: onUpdate && atLeast(version, '1.37'),
    allowEnvFiles: later && (gateEnabled(env, 'EnvFiles') || fileKeyRefInUse(oldSpec)),
    allowContainerRestartRules:
      later && (gateEnabled(env, 'ContainerRestartRules') || restartRulesInUse(oldSpec)),
    allowRestartAllContainers:
      atLeast(version, '1.35') &&
      (gateEnabled(env, 'RestartAllContainersOnContainerExits') || restartAllInUse(oldSpec)),
    allowInitResizePolicy:
      gateEnabled(env, 'InPlacePodVerticalScaling') ||
      objects(oldSpec?.['initContainers']).some(
        (c) => str(c['restartPolicy']) === 'Always' && list(c['resizePolicy']).length > 0,
      ),
    allowInitRestartContainer: !atLeast(version, '1.36') || initRestartContainerInUse(oldSpec),
    statusUsers:
      gateEnabled(env, 'SupplementalGroupsPolicy') ||
      obj(oldSpec?.['securityContext'])?.['supplementalGroupsPolicy'] !== undefined,
    allowUserNamespacesWithVolumeDevices: userNamespacesWithVolumeDevices(oldSpec),
    allowUserNamespacesHostNetwork:
      atLeast(version, '1.35') &&
      (gateEnabled(env, 'UserNamespacesHostNetworkSupport') ||
        userNamespacesWithHostNetwork(oldSpec)),
    podLevelResources: gateEnabled(env, 'PodLevelResources'),
    notSimulated,
  };
}

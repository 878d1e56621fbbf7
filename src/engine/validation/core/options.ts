// The switches pod validation reads (pkg/apis/core/validation PodValidationOptions, filled by
// pkg/api/pod/util.go GetValidationOptionsFromPodSpecAndMeta) and the channel for what is not ported.

import { featureEnabled } from '../../apimachinery/featureGates.ts';
import type { KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';

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
  /** Records a check the validator does not port, for the result's notSimulated. */
  notSimulated: (detail: string) => void;
}

/** The options for a new object, or with `onUpdate` for an update (an old object relaxes a rule). */
export function podValidationOptions(
  version: KubernetesVersion,
  resourceIsPod: boolean,
  gates: Readonly<Record<string, boolean>>,
  notSimulated: (detail: string) => void,
  onUpdate = false,
): PodValidationOptions {
  return {
    version,
    resourceIsPod,
    relaxedEnvNames: gates['RelaxedEnvironmentVariableValidation'] ?? true,
    strictIPCIDR: featureEnabled(gates, version, 'StrictIPCIDRValidation'),
    allowPrivEscWithSysAdmin: onUpdate && atLeast(version, '1.37'),
    notSimulated,
  };
}

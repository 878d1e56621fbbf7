// The switches pod validation reads (pkg/apis/core/validation PodValidationOptions, filled by
// pkg/api/pod/util.go GetValidationOptionsFromPodSpecAndMeta) and the channel for what is not ported.

import { featureEnabled } from '../../apimachinery/featureGates.ts';
import type { KubernetesVersion } from '../../apimachinery/types.ts';

/** What a pod or pod template is validated with. */
export interface PodValidationOptions {
  version: KubernetesVersion;
  /** The object is a Pod, not a template inside another object. */
  resourceIsPod: boolean;
  /** RelaxedEnvironmentVariableValidation (beta, on by default, from 1.32). */
  relaxedEnvNames: boolean;
  /** StrictIPCIDRValidation (alpha 1.33, on from 1.36): the legacy IP fields refuse non-standard forms. */
  strictIPCIDR: boolean;
  /** Records a check the validator does not port, for the result's notSimulated. */
  notSimulated: (detail: string) => void;
}

/** The options of a 1.32 server for a new object (no old object relaxes a rule). */
export function podValidationOptions(
  version: KubernetesVersion,
  resourceIsPod: boolean,
  gates: Readonly<Record<string, boolean>>,
  notSimulated: (detail: string) => void,
): PodValidationOptions {
  return {
    version,
    resourceIsPod,
    relaxedEnvNames: gates['RelaxedEnvironmentVariableValidation'] ?? true,
    strictIPCIDR: featureEnabled(gates, version, 'StrictIPCIDRValidation'),
    notSimulated,
  };
}

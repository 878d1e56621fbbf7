// Builders for the check tests: pods as plain JSON, one line per container.

import type { JsonObject } from '../../apimachinery/types.ts';
import type { CheckOptions } from './checks.ts';

/** Returns a container named name, with the given securityContext when one is passed. */
export const container = (
  name: string,
  securityContext?: JsonObject | null,
  extra: JsonObject = {},
): JsonObject =>
  securityContext === undefined ? { name, ...extra } : { name, securityContext, ...extra };

/** The options kube-apiserver 1.32 runs the checks with (feature gate off). */
export const defaultOpts: CheckOptions = { relaxPolicyForUserNamespacePods: false };

/** The options with UserNamespacesPodSecurityStandards enabled. */
export const relaxedOpts: CheckOptions = { relaxPolicyForUserNamespacePods: true };

// Checks a pod that asks for its own user namespace (hostUsers: false): mirrors
// pkg/apis/core/validation/validation.go validateHostUsers. Up to 1.33 (kubernetes commit 000f260)
// the host network, PID and IPC namespaces are refused "when `pod.Spec.HostUsers` is false"; 1.34
// (kubernetes#132868, "Pods can't mix the usage of user-namespaces and volumeDevices" in its
// release notes) says "when `hostUsers` is false" and also refuses each container's volumeDevices
// unless the stored spec already mixed them; from 1.35 the host network is allowed with
// UserNamespacesHostNetworkSupport (alpha, kubernetes#134893) or when the stored pod already has
// both (master's util.go, atiratree/kubernetes fork 81b59d0, which also has the ratchets used here).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden } from '../../apimachinery/field.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { child, index } from '../fieldPath.ts';
import { list, objects } from '../read.ts';
import type { PodValidationOptions } from './options.ts';

// podshelper.VisitContainersWithPath's order: init, regular, ephemeral.
const containerLists = ['initContainers', 'containers', 'ephemeralContainers'] as const;

/** hasUserNamespacesWithVolumeDevices: hostUsers false and any container with volumeDevices. */
export const userNamespacesWithVolumeDevices = (spec: JsonObject | undefined): boolean =>
  spec?.['hostUsers'] === false &&
  containerLists.some((l) => objects(spec[l]).some((c) => list(c['volumeDevices']).length > 0));

/** useAllowUserNamespacesHostNetworkSupport's ratchet: the stored pod has both. */
export const userNamespacesWithHostNetwork = (spec: JsonObject | undefined): boolean =>
  spec?.['hostUsers'] === false && spec['hostNetwork'] === true;

/** validateHostUsers. */
export function validateHostUsers(
  spec: JsonObject,
  fldPath: string,
  opts: PodValidationOptions,
): FieldError[] {
  if (spec['hostUsers'] !== false) return [];
  const later = atLeast(opts.version, '1.34');
  const detail = later ? 'when `hostUsers` is false' : 'when `pod.Spec.HostUsers` is false';
  const errs: FieldError[] = [];
  // Upstream writes the last two paths capitalised.
  for (const [field, path] of [
    ['hostNetwork', 'hostNetwork'],
    ['hostPID', 'HostPID'],
    ['hostIPC', 'HostIPC'],
  ] as const) {
    if (field === 'hostNetwork' && opts.allowUserNamespacesHostNetwork) continue;
    if (spec[field] === true) errs.push(forbidden(child(fldPath, path), detail));
  }
  if (later && !opts.allowUserNamespacesWithVolumeDevices)
    for (const l of containerLists)
      objects(spec[l]).forEach((c, i) => {
        if (list(c['volumeDevices']).length > 0)
          errs.push(forbidden(child(index(child(fldPath, l), i), 'volumeDevices'), detail));
      });
  return errs;
}

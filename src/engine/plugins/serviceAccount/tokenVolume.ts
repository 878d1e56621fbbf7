// Mounts the service account token into every container: the projected `kube-api-access-xxxxx`
// volume and its read-only mount (plugin/pkg/admission/serviceaccount/admission.go,
// mountServiceAccountToken and TokenVolumeSource).

import type { RunEnvironment } from '../../admission/environment.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { objectsAt, stringAt } from '../objectFields.ts';
import { mapContainers, withContainerField, withSpecField } from '../podSpec.ts';

/** The path the token, ca.crt and namespace files are mounted at. */
export const defaultAPITokenMountPath = '/var/run/secrets/kubernetes.io/serviceaccount';

/** The prefix of the token volume's name (ServiceAccountVolumeName + "-"). */
export const tokenVolumePrefix = 'kube-api-access-';

// names.SimpleNameGenerator: the prefix and utilrand.String(5) over this alphabet.
const randomAlphabet = 'bcdfghjklmnpqrstvwxz2456789';

/**
 * Returns TokenVolumeSource, field for field in v1 JSON order: upstream's three projected sources
 * (the token, kube-root-ca.crt and the namespace). A vendor build may add more (one added an
 * openshift-service-ca.crt config map); upstream kube-apiserver is the reference.
 */
export function tokenVolumeSource(): JsonObject {
  return {
    sources: [
      // serviceaccount.WarnOnlyBoundTokenExpirationSeconds = 1h + 7s.
      { serviceAccountToken: { expirationSeconds: 3607, path: 'token' } },
      { configMap: { name: 'kube-root-ca.crt', items: [{ key: 'ca.crt', path: 'ca.crt' }] } },
      {
        downwardAPI: {
          items: [
            { path: 'namespace', fieldRef: { apiVersion: 'v1', fieldPath: 'metadata.namespace' } },
          ],
        },
      },
    ],
    // Explicitly set to the default (0644) since kubernetes/kubernetes#104464.
    defaultMode: 420,
  };
}

/** What mounting did: the new spec and the volume's name, or why nothing changed. */
export interface MountResult {
  spec: JsonObject;
  volumeName: string;
  addedVolume: boolean;
  mountedInto: string[];
}

/**
 * Mounts the token into every init container and container (ephemeral containers are left alone)
 * that has nothing at the mount path yet, reusing an existing `kube-api-access-` volume by name.
 */
export function mountServiceAccountToken(spec: JsonObject, env: RunEnvironment): MountResult {
  const existing = objectsAt(spec['volumes']).find((v) =>
    stringAt(v, 'name').startsWith(tokenVolumePrefix),
  );
  const volumeName =
    existing !== undefined
      ? stringAt(existing, 'name')
      : tokenVolumePrefix + env.randomString(5, randomAlphabet);
  const mount: JsonObject = {
    name: volumeName,
    readOnly: true,
    mountPath: defaultAPITokenMountPath,
  };
  const mountedInto: string[] = [];
  const out = mapContainers(
    spec,
    (c) => {
      const mounts = objectsAt(c['volumeMounts']);
      // An existing mount at the token path prevents mounting the token.
      if (mounts.some((m) => stringAt(m, 'mountPath') === defaultAPITokenMountPath)) return c;
      mountedInto.push(stringAt(c, 'name'));
      const list = Array.isArray(c['volumeMounts']) ? c['volumeMounts'] : [];
      return withContainerField(c, 'volumeMounts', [...list, { ...mount }]);
    },
    ['initContainers', 'containers'],
  );
  if (existing !== undefined || mountedInto.length === 0)
    return { spec: out, volumeName, addedVolume: false, mountedInto };
  const volumes = Array.isArray(spec['volumes']) ? spec['volumes'] : [];
  const withVolume = withSpecField(out, 'volumes', [
    ...volumes,
    { name: volumeName, projected: tokenVolumeSource() },
  ]);
  return { spec: withVolume, volumeName, addedVolume: true, mountedInto };
}

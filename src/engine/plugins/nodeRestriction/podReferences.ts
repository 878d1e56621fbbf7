// Tells whether a pod references Secrets or ConfigMaps, as pkg/api/pod/util.go VisitPodSecretNames
// and VisitPodConfigmapNames do over all containers (init, regular, ephemeral); empty names are skipped.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { objectAt, objectsAt, stringAt } from '../objectFields.ts';

const containers = (pod: JsonObject): JsonObject[] => [
  ...objectsAt(pod, 'spec', 'initContainers'),
  ...objectsAt(pod, 'spec', 'containers'),
  ...objectsAt(pod, 'spec', 'ephemeralContainers'),
];

function containerNames(
  c: JsonObject,
  fromRef: 'secretRef' | 'configMapRef',
  keyRef: 'secretKeyRef' | 'configMapKeyRef',
): string[] {
  const out: string[] = [];
  for (const e of objectsAt(c, 'envFrom'))
    if (objectAt(e, fromRef) !== undefined) out.push(stringAt(e, fromRef, 'name'));
  for (const e of objectsAt(c, 'env'))
    if (objectAt(e, 'valueFrom', keyRef) !== undefined)
      out.push(stringAt(e, 'valueFrom', keyRef, 'name'));
  return out;
}

// A volume has one source; the first one present decides, in upstream's switch order.
const secretVolumeSources: readonly [string, (s: JsonValue) => string[]][] = [
  ['azureFile', (s) => [stringAt(s, 'secretName')]],
  ['cephfs', (s) => (objectAt(s, 'secretRef') ? [stringAt(s, 'secretRef', 'name')] : [])],
  ['cinder', (s) => (objectAt(s, 'secretRef') ? [stringAt(s, 'secretRef', 'name')] : [])],
  ['flexVolume', (s) => (objectAt(s, 'secretRef') ? [stringAt(s, 'secretRef', 'name')] : [])],
  [
    'projected',
    (s) =>
      objectsAt(s, 'sources')
        .filter((p) => objectAt(p, 'secret'))
        .map((p) => stringAt(p, 'secret', 'name')),
  ],
  ['rbd', (s) => (objectAt(s, 'secretRef') ? [stringAt(s, 'secretRef', 'name')] : [])],
  ['secret', (s) => [stringAt(s, 'secretName')]],
  ['scaleIO', (s) => (objectAt(s, 'secretRef') ? [stringAt(s, 'secretRef', 'name')] : [])],
  ['iscsi', (s) => (objectAt(s, 'secretRef') ? [stringAt(s, 'secretRef', 'name')] : [])],
  ['storageos', (s) => (objectAt(s, 'secretRef') ? [stringAt(s, 'secretRef', 'name')] : [])],
  [
    'csi',
    (s) =>
      objectAt(s, 'nodePublishSecretRef') ? [stringAt(s, 'nodePublishSecretRef', 'name')] : [],
  ],
];

const configMapVolumeSources: readonly [string, (s: JsonValue) => string[]][] = [
  [
    'projected',
    (s) =>
      objectsAt(s, 'sources')
        .filter((p) => objectAt(p, 'configMap'))
        .map((p) => stringAt(p, 'configMap', 'name')),
  ],
  ['configMap', (s) => [stringAt(s, 'name')]],
];

function volumeNames(
  pod: JsonObject,
  sources: readonly [string, (s: JsonValue) => string[]][],
): string[] {
  const out: string[] = [];
  for (const v of objectsAt(pod, 'spec', 'volumes')) {
    const hit = sources.find(([field]) => objectAt(v, field) !== undefined);
    if (hit !== undefined) out.push(...hit[1](v[hit[0]] ?? null));
  }
  return out;
}

/** Returns the names of the Secrets the pod references (image pull secrets, env, volumes), without empty ones. */
export function podSecretNames(pod: JsonObject): string[] {
  const pull = objectsAt(pod, 'spec', 'imagePullSecrets').map((r) => stringAt(r, 'name'));
  const env = containers(pod).flatMap((c) => containerNames(c, 'secretRef', 'secretKeyRef'));
  return [...pull, ...env, ...volumeNames(pod, secretVolumeSources)].filter((n) => n !== '');
}

/** Returns the names of the ConfigMaps the pod references (env, volumes), without empty ones. */
export function podConfigMapNames(pod: JsonObject): string[] {
  const env = containers(pod).flatMap((c) => containerNames(c, 'configMapRef', 'configMapKeyRef'));
  return [...env, ...volumeNames(pod, configMapVolumeSources)].filter((n) => n !== '');
}

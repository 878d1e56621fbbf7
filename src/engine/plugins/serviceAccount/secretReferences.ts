// Which secrets a pod may reference: the mountable-secrets check of service accounts annotated
// kubernetes.io/enforce-mountable-secrets, and the "any secret at all" check of mirror pods
// (plugin/pkg/admission/serviceaccount/admission.go limitSecretReferences,
// limitEphemeralContainerSecretReferences; pkg/api/pod/util.go VisitPodSecretNames).

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import { objectsAt, stringAt } from '../objectFields.ts';

/** The annotation that makes a service account limit the secrets its pods reference. */
export const enforceMountableSecretsAnnotation = 'kubernetes.io/enforce-mountable-secrets';

// strconv.ParseBool's true spellings; anything else (including a parse error) is false.
const parseBoolTrue = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);

/** enforceMountableSecrets: the annotation, parsed as strconv.ParseBool does. */
export function enforcesMountableSecrets(serviceAccount: JsonObject): boolean {
  const annotations = asObject(asObject(serviceAccount['metadata'])?.['annotations']);
  const value = annotations?.[enforceMountableSecretsAnnotation];
  return typeof value === 'string' && parseBoolTrue.has(value);
}

const names = (list: JsonValue | undefined): Set<string> =>
  new Set(objectsAt(list).map((r) => stringAt(r, 'name')));

// The env and envFrom secret references of one container, in upstream's order (env first).
function containerSecretErrors(
  c: JsonObject,
  label: string,
  allowed: Set<string>,
  saName: string,
): string | undefined {
  for (const env of objectsAt(c['env'])) {
    const ref = asObject(asObject(env['valueFrom'])?.['secretKeyRef']);
    if (ref === undefined) continue;
    const secret = stringAt(ref, 'name');
    if (!allowed.has(secret)) {
      return `${label} ${stringAt(c, 'name')} with envVar ${stringAt(env, 'name')} referencing secret.secretName="${secret}" is not allowed because service account ${saName} does not reference that secret`;
    }
  }
  for (const envFrom of objectsAt(c['envFrom'])) {
    const ref = asObject(envFrom['secretRef']);
    if (ref === undefined) continue;
    const secret = stringAt(ref, 'name');
    if (!allowed.has(secret)) {
      return `${label} ${stringAt(c, 'name')} with envFrom referencing secret.secretName="${secret}" is not allowed because service account ${saName} does not reference that secret`;
    }
  }
  return undefined;
}

/** limitSecretReferences: the first secret the pod uses that the service account does not list, as upstream words it. */
export function limitSecretReferences(
  serviceAccount: JsonObject,
  spec: JsonObject,
): string | undefined {
  const saName = stringAt(asObject(serviceAccount['metadata']), 'name');
  const mountable = names(serviceAccount['secrets']);
  for (const volume of objectsAt(spec['volumes'])) {
    const secret = asObject(volume['secret']);
    if (secret === undefined) continue;
    const secretName = stringAt(secret, 'secretName');
    if (!mountable.has(secretName)) {
      return `volume with secret.secretName="${secretName}" is not allowed because service account ${saName} does not reference that secret`;
    }
  }
  for (const c of objectsAt(spec['initContainers'])) {
    const err = containerSecretErrors(c, 'init container', mountable, saName);
    if (err !== undefined) return err;
  }
  for (const c of objectsAt(spec['containers'])) {
    const err = containerSecretErrors(c, 'container', mountable, saName);
    if (err !== undefined) return err;
  }
  const pullSecrets = names(serviceAccount['imagePullSecrets']);
  const podPullSecrets = objectsAt(spec['imagePullSecrets']);
  for (const [i, ref] of podPullSecrets.entries()) {
    const name = stringAt(ref, 'name');
    if (!pullSecrets.has(name)) {
      return `imagePullSecrets[${i}].name="${name}" is not allowed because service account ${saName} does not reference that imagePullSecret`;
    }
  }
  return undefined;
}

/** The ephemeral-container half of the check (UPDATE of pods/ephemeralcontainers). */
export function limitEphemeralContainerSecretReferences(
  serviceAccount: JsonObject,
  spec: JsonObject,
): string | undefined {
  const saName = stringAt(asObject(serviceAccount['metadata']), 'name');
  const mountable = names(serviceAccount['secrets']);
  for (const c of objectsAt(spec['ephemeralContainers'])) {
    const err = containerSecretErrors(c, 'ephemeral container', mountable, saName);
    if (err !== undefined) return err;
  }
  return undefined;
}

// The volume sources whose secret reference VisitPodSecretNames visits, and where the name sits.
const secretRefVolumes = ['cephfs', 'cinder', 'flexVolume', 'rbd', 'scaleIO', 'iscsi', 'storageos'];

/** VisitPodSecretNames over all containers: whether the pod references any secret at all. */
export function referencesAnySecret(spec: JsonObject): boolean {
  if (objectsAt(spec['imagePullSecrets']).length > 0) return true;
  for (const list of ['initContainers', 'containers', 'ephemeralContainers']) {
    for (const c of objectsAt(spec[list])) {
      if (objectsAt(c['envFrom']).some((e) => asObject(e['secretRef']) !== undefined)) return true;
      if (
        objectsAt(c['env']).some(
          (e) => asObject(asObject(e['valueFrom'])?.['secretKeyRef']) !== undefined,
        )
      )
        return true;
    }
  }
  return objectsAt(spec['volumes']).some((v) => {
    if (asObject(v['secret']) !== undefined) return true;
    if (stringAt(asObject(v['azureFile']), 'secretName') !== '') return true;
    if (secretRefVolumes.some((k) => asObject(asObject(v[k])?.['secretRef']) !== undefined))
      return true;
    if (asObject(asObject(v['csi'])?.['nodePublishSecretRef']) !== undefined) return true;
    return objectsAt(asObject(v['projected'])?.['sources']).some(
      (s) => asObject(s['secret']) !== undefined,
    );
  });
}

/** Whether a projected volume of the pod asks for a service account token. */
export function projectsServiceAccountToken(spec: JsonObject): boolean {
  return objectsAt(spec['volumes']).some((v) =>
    objectsAt(asObject(v['projected'])?.['sources']).some(
      (s) => asObject(s['serviceAccountToken']) !== undefined,
    ),
  );
}

// ServiceAccount: every pod runs as a service account that exists; on CREATE the plugin names
// `default` when the pod names none, mounts the token and copies the account's imagePullSecrets,
// then checks mirror pods and mountable secrets (plugin/pkg/admission/serviceaccount/admission.go,
// Kubernetes 1.32; the token volume carries the recorded server's fourth source, see tokenVolume.ts).

import type { Attributes } from '../../admission/attributes.ts';
import { admissionForbidden } from '../../admission/forbidden.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { failure } from '../../apimachinery/statusErrors.ts';
import type { AdmissionPlugin, PluginAnswer, PluginCluster } from '../interfaces.ts';
import { handlesOperations } from '../interfaces.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import { objectsAt, stringAt } from '../objectFields.ts';
import { isMirrorPod, podSpecOf, withPodSpec, withSpecField } from '../podSpec.ts';
import { defaultServiceAccountName, lookupServiceAccount } from './lookup.ts';
import {
  enforcesMountableSecrets,
  limitEphemeralContainerSecretReferences,
  limitSecretReferences,
  projectsServiceAccountToken,
  referencesAnySecret,
} from './secretReferences.ts';
import { mountServiceAccountToken } from './tokenVolume.ts';

// shouldIgnore: pods only, and of their subresources only ephemeralcontainers.
const ignores = (a: Attributes): boolean =>
  a.resource.group !== '' ||
  a.resource.resource !== 'pods' ||
  (a.subresource !== '' && a.subresource !== 'ephemeralcontainers');

// The v1 spec names the account twice; conversion takes serviceAccountName, else the deprecated field.
const serviceAccountNameOf = (spec: JsonObject): string =>
  stringAt(spec, 'serviceAccountName') || stringAt(spec, 'serviceAccount');

// Pod first, then service account, then true for backwards compatibility.
function shouldAutomount(serviceAccount: JsonObject, spec: JsonObject): boolean {
  if (typeof spec['automountServiceAccountToken'] === 'boolean')
    return spec['automountServiceAccountToken'];
  if (typeof serviceAccount['automountServiceAccountToken'] === 'boolean')
    return serviceAccount['automountServiceAccountToken'];
  return true;
}

/** The account, or the refusal `error looking up service account <ns>/<name>: <err>`. */
function findServiceAccount(
  attr: Attributes,
  cluster: PluginCluster,
  name: string,
): PluginAnswer | { serviceAccount: JsonObject; assumptions: string[] } {
  const found = lookupServiceAccount(cluster, attr.namespace, name);
  if ('error' in found) {
    return {
      status: admissionForbidden(
        attr,
        `error looking up service account ${attr.namespace}/${name}: ${found.error}`,
      ),
      reason: `service account ${name} does not exist`,
    };
  }
  return {
    serviceAccount: found.serviceAccount,
    assumptions: found.assumption === undefined ? [] : [found.assumption],
  };
}

const withAssumptions = (answer: PluginAnswer, assumptions: string[]): PluginAnswer =>
  assumptions.length > 0 ? { ...answer, assumptions } : answer;

const refuse = (attr: Attributes, message: string): PluginAnswer => ({
  status: admissionForbidden(attr, message),
  reason: message,
});

/** Validate, on the pod as it is now. */
function validatePod(attr: Attributes, pod: JsonObject, cluster: PluginCluster): PluginAnswer {
  const spec = podSpecOf(pod);
  const podName = stringAt(asObject(pod['metadata']), 'name');
  const name = serviceAccountNameOf(spec);
  const ephemeral = attr.operation === 'UPDATE' && attr.subresource === 'ephemeralcontainers';
  if (!ephemeral && attr.operation !== 'CREATE')
    return { reason: 'pod specs are only checked on CREATE' };
  if (!ephemeral && isMirrorPod(pod)) {
    if (name !== '') return refuse(attr, 'a mirror pod may not reference service accounts');
    if (referencesAnySecret(spec)) return refuse(attr, 'a mirror pod may not reference secrets');
    if (projectsServiceAccountToken(spec))
      return refuse(attr, 'a mirror pod may not use ServiceAccountToken volume projections');
    return { reason: 'the mirror pod references no service account and no secret' };
  }
  if (name === '')
    return refuse(attr, `no service account specified for pod ${attr.namespace}/${podName}`);
  const found = findServiceAccount(attr, cluster, name);
  if (!('serviceAccount' in found)) return found;
  if (!enforcesMountableSecrets(found.serviceAccount)) {
    return withAssumptions(
      { reason: `service account ${name} exists and does not limit secrets` },
      found.assumptions,
    );
  }
  if (ephemeral) {
    const err = limitEphemeralContainerSecretReferences(found.serviceAccount, spec);
    // Upstream returns this error unwrapped: a plain error becomes a 500 without a reason.
    if (err !== undefined) return { status: failure(500, undefined, err), reason: err };
  } else {
    const err = limitSecretReferences(found.serviceAccount, spec);
    if (err !== undefined) return refuse(attr, err);
  }
  return withAssumptions(
    { reason: `the pod uses only secrets service account ${name} references` },
    found.assumptions,
  );
}

/** The ServiceAccount plugin (mutating and validating; acts on pod CREATE and on pods/ephemeralcontainers UPDATE). */
export const serviceAccountPlugin: AdmissionPlugin = {
  name: 'ServiceAccount',
  handles: handlesOperations('CREATE', 'UPDATE'),
  admit({ attr, cluster, env }) {
    // Only pod creation is mutated.
    if (ignores(attr) || attr.object === undefined || attr.operation !== 'CREATE') return undefined;
    const pod = structuredClone(attr.object);
    // Mirror pods are not modified (the kubelet would delete them), only validated.
    if (isMirrorPod(pod)) return validatePod(attr, pod, cluster);
    let spec = podSpecOf(pod);
    const name = serviceAccountNameOf(spec) || defaultServiceAccountName;
    const found = findServiceAccount(attr, cluster, name);
    if (!('serviceAccount' in found)) return found;
    const done: string[] = [`set serviceAccountName ${name}`];
    spec = withSpecField(withSpecField(spec, 'serviceAccountName', name), 'serviceAccount', name);
    if (shouldAutomount(found.serviceAccount, spec)) {
      const mounted = mountServiceAccountToken(spec, env);
      spec = mounted.spec;
      if (mounted.mountedInto.length > 0)
        done.push(`mounted volume ${mounted.volumeName} into ${mounted.mountedInto.join(', ')}`);
    } else {
      done.push('mounted no token (automountServiceAccountToken is false)');
    }
    const saPullSecrets = objectsAt(found.serviceAccount['imagePullSecrets']);
    if (objectsAt(spec['imagePullSecrets']).length === 0 && saPullSecrets.length > 0) {
      spec = withSpecField(
        spec,
        'imagePullSecrets',
        saPullSecrets.map((r) => ({ name: stringAt(r, 'name') })),
      );
      done.push('copied the service account imagePullSecrets');
    }
    const object = withPodSpec(pod, spec);
    // Admit ends by running Validate on the mutated pod.
    const validated = validatePod(attr, object, cluster);
    if (validated.status !== undefined) return validated;
    return withAssumptions({ object, reason: done.join('; ') }, found.assumptions);
  },
  validate({ attr, cluster }) {
    if (ignores(attr) || attr.object === undefined) return undefined;
    return validatePod(attr, attr.object, cluster);
  },
};

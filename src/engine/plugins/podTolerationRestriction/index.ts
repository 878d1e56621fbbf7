// PodTolerationRestriction: a new pod gains its namespace's default tolerations (the
// scheduler.alpha.kubernetes.io/defaultTolerations annotation, else the configured cluster
// default), non-BestEffort pods tolerate memory pressure, and every pod's tolerations must be
// covered by the namespace's (else the cluster's) whitelist
// (plugin/pkg/admission/podtolerationrestriction/admission.go, Kubernetes 1.32).

import type { Attributes } from '../../admission/attributes.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { failure, newInternalError, newNotFound } from '../../apimachinery/statusErrors.ts';
import type { AdmissionPlugin, PluginAnswer, PluginRequest } from '../interfaces.ts';
import { handlesOperations } from '../interfaces.ts';
import { podSpecOf, withPodSpec, withSpecField } from '../podSpec.ts';
import { isBestEffort } from '../qos.ts';
import {
  mergeTolerations,
  readTolerations,
  type Toleration,
  tolerationsJson,
  verifyAgainstWhitelist,
} from '../tolerations.ts';
import {
  loadPodTolerationRestrictionConfig,
  type PodTolerationRestrictionConfig,
} from './config.ts';
import { namespaceTolerations } from './namespaceTolerations.ts';

/** The namespace annotations holding default and allowed tolerations (JSON lists of v1.Toleration). */
export const nsDefaultTolerations = 'scheduler.alpha.kubernetes.io/defaultTolerations';
export const nsWhitelistTolerations = 'scheduler.alpha.kubernetes.io/tolerationsWhitelist';

const memoryPressure: Toleration = {
  key: 'node.kubernetes.io/memory-pressure',
  operator: 'Exists',
  value: '',
  effect: 'NoSchedule',
};

const ignores = (a: Attributes): boolean =>
  a.subresource !== '' ||
  a.resource.group !== '' ||
  a.resource.resource !== 'pods' ||
  a.object === undefined;

// Errors the plugin returns unwrapped reach the client as a 500 without a reason.
const plainError = (message: string): PluginAnswer => ({
  status: failure(500, undefined, message),
  reason: message,
});

type Loaded = { config: PodTolerationRestrictionConfig } | { answer: PluginAnswer };

function loadConfig(req: PluginRequest): Loaded {
  const loaded = loadPodTolerationRestrictionConfig(req.config, req.version);
  if ('error' in loaded) {
    // kube-apiserver would not start with this configuration.
    return {
      answer: {
        status: newInternalError(loaded.error),
        reason: `the configuration is invalid, kube-apiserver would not start: ${loaded.error}`,
      },
    };
  }
  return { config: loaded };
}

/** The namespace's tolerations under one annotation: undefined when unset, or the error answer. */
function fromNamespace(req: PluginRequest, key: string): Toleration[] | undefined | PluginAnswer {
  const ns = req.cluster.namespace(req.attr.namespace);
  if (ns === undefined) {
    const status = newNotFound({ group: '', resource: 'namespaces' }, req.attr.namespace);
    return { status, reason: status.message };
  }
  const found = namespaceTolerations(ns.object, key);
  if (found !== undefined && !Array.isArray(found)) return plainError(found.error);
  return found;
}

/** Validate, on the pod as it is now: the whitelist check. */
function validatePod(
  req: PluginRequest,
  pod: JsonObject,
  config: PodTolerationRestrictionConfig,
): PluginAnswer {
  const tolerations = readTolerations(podSpecOf(pod)['tolerations']);
  if (tolerations.length === 0) return { reason: 'the pod has no tolerations' };
  const nsWhitelist = fromNamespace(req, nsWhitelistTolerations);
  if (nsWhitelist !== undefined && !Array.isArray(nsWhitelist)) return nsWhitelist;
  const scope = nsWhitelist === undefined ? 'cluster' : 'namespace';
  const whitelist = nsWhitelist ?? config.whitelist ?? [];
  if (whitelist.length === 0) return { reason: 'no toleration whitelist applies' };
  if (!verifyAgainstWhitelist(tolerations, whitelist)) {
    return plainError(
      `pod tolerations (possibly merged with namespace default tolerations) conflict with its ${scope} whitelist`,
    );
  }
  return { reason: `the tolerations are within the ${scope} whitelist` };
}

/** The PodTolerationRestriction plugin (mutating and validating; CREATE and UPDATE of pods). */
export const podTolerationRestrictionPlugin: AdmissionPlugin = {
  name: 'PodTolerationRestriction',
  handles: handlesOperations('CREATE', 'UPDATE'),
  admit(req) {
    const { attr } = req;
    if (ignores(attr) || attr.object === undefined) return undefined;
    const loaded = loadConfig(req);
    if ('answer' in loaded) return loaded.answer;
    const pod = structuredClone(attr.object);
    const spec = podSpecOf(pod);
    const extra: Toleration[] = [];
    const added: string[] = [];
    if (attr.operation === 'CREATE') {
      const nsDefaults = fromNamespace(req, nsDefaultTolerations);
      if (nsDefaults !== undefined && !Array.isArray(nsDefaults)) return nsDefaults;
      // A namespace without the annotation falls back to the cluster default.
      const defaults = nsDefaults ?? loaded.config.default ?? [];
      extra.push(...defaults);
      if (defaults.length > 0)
        added.push(
          `${nsDefaults === undefined ? 'the cluster' : 'the namespace'} default tolerations`,
        );
    }
    if (!isBestEffort(pod)) {
      extra.push(memoryPressure);
      added.push('the memory-pressure toleration');
    }
    let object = pod;
    const before = readTolerations(spec['tolerations']);
    const merged = extra.length > 0 ? mergeTolerations(before, extra) : before;
    const changed =
      JSON.stringify(tolerationsJson(merged)) !== JSON.stringify(tolerationsJson(before));
    if (changed)
      object = withPodSpec(pod, withSpecField(spec, 'tolerations', tolerationsJson(merged)));
    // Admit ends by running Validate on the mutated pod.
    const validated = validatePod(req, object, loaded.config);
    if (validated.status !== undefined) return validated;
    if (!changed) return { reason: `no toleration to add; ${validated.reason}` };
    return { object, reason: `merged ${added.join(' and ')}; ${validated.reason}` };
  },
  validate(req) {
    if (ignores(req.attr) || req.attr.object === undefined) return undefined;
    const loaded = loadConfig(req);
    if ('answer' in loaded) return loaded.answer;
    return validatePod(req, req.attr.object, loaded.config);
  },
};

// PodNodeSelector: a new pod's nodeSelector gains its namespace's node selector (the
// scheduler.alpha.kubernetes.io/node-selector annotation, else the cluster default from the
// plugin configuration) and must stay within the namespace's whitelist
// (plugin/pkg/admission/podnodeselector/admission.go).

import type { Attributes } from '../../admission/attributes.ts';
import type { JsonObject, JsonValue, KubernetesVersion } from '../../apimachinery/types.ts';
import { failure, newForbidden, newInternalError } from '../../apimachinery/statusErrors.ts';
import type { AdmissionPlugin, PluginAnswer, PluginRequest } from '../interfaces.ts';
import { handlesOperations } from '../interfaces.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import { stringAt } from '../objectFields.ts';
import { podSpecOf, sortedStringMap, stringMap, withPodSpec, withSpecField } from '../podSpec.ts';
import {
  areLabelsInWhiteList,
  conflicts,
  convertSelectorToLabelsMap,
  type LabelSet,
  merge,
} from './labels.ts';

/** The namespace annotation holding a node selector. */
export const namespaceNodeSelectorAnnotation = 'scheduler.alpha.kubernetes.io/node-selector';

/**
 * readConfig: `podNodeSelectorPluginConfig` (matched case-insensitively, as encoding/json does) maps
 * clusterDefaultNodeSelector and namespace names to selectors. The loader never fails: what does not
 * decode is left out.
 */
export function readPodNodeSelectorConfig(config: JsonObject | undefined): Map<string, string> {
  const key = Object.keys(config ?? {}).find(
    (k) => k.toLowerCase() === 'podnodeselectorpluginconfig',
  );
  return stringMap(key === undefined ? undefined : config?.[key]);
}

const ignores = (a: Attributes): boolean =>
  a.subresource !== '' ||
  a.resource.group !== '' ||
  a.resource.resource !== 'pods' ||
  a.object === undefined;

const plainError = (message: string): PluginAnswer => ({
  status: failure(500, undefined, message),
  reason: message,
});

/** getNamespaceNodeSelectorMap: the namespace's selector, the cluster default, or the error answer. */
function namespaceNodeSelector(
  req: PluginRequest,
  clusterSelectors: Map<string, string>,
): LabelSet | PluginAnswer {
  const ns = req.cluster.namespace(req.attr.namespace);
  if (ns === undefined) {
    // The live lookup's error is not a NotFound, so it becomes an internal error.
    const message = `namespace ${req.attr.namespace} does not exist`;
    return { status: newInternalError(message), reason: message };
  }
  const annotations = asObject(asObject(ns.object['metadata'])?.['annotations']);
  const annotation: JsonValue | undefined = annotations?.[namespaceNodeSelectorAnnotation];
  const selector =
    typeof annotation === 'string'
      ? annotation
      : (clusterSelectors.get('clusterDefaultNodeSelector') ?? '');
  const parsed = convertSelectorToLabelsMap(selector, req.version);
  return parsed instanceof Map ? parsed : plainError(parsed.error);
}

const forbid = (attr: Attributes, pod: JsonObject, message: string): PluginAnswer =>
  // Upstream names the pod by its metadata.name, not the request's name.
  ({
    status: newForbidden(attr.resource, stringAt(asObject(pod['metadata']), 'name'), message),
    reason: message,
  });

/** Validate, on the pod as it is now. */
function validatePod(
  req: PluginRequest,
  pod: JsonObject,
  version: KubernetesVersion,
): PluginAnswer {
  const clusterSelectors = readPodNodeSelectorConfig(req.config);
  const nsSelector = namespaceNodeSelector(req, clusterSelectors);
  if (!(nsSelector instanceof Map)) return nsSelector;
  const podSelector = stringMap(podSpecOf(pod)['nodeSelector']);
  if (conflicts(nsSelector, podSelector))
    return forbid(
      req.attr,
      pod,
      'pod node label selector conflicts with its namespace node label selector',
    );
  const whitelist = convertSelectorToLabelsMap(
    clusterSelectors.get(req.attr.namespace) ?? '',
    version,
  );
  if (!(whitelist instanceof Map)) return plainError(whitelist.error);
  if (!areLabelsInWhiteList(podSelector, whitelist))
    return forbid(
      req.attr,
      pod,
      'pod node label selector labels conflict with its namespace whitelist',
    );
  return {
    reason:
      whitelist.size === 0
        ? 'the nodeSelector agrees with the namespace'
        : 'the nodeSelector agrees with the namespace and its whitelist',
  };
}

/** The PodNodeSelector plugin (mutating and validating; CREATE of pods). */
export const podNodeSelectorPlugin: AdmissionPlugin = {
  name: 'PodNodeSelector',
  handles: handlesOperations('CREATE'),
  admit(req) {
    const { attr } = req;
    if (ignores(attr) || attr.object === undefined) return undefined;
    const pod = structuredClone(attr.object);
    const nsSelector = namespaceNodeSelector(req, readPodNodeSelectorConfig(req.config));
    if (!(nsSelector instanceof Map)) return nsSelector;
    const spec = podSpecOf(pod);
    const podSelector = stringMap(spec['nodeSelector']);
    if (conflicts(nsSelector, podSelector))
      return forbid(
        attr,
        pod,
        'pod node label selector conflicts with its namespace node label selector',
      );
    // The pod's own entries win; an empty result is omitted when the pod is encoded.
    const merged = merge(nsSelector, podSelector);
    const object = withPodSpec(
      pod,
      withSpecField(spec, 'nodeSelector', merged.size === 0 ? undefined : sortedStringMap(merged)),
    );
    const validated = validatePod(req, object, req.version);
    if (validated.status !== undefined) return validated;
    if (nsSelector.size === 0) return { reason: 'the namespace has no node selector' };
    return {
      object,
      reason: `merged the namespace node selector ${[...nsSelector].map(([k, v]) => `${k}=${v}`).join(',')}`,
    };
  },
  validate(req) {
    if (ignores(req.attr) || req.attr.object === undefined) return undefined;
    return validatePod(req, req.attr.object, req.version);
  },
};

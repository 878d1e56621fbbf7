// Finds the pod metadata and spec inside a Pod or a workload's pod template: mirrors
// DefaultPodSpecExtractor in k8s.io/pod-security-admission admission/admission.go (v0.32).

import { isObject } from '../../apimachinery/isObject.ts';
import type { GroupVersionResource, JsonObject, JsonValue } from '../../apimachinery/types.ts';

const podSpecResources = new Set([
  '/pods',
  '/replicationcontrollers',
  '/podtemplates',
  'apps/replicasets',
  'apps/deployments',
  'apps/statefulsets',
  'apps/daemonsets',
  'batch/jobs',
  'batch/cronjobs',
]);

/** Mirrors DefaultPodSpecExtractor.HasPodSpec: the group/resources that may embed a pod spec. */
export function hasPodSpec(resource: Pick<GroupVersionResource, 'group' | 'resource'>): boolean {
  return podSpecResources.has(
    `${resource.group === '' ? '' : resource.group}/${resource.resource}`,
  );
}

/** The pod metadata and spec to evaluate. */
export interface ExtractedPod {
  metadata: JsonObject;
  spec: JsonObject;
}

/** What extraction gives: the pod, nothing (no template), or the extractor's error text. */
export type Extraction =
  { kind: 'pod'; pod: ExtractedPod } | { kind: 'none' } | { kind: 'error'; error: string };

// A struct field absent from the JSON decodes to its zero value: an empty object here.
const objectOrEmpty = (v: JsonValue | undefined): JsonObject => (isObject(v) ? v : {});

function fromTemplate(template: JsonObject): Extraction {
  return {
    kind: 'pod',
    pod: { metadata: objectOrEmpty(template['metadata']), spec: objectOrEmpty(template['spec']) },
  };
}

/**
 * Mirrors DefaultPodSpecExtractor.ExtractPodSpec on the v1 object: only ReplicationController's
 * template is a pointer, so only its absence means "no pod spec"; the others evaluate an empty template.
 */
export function extractPodSpec(object: JsonObject): Extraction {
  const kind = object['kind'];
  const apiVersion = object['apiVersion'];
  const group =
    typeof apiVersion === 'string' && apiVersion.includes('/')
      ? apiVersion.slice(0, apiVersion.indexOf('/'))
      : '';
  const spec = objectOrEmpty(object['spec']);
  switch (`${group}/${String(kind)}`) {
    case '/Pod':
      return { kind: 'pod', pod: { metadata: objectOrEmpty(object['metadata']), spec } };
    case '/PodTemplate':
      return fromTemplate(objectOrEmpty(object['template']));
    case '/ReplicationController':
      return isObject(spec['template']) ? fromTemplate(spec['template']) : { kind: 'none' };
    case 'apps/ReplicaSet':
    case 'apps/Deployment':
    case 'apps/DaemonSet':
    case 'apps/StatefulSet':
    case 'batch/Job':
      return fromTemplate(objectOrEmpty(spec['template']));
    case 'batch/CronJob':
      return fromTemplate(
        objectOrEmpty(objectOrEmpty(objectOrEmpty(spec['jobTemplate'])['spec'])['template']),
      );
    default:
      // schema.GroupVersionKind.String(): "group/version, Kind=kind" (core: "/v1, Kind=Pod").
      return {
        kind: 'error',
        error: `unexpected object type: ${typeof apiVersion === 'string' && !apiVersion.includes('/') ? '/' : ''}${String(apiVersion ?? '')}, Kind=${String(kind ?? '')}`,
      };
  }
}

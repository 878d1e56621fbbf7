// The webhook's own workload, as far as the scenario shows it: the Service its clientConfig names,
// the labels its Pods carry (the pod template of a Deployment, StatefulSet or DaemonSet the Service
// selects, else the Service's selector itself, which every serving Pod must match), and the
// requests the cluster makes to bring those Pods back (Dynamic Admission Control, "Avoiding
// deadlocks in self-hosted webhooks").

import { isObject } from '../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { metaString } from '../admission/attributes.ts';
import type { WebhookAccessor } from '../webhook/accessor.ts';
import type { ReviewContext } from './context.ts';
import type { Probe } from './probe.ts';

/** Where an in-cluster webhook runs. */
export interface OwnWorkload {
  namespace: string;
  service: string;
  /** The labels of its Pods, as far as the scenario tells. */
  podLabels: Record<string, string>;
}

const stringMap = (v: JsonValue | undefined): Record<string, string> => {
  const out: Record<string, string> = {};
  if (isObject(v)) for (const [k, x] of Object.entries(v)) if (typeof x === 'string') out[k] = x;
  return out;
};

const selects = (selector: Record<string, string>, labels: Record<string, string>): boolean =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);

const workloadKinds = new Set(['Deployment', 'StatefulSet', 'DaemonSet']);

/** Finds the webhook's Service and its Pods' labels; undefined for a webhook called by URL. */
export function ownWorkload(ctx: ReviewContext, hook: WebhookAccessor): OwnWorkload | undefined {
  const svc = hook.clientConfig['service'];
  if (!isObject(svc)) return undefined;
  const namespace = typeof svc['namespace'] === 'string' ? svc['namespace'] : '';
  const service = typeof svc['name'] === 'string' ? svc['name'] : '';
  if (namespace === '') return undefined;
  const objects = ctx.scenario.cluster.objects.map((o) => o.object);
  const inNamespace = (o: JsonObject): boolean => metaString(o, 'namespace') === namespace;
  const serviceObject = objects.find(
    (o) => o['kind'] === 'Service' && inNamespace(o) && metaString(o, 'name') === service,
  );
  const spec = isObject(serviceObject?.['spec']) ? serviceObject['spec'] : {};
  const selector = stringMap(spec['selector']);
  let podLabels = selector;
  for (const o of objects) {
    if (!workloadKinds.has(String(o['kind'])) || !inNamespace(o)) continue;
    const template = isObject(o['spec']) ? o['spec']['template'] : undefined;
    const labels = stringMap(
      isObject(template) ? (template['metadata'] as JsonObject | undefined)?.['labels'] : undefined,
    );
    if (Object.keys(selector).length > 0 && selects(selector, labels)) {
      podLabels = labels;
      break;
    }
  }
  return { namespace, service, podLabels };
}

/** The requests that bring the webhook's Pods back after they stop, in the order they happen. */
export function ownWorkloadProbes(own: OwnWorkload): Probe[] {
  const ns = own.namespace;
  return [
    {
      operation: 'CREATE',
      group: 'apps',
      version: 'v1',
      resource: 'replicasets',
      namespace: ns,
      labels: own.podLabels,
      who: 'the Deployment controller creates the webhook\u2019s ReplicaSet',
    },
    {
      operation: 'CREATE',
      group: '',
      version: 'v1',
      resource: 'pods',
      namespace: ns,
      labels: own.podLabels,
      who: 'the ReplicaSet controller recreates the webhook\u2019s Pods',
    },
    {
      operation: 'UPDATE',
      group: '',
      version: 'v1',
      resource: 'pods',
      subresource: 'status',
      namespace: ns,
      labels: own.podLabels,
      who: 'the kubelet reports the webhook\u2019s Pods ready',
    },
    {
      operation: 'UPDATE',
      group: '',
      version: 'v1',
      resource: 'endpoints',
      namespace: ns,
      who: 'the endpoints controller publishes the webhook\u2019s addresses',
    },
    {
      operation: 'CREATE',
      group: 'discovery.k8s.io',
      version: 'v1',
      resource: 'endpointslices',
      namespace: ns,
      labels: { 'kubernetes.io/service-name': own.service },
      who: 'the EndpointSlice controller publishes the webhook\u2019s addresses',
    },
    {
      operation: 'UPDATE',
      group: 'discovery.k8s.io',
      version: 'v1',
      resource: 'endpointslices',
      namespace: ns,
      labels: { 'kubernetes.io/service-name': own.service },
      who: 'the EndpointSlice controller publishes the webhook\u2019s addresses',
    },
  ];
}

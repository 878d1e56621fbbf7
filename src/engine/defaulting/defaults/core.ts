// Scheme defaulting of the core/v1 kinds other than Pod (pkg/apis/core/v1/defaults.go and
// zz_generated.defaults.go, release-1.32): SetObjectDefaults_Service, _PersistentVolumeClaim,
// _PersistentVolume, _Namespace, _Secret, _ConfigMap, _Endpoints, _LimitRange, _ResourceQuota,
// _ReplicationController and _PodTemplate.

import { namespaceNameLabel } from '../../admission/cluster.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import {
  child,
  children,
  defaultPointer,
  defaultString,
  mapLength,
  roundResourceList,
  struct,
} from './access.ts';
import { defaultPodTemplate } from './podSpec.ts';
import { defaultClaimSpec, defaultPluginSources } from './volumes.ts';

/** SetDefaults_Service (LoadBalancerIPMode is on in 1.32). */
export function defaultService(svc: JsonObject): void {
  const spec = struct(svc, 'spec');
  defaultString(spec, 'sessionAffinity', 'None');
  if (spec['sessionAffinity'] === 'None') delete spec['sessionAffinityConfig'];
  if (spec['sessionAffinity'] === 'ClientIP') {
    const timeout = child(child(spec, 'sessionAffinityConfig'), 'clientIP')?.['timeoutSeconds'];
    if (timeout === undefined || timeout === null)
      spec['sessionAffinityConfig'] = { clientIP: { timeoutSeconds: 10800 } };
  }
  defaultString(spec, 'type', 'ClusterIP');
  for (const port of children(spec, 'ports')) {
    defaultString(port, 'protocol', 'TCP');
    // targetPort is a non-pointer IntOrString: 0 and "" both mean unset.
    if (port['targetPort'] === undefined || port['targetPort'] === 0 || port['targetPort'] === '') {
      port['targetPort'] = port['port'] ?? 0;
    }
  }
  const type = spec['type'];
  const externalIPs = spec['externalIPs'];
  const externallyAccessible =
    type === 'LoadBalancer' ||
    type === 'NodePort' ||
    (type === 'ClusterIP' && Array.isArray(externalIPs) && externalIPs.length > 0);
  if (externallyAccessible) defaultString(spec, 'externalTrafficPolicy', 'Cluster');
  if (type === 'NodePort' || type === 'LoadBalancer' || type === 'ClusterIP')
    defaultPointer(spec, 'internalTrafficPolicy', 'Cluster');
  if (type === 'LoadBalancer') {
    defaultPointer(spec, 'allocateLoadBalancerNodePorts', true);
    for (const ingress of children(child(struct(svc, 'status'), 'loadBalancer'), 'ingress')) {
      if (typeof ingress['ip'] === 'string' && ingress['ip'] !== '')
        defaultPointer(ingress, 'ipMode', 'VIP');
    }
  }
}

/** SetObjectDefaults_PersistentVolumeClaim: phase Pending, volumeMode Filesystem, rounded lists. */
export function defaultPersistentVolumeClaim(pvc: JsonObject): void {
  const status = struct(pvc, 'status');
  defaultString(status, 'phase', 'Pending');
  defaultClaimSpec(struct(pvc, 'spec'));
  roundResourceList(status, 'capacity');
  roundResourceList(status, 'allocatedResources');
}

/** SetObjectDefaults_PersistentVolume. */
export function defaultPersistentVolume(pv: JsonObject): void {
  defaultString(struct(pv, 'status'), 'phase', 'Pending');
  const spec = struct(pv, 'spec');
  defaultString(spec, 'persistentVolumeReclaimPolicy', 'Retain');
  defaultPointer(spec, 'volumeMode', 'Filesystem');
  roundResourceList(spec, 'capacity');
  defaultPluginSources(spec);
}

/** SetDefaults_Namespace (the kubernetes.io/metadata.name label) and _NamespaceStatus. */
export function defaultNamespaceObject(ns: JsonObject): void {
  const metadata = struct(ns, 'metadata');
  const name = metadata['name'];
  // Nameless namespaces (generateName) cannot be labelled yet.
  if (typeof name === 'string' && name !== '') {
    const labels = asObject(metadata['labels']) ?? {};
    labels[namespaceNameLabel] = name;
    metadata['labels'] = labels;
  }
  defaultString(struct(ns, 'status'), 'phase', 'Active');
}

/** SetDefaults_Secret: type Opaque. */
export const defaultSecret = (secret: JsonObject): void => defaultString(secret, 'type', 'Opaque');

/** SetDefaults_ConfigMap: a nil data map becomes empty (invisible once encoded). */
export const defaultConfigMap = (cm: JsonObject): void => defaultPointer(cm, 'data', {});

/** SetDefaults_Endpoints: port protocol TCP. */
export function defaultEndpoints(ep: JsonObject): void {
  for (const subset of children(ep, 'subsets'))
    for (const port of children(subset, 'ports')) defaultString(port, 'protocol', 'TCP');
}

// Copies the entries of from that to lacks (the `if _, exists := …; !exists` loops).
function fillMissing(to: JsonObject, from: JsonObject | undefined): void {
  for (const [k, v] of Object.entries(from ?? {})) if (!(k in to)) to[k] = v;
}

/** SetDefaults_LimitRangeItem for Container limits, then the rounded lists. */
export function defaultLimitRange(lr: JsonObject): void {
  for (const item of children(struct(lr, 'spec'), 'limits')) {
    if (item['type'] === 'Container') {
      const def = asObject(item['default']) ?? {};
      const defaultRequest = asObject(item['defaultRequest']) ?? {};
      fillMissing(def, child(item, 'max'));
      fillMissing(defaultRequest, def);
      fillMissing(defaultRequest, child(item, 'min'));
      item['default'] = def;
      item['defaultRequest'] = defaultRequest;
    }
    for (const list of ['max', 'min', 'default', 'defaultRequest', 'maxLimitRequestRatio'])
      roundResourceList(item, list);
  }
}

/** SetObjectDefaults_ResourceQuota: only the resource lists are rounded. */
export function defaultResourceQuota(rq: JsonObject): void {
  roundResourceList(struct(rq, 'spec'), 'hard');
  const status = struct(rq, 'status');
  roundResourceList(status, 'hard');
  roundResourceList(status, 'used');
}

/** SetDefaults_ReplicationController: selector and labels from the template, one replica. */
export function defaultReplicationController(rc: JsonObject): void {
  const spec = struct(rc, 'spec');
  const labels = asObject(child(child(spec, 'template'), 'metadata')?.['labels']);
  if (labels !== undefined) {
    if (mapLength(spec, 'selector') === 0) spec['selector'] = { ...labels };
    const metadata = struct(rc, 'metadata');
    if (mapLength(metadata, 'labels') === 0) metadata['labels'] = { ...labels };
  }
  defaultPointer(spec, 'replicas', 1);
  defaultPodTemplate(spec);
}

/** SetObjectDefaults_PodTemplate. */
export const defaultPodTemplateObject = (pt: JsonObject): void => defaultPodTemplate(pt);

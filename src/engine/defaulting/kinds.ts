// Which built-in kinds the defaulting models: the Go struct each decodes into, its scheme defaulter
// (SetObjectDefaults_<Kind>) and the round trip through the internal version.

import type { GroupVersionKind, JsonObject } from '../apimachinery/types.ts';
import {
  roundTripHorizontalPodAutoscalerV1,
  roundTripHorizontalPodAutoscalerV2,
} from '../conversion/lazy.ts';
import {
  roundTripDaemonSet,
  roundTripDeployment,
  roundTripPod,
  roundTripReplicas,
  roundTripSecret,
  roundTripTemplate,
} from './conversion.ts';
import {
  defaultHorizontalPodAutoscalerV1,
  defaultHorizontalPodAutoscalerV2,
} from './defaults/autoscaling.ts';
import {
  defaultDaemonSet,
  defaultDeployment,
  defaultReplicaSet,
  defaultStatefulSet,
} from './defaults/apps.ts';
import { defaultCronJob, defaultJob } from './defaults/batch.ts';
import { struct } from './defaults/access.ts';
import {
  defaultConfigMap,
  defaultEndpoints,
  defaultLimitRange,
  defaultNamespaceObject,
  defaultPersistentVolume,
  defaultPersistentVolumeClaim,
  defaultPodTemplateObject,
  defaultReplicationController,
  defaultResourceQuota,
  defaultSecret,
  defaultService,
} from './defaults/core.ts';
import type { DefaultingEnv } from './defaults/env.ts';
import { defaultPod } from './defaults/pod.ts';
import { defaultBinding } from './defaults/rbac.ts';

/** How one kind is decoded, defaulted and converted. */
export interface KindModel {
  /** The Go struct the body decodes into (a key of goTypeSource). */
  type: string;
  /** The scheme defaulter; the env matters only to the version- and gate-dependent ones. */
  defaults?: (o: JsonObject, env: DefaultingEnv) => void;
  roundTrip?: (o: JsonObject) => void;
}

const none = (): void => undefined;

const models: Readonly<Record<string, KindModel>> = {
  'v1/Pod': { type: 'Pod', defaults: defaultPod, roundTrip: roundTripPod },
  'v1/PodTemplate': {
    type: 'PodTemplate',
    defaults: defaultPodTemplateObject,
    roundTrip: (o) => roundTripTemplate(o),
  },
  'v1/ReplicationController': {
    type: 'ReplicationController',
    defaults: defaultReplicationController,
    roundTrip: roundTripReplicas,
  },
  'v1/Service': { type: 'Service', defaults: defaultService },
  'v1/PersistentVolumeClaim': {
    type: 'PersistentVolumeClaim',
    defaults: defaultPersistentVolumeClaim,
  },
  'v1/PersistentVolume': { type: 'PersistentVolume', defaults: defaultPersistentVolume },
  'v1/ConfigMap': { type: 'ConfigMap', defaults: defaultConfigMap },
  'v1/Secret': { type: 'Secret', defaults: defaultSecret, roundTrip: roundTripSecret },
  'v1/Namespace': { type: 'Namespace', defaults: defaultNamespaceObject },
  'v1/ServiceAccount': { type: 'ServiceAccount', defaults: none },
  'v1/LimitRange': { type: 'LimitRange', defaults: defaultLimitRange },
  'v1/ResourceQuota': { type: 'ResourceQuota', defaults: defaultResourceQuota },
  'v1/Endpoints': { type: 'Endpoints', defaults: defaultEndpoints },
  'v1/Event': { type: 'Event', defaults: none },
  'apps/v1/Deployment': {
    type: 'Deployment',
    defaults: defaultDeployment,
    roundTrip: roundTripDeployment,
  },
  'apps/v1/StatefulSet': {
    type: 'StatefulSet',
    defaults: defaultStatefulSet,
    roundTrip: roundTripReplicas,
  },
  'apps/v1/DaemonSet': {
    type: 'DaemonSet',
    defaults: defaultDaemonSet,
    roundTrip: roundTripDaemonSet,
  },
  'apps/v1/ReplicaSet': {
    type: 'ReplicaSet',
    defaults: defaultReplicaSet,
    roundTrip: roundTripReplicas,
  },
  'batch/v1/Job': {
    type: 'Job',
    defaults: defaultJob,
    roundTrip: (o) => roundTripTemplate(struct(o, 'spec')),
  },
  'batch/v1/CronJob': {
    type: 'CronJob',
    defaults: defaultCronJob,
    roundTrip: (o) => roundTripTemplate(struct(struct(struct(o, 'spec'), 'jobTemplate'), 'spec')),
  },
  'autoscaling/v1/HorizontalPodAutoscaler': {
    type: 'autoscalingv1.HorizontalPodAutoscaler',
    defaults: defaultHorizontalPodAutoscalerV1,
    // Through the live binding at decode time: the conversion group may load after this table.
    roundTrip: (o) => roundTripHorizontalPodAutoscalerV1(o),
  },
  'autoscaling/v2/HorizontalPodAutoscaler': {
    type: 'autoscalingv2.HorizontalPodAutoscaler',
    defaults: defaultHorizontalPodAutoscalerV2,
    roundTrip: (o) => roundTripHorizontalPodAutoscalerV2(o),
  },
  'events.k8s.io/v1/Event': { type: 'eventsv1.Event', defaults: none },
  // networking/v1 has no Ingress defaulter (pkg/apis/networking/v1/defaults.go defaults NetworkPolicy and IngressClass).
  'networking.k8s.io/v1/Ingress': { type: 'Ingress' },
  'rbac.authorization.k8s.io/v1/Role': { type: 'Role' },
  'rbac.authorization.k8s.io/v1/ClusterRole': { type: 'ClusterRole' },
  'rbac.authorization.k8s.io/v1/RoleBinding': { type: 'RoleBinding', defaults: defaultBinding },
  'rbac.authorization.k8s.io/v1/ClusterRoleBinding': {
    type: 'ClusterRoleBinding',
    defaults: defaultBinding,
  },
  // The objects of subresource and CONNECT requests: no defaulters (SetDefaults_PodExecOptions is long gone).
  'v1/PodExecOptions': { type: 'PodExecOptions' },
  'v1/PodAttachOptions': { type: 'PodAttachOptions' },
  'v1/PodPortForwardOptions': { type: 'PodPortForwardOptions' },
  'v1/PodProxyOptions': { type: 'PodProxyOptions' },
  'v1/NodeProxyOptions': { type: 'NodeProxyOptions' },
  'v1/ServiceProxyOptions': { type: 'ServiceProxyOptions' },
  'v1/Binding': { type: 'Binding' },
  'policy/v1/Eviction': { type: 'Eviction' },
  'autoscaling/v1/Scale': { type: 'Scale' },
};

/** Renders a kind's apiVersion ("v1" for the core group). */
export const apiVersionOf = (gvk: GroupVersionKind): string =>
  gvk.group === '' ? gvk.version : `${gvk.group}/${gvk.version}`;

/** Returns the model of a kind, or undefined when the defaulting does not model it. */
export const kindModel = (gvk: GroupVersionKind): KindModel | undefined =>
  models[`${apiVersionOf(gvk)}/${gvk.kind}`];

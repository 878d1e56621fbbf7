// Which strategy a resource's store uses, per subresource (the NewREST functions of
// pkg/registry/<group>/<resource>/storage/storage.go: Store.CreateStrategy / UpdateStrategy, and the
// StatusREST, ScaleREST, EphemeralContainersREST, FinalizeREST stores). Resources not listed use a
// strategy whose PrepareForCreate/Update change nothing a webhook sees.

import type { GroupVersionResource } from '../apimachinery/types.ts';
import {
  deploymentStatusStrategy,
  deploymentStrategy,
  replicaSetStatusStrategy,
  replicaSetStrategy,
  replicationControllerStatusStrategy,
  replicationControllerStrategy,
  statefulSetStatusStrategy,
  statefulSetStrategy,
} from './appsStrategies.ts';
import { certificateSigningRequestStrategy } from './certificateSigningRequestStrategy.ts';
import {
  certificateSigningRequestApprovalStrategy,
  certificateSigningRequestStatusStrategy,
} from './certificateSigningRequestStatusStrategies.ts';
import { customResourceStatusStrategy, customResourceStrategy } from './customResourceStrategy.ts';
import { daemonSetStatusStrategy, daemonSetStrategy } from './daemonSetStrategy.ts';
import {
  cronJobStatusStrategy,
  cronJobStrategy,
  jobStatusStrategy,
  jobStrategy,
} from './jobStrategy.ts';
import {
  namespaceFinalizeStrategy,
  namespaceStatusStrategy,
  namespaceStrategy,
} from './namespaceStrategy.ts';
import {
  persistentVolumeClaimStatusStrategy,
  persistentVolumeClaimStrategy,
} from './persistentVolumeClaimStrategy.ts';
import { podEphemeralContainersStrategy, podStatusStrategy, podStrategy } from './podStrategy.ts';
import { podResizeStrategy } from './podResizeStrategy.ts';
import { scaleStrategy } from './scaleStrategy.ts';
import { serviceStatusStrategy, serviceStrategy } from './serviceStrategy.ts';
import {
  horizontalPodAutoscalerStatusStrategy,
  nodeStatusStrategy,
  persistentVolumeStatusStrategy,
  podDisruptionBudgetStatusStrategy,
  resourceQuotaStatusStrategy,
} from './statusStrategies.ts';
import {
  apiServiceStatusStrategy,
  customResourceDefinitionStatusStrategy,
  flowSchemaStatusStrategy,
  ingressStatusStrategy,
  priorityLevelConfigurationStatusStrategy,
  validatingAdmissionPolicyStatusStrategy,
  volumeAttachmentStatusStrategy,
} from './metadataStatusStrategies.ts';
import type { Strategy } from './strategy.ts';

type BySubresource = Readonly<Record<string, Strategy>>;

const builtin: Readonly<Record<string, BySubresource>> = {
  '/pods': {
    '': podStrategy,
    status: podStatusStrategy,
    ephemeralcontainers: podEphemeralContainersStrategy,
    resize: podResizeStrategy,
  },
  '/namespaces': {
    '': namespaceStrategy,
    status: namespaceStatusStrategy,
    finalize: namespaceFinalizeStrategy,
  },
  '/services': { '': serviceStrategy, status: serviceStatusStrategy },
  '/persistentvolumeclaims': {
    '': persistentVolumeClaimStrategy,
    status: persistentVolumeClaimStatusStrategy,
  },
  '/replicationcontrollers': {
    '': replicationControllerStrategy,
    status: replicationControllerStatusStrategy,
    scale: scaleStrategy,
  },
  'apps/deployments': {
    '': deploymentStrategy,
    status: deploymentStatusStrategy,
    scale: scaleStrategy,
  },
  'apps/replicasets': {
    '': replicaSetStrategy,
    status: replicaSetStatusStrategy,
    scale: scaleStrategy,
  },
  'apps/statefulsets': {
    '': statefulSetStrategy,
    status: statefulSetStatusStrategy,
    scale: scaleStrategy,
  },
  'apps/daemonsets': { '': daemonSetStrategy, status: daemonSetStatusStrategy },
  'batch/jobs': { '': jobStrategy, status: jobStatusStrategy },
  'batch/cronjobs': { '': cronJobStrategy, status: cronJobStatusStrategy },
  'certificates.k8s.io/certificatesigningrequests': {
    '': certificateSigningRequestStrategy,
    status: certificateSigningRequestStatusStrategy,
    approval: certificateSigningRequestApprovalStrategy,
  },
  // Only the /status strategy of these kinds is modelled.
  '/nodes': { status: nodeStatusStrategy },
  '/persistentvolumes': { status: persistentVolumeStatusStrategy },
  '/resourcequotas': { status: resourceQuotaStatusStrategy },
  'autoscaling/horizontalpodautoscalers': { status: horizontalPodAutoscalerStatusStrategy },
  'policy/poddisruptionbudgets': { status: podDisruptionBudgetStatusStrategy },
  'networking.k8s.io/ingresses': { status: ingressStatusStrategy },
  'storage.k8s.io/volumeattachments': { status: volumeAttachmentStatusStrategy },
  'admissionregistration.k8s.io/validatingadmissionpolicies': {
    status: validatingAdmissionPolicyStatusStrategy,
  },
  'apiregistration.k8s.io/apiservices': { status: apiServiceStatusStrategy },
  'apiextensions.k8s.io/customresourcedefinitions': {
    status: customResourceDefinitionStatusStrategy,
  },
  'flowcontrol.apiserver.k8s.io/flowschemas': { status: flowSchemaStatusStrategy },
  'flowcontrol.apiserver.k8s.io/prioritylevelconfigurations': {
    status: priorityLevelConfigurationStatusStrategy,
  },
};

const custom: BySubresource = {
  '': customResourceStrategy,
  status: customResourceStatusStrategy,
  scale: scaleStrategy,
};

/** The strategy of a resource and subresource, or undefined when the playground models none. */
export function strategyFor(
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  subresource: string,
  isBuiltin: boolean,
): Strategy | undefined {
  const table = isBuiltin ? builtin[`${resource.group}/${resource.resource}`] : custom;
  return table?.[subresource];
}

/** Reports whether creating the resource sets metadata.generation to 1 (so a stored object has at least 1). */
export function createSetsGeneration(
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  isBuiltin: boolean,
): boolean {
  if (!isBuiltin) return true;
  return [
    '/replicationcontrollers',
    'apps/deployments',
    'apps/replicasets',
    'apps/statefulsets',
    'apps/daemonsets',
    'batch/jobs',
    'batch/cronjobs',
  ].includes(`${resource.group}/${resource.resource}`);
}

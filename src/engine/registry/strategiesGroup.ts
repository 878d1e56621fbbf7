// The "strategies" group's module: the registry strategies of the built-in resources and of custom
// resources, per subresource (registry/strategies.ts answers from them once the group is loaded).

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
import { horizontalPodAutoscalerStrategy } from './hpaStrategy.ts';
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

/** A resource's strategies, by subresource ('' the resource itself). */
export type BySubresource = Readonly<Record<string, Strategy>>;

/** The built-in resources' strategies, by `group/resource`. */
export const builtinStrategies: Readonly<Record<string, BySubresource>> = {
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
  'autoscaling/horizontalpodautoscalers': {
    '': horizontalPodAutoscalerStrategy,
    status: horizontalPodAutoscalerStatusStrategy,
  },
  'certificates.k8s.io/certificatesigningrequests': {
    '': certificateSigningRequestStrategy,
    status: certificateSigningRequestStatusStrategy,
    approval: certificateSigningRequestApprovalStrategy,
  },
  // Only the /status strategy of these kinds is modelled.
  '/nodes': { status: nodeStatusStrategy },
  '/persistentvolumes': { status: persistentVolumeStatusStrategy },
  '/resourcequotas': { status: resourceQuotaStatusStrategy },

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

/** A custom resource's strategies. */
export const customStrategies: BySubresource = {
  '': customResourceStrategy,
  status: customResourceStatusStrategy,
  scale: scaleStrategy,
};

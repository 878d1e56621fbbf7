// Says, for each in-process plugin the playground does not simulate yet, whether it would act on
// this request, so the result and the UI can say what was left out (the plugins arrive with issue 6).

import type { Attributes } from '../admission/attributes.ts';
import { objectsOfKind } from '../admission/cluster.ts';
import type { ClusterObject } from '../scenario/types.ts';

const podTemplateResources = new Set([
  'deployments', 'replicasets', 'statefulsets', 'daemonsets', 'jobs', 'cronjobs', 'replicationcontrollers', 'podtemplates',
]);

const isPods = (a: Attributes): boolean => a.resource.group === '' && a.resource.resource === 'pods' && a.subresource === '';
const isCreate = (a: Attributes): boolean => a.operation === 'CREATE';
const core = (a: Attributes, resource: string): boolean => a.resource.group === '' && a.resource.resource === resource && a.subresource === '';

/** Describes what an unsimulated plugin would do to this request, or undefined when it would not act. */
export function unsimulatedPluginEffect(plugin: string, a: Attributes, objects: ClusterObject[]): string | undefined {
  const inNamespace = (kind: string): boolean => a.namespace !== '' && objectsOfKind(objects, kind, a.namespace).length > 0;
  switch (plugin) {
    case 'ServiceAccount':
      return isPods(a) && isCreate(a) ? 'would set serviceAccountName and mount the service account token volume' : undefined;
    case 'Priority':
      return isPods(a) && (isCreate(a) || a.operation === 'UPDATE') ? 'would resolve the pod priority (priority: 0, preemptionPolicy)' : undefined;
    case 'DefaultTolerationSeconds':
      return isPods(a) && isCreate(a) ? 'would add the not-ready/unreachable tolerations (300 s)' : undefined;
    case 'PodSecurity':
      if (isPods(a) && (isCreate(a) || a.operation === 'UPDATE')) return 'would check the pod against the namespace Pod Security level and add the pod-security.kubernetes.io/enforce-policy audit annotation';
      if (podTemplateResources.has(a.resource.resource) && a.subresource === '' && (isCreate(a) || a.operation === 'UPDATE')) return 'would warn about pod template violations of the namespace warn/audit levels';
      if (core(a, 'namespaces') && (isCreate(a) || a.operation === 'UPDATE')) return 'would check the namespace pod-security labels';
      return undefined;
    case 'LimitRanger':
      return (isPods(a) || core(a, 'persistentvolumeclaims')) && inNamespace('LimitRange') ? 'would apply the namespace LimitRange defaults and limits' : undefined;
    case 'ResourceQuota':
      return inNamespace('ResourceQuota') && a.operation !== 'DELETE' && a.operation !== 'CONNECT' ? 'would check the namespace ResourceQuota' : undefined;
    case 'DefaultStorageClass':
    case 'StorageObjectInUseProtection':
      return core(a, 'persistentvolumeclaims') && isCreate(a) ? 'would default the storage class / add the protection finalizer' : undefined;
    case 'PersistentVolumeClaimResize':
      return core(a, 'persistentvolumeclaims') && a.operation === 'UPDATE' ? 'would check that the claim may be resized' : undefined;
    case 'TaintNodesByCondition':
      return core(a, 'nodes') && isCreate(a) ? 'would add the not-ready taint' : undefined;
    case 'RuntimeClass':
      return isPods(a) && isCreate(a) ? 'would apply the RuntimeClass overhead and scheduling' : undefined;
    case 'DefaultIngressClass':
      return a.resource.resource === 'ingresses' && isCreate(a) ? 'would default the ingress class' : undefined;
    case 'CertificateApproval':
    case 'CertificateSigning':
    case 'CertificateSubjectRestriction':
      return a.resource.resource === 'certificatesigningrequests' ? 'would check the CSR signer permissions' : undefined;
    case 'ClusterTrustBundleAttest':
      return a.resource.resource === 'clustertrustbundles' ? 'would check the signer attestation' : undefined;
    case 'PodTopologyLabels':
      return core(a, 'pods') || a.subresource === 'binding' ? 'would copy topology labels to the pod binding' : undefined;
    case 'MutatingAdmissionPolicy':
    case 'ValidatingAdmissionPolicy':
      return undefined;
    case 'NamespaceLifecycle':
    case 'MutatingAdmissionWebhook':
    case 'ValidatingAdmissionWebhook':
      return undefined;
    default:
      return 'is enabled and may act on this request';
  }
}

// Whether a resource's update strategy lets an UPDATE without metadata.resourceVersion through
// (rest.RESTUpdateStrategy AllowUnconditionalUpdate, read by Store.Update in k8s.io/apiserver
// pkg/registry/generic/registry/store.go). Ported from each strategy's method, in
// k8s.io/kubernetes pkg/registry/ unless named otherwise:
//   core/pod podStrategy, core/service svcStrategy, core/namespace namespaceStrategy,
//   core/replicationcontroller rcStrategy, core/configmap, core/secret, core/serviceaccount strategy,
//   core/endpoint endpointsStrategy, core/event eventStrategy, core/limitrange limitrangeStrategy,
//   core/resourcequota resourcequotaStrategy, core/node nodeStrategy,
//   core/persistentvolume persistentvolumeStrategy, core/persistentvolumeclaim
//   persistentvolumeclaimStrategy, core/podtemplate podTemplateStrategy,
//   apps/deployment deploymentStrategy, apps/replicaset rsStrategy, apps/statefulset
//   statefulSetStrategy, apps/daemonset daemonSetStrategy, batch/job jobStrategy, batch/cronjob
//   cronJobStrategy, autoscaling/horizontalpodautoscaler autoscalerStrategy, networking/ingress
//   ingressStrategy, networking/ingressclass ingressClassStrategy, networking/networkpolicy
//   networkPolicyStrategy, discovery/endpointslice endpointSliceStrategy, rbac/role, clusterrole,
//   rolebinding, clusterrolebinding strategy, scheduling/priorityclass priorityClassStrategy,
//   storage/storageclass storageClassStrategy, certificates/certificates csrStrategy     → true;
//   policy/poddisruptionbudget podDisruptionBudgetStrategy, coordination/lease leaseStrategy,
//   storage/volumeattachment volumeAttachmentStrategy, admissionregistration/
//   mutatingwebhookconfiguration, validatingwebhookconfiguration, validatingadmissionpolicy,
//   validatingadmissionpolicybinding, mutatingadmissionpolicy, mutatingadmissionpolicybinding
//   strategies ("only be allowed if version match"), node/runtimeclass strategy,
//   apiextensions-apiserver pkg/registry/customresourcedefinition strategy and statusStrategy,
//   apiextensions-apiserver pkg/registry/customresource customResourceStrategy,
//   kube-aggregator pkg/registry/apiservice Strategy                                    → false.
// The status (and ephemeralcontainers, resize, finalize, approval) strategies embed their main
// strategy and inherit its answer; a /scale update goes through the main store
// (scaleUpdatedObjectInfo), so the main strategy answers there too. Resources not listed are not
// pinned: undefined, and the caller says so.

import type { GroupVersionResource } from '../apimachinery/types.ts';

const builtin: Readonly<Record<string, boolean>> = {
  '/pods': true,
  '/services': true,
  '/namespaces': true,
  '/replicationcontrollers': true,
  '/configmaps': true,
  '/secrets': true,
  '/serviceaccounts': true,
  '/endpoints': true,
  '/events': true,
  '/limitranges': true,
  '/resourcequotas': true,
  '/nodes': true,
  '/persistentvolumes': true,
  '/persistentvolumeclaims': true,
  '/podtemplates': true,
  'apps/deployments': true,
  'apps/replicasets': true,
  'apps/statefulsets': true,
  'apps/daemonsets': true,
  'batch/jobs': true,
  'batch/cronjobs': true,
  'autoscaling/horizontalpodautoscalers': true,
  'networking.k8s.io/ingresses': true,
  'networking.k8s.io/ingressclasses': true,
  'networking.k8s.io/networkpolicies': true,
  'discovery.k8s.io/endpointslices': true,
  'rbac.authorization.k8s.io/roles': true,
  'rbac.authorization.k8s.io/clusterroles': true,
  'rbac.authorization.k8s.io/rolebindings': true,
  'rbac.authorization.k8s.io/clusterrolebindings': true,
  'scheduling.k8s.io/priorityclasses': true,
  'storage.k8s.io/storageclasses': true,
  'certificates.k8s.io/certificatesigningrequests': true,
  'policy/poddisruptionbudgets': false,
  'coordination.k8s.io/leases': false,
  'storage.k8s.io/volumeattachments': false,
  'admissionregistration.k8s.io/mutatingwebhookconfigurations': false,
  'admissionregistration.k8s.io/validatingwebhookconfigurations': false,
  'admissionregistration.k8s.io/validatingadmissionpolicies': false,
  'admissionregistration.k8s.io/validatingadmissionpolicybindings': false,
  'admissionregistration.k8s.io/mutatingadmissionpolicies': false,
  'admissionregistration.k8s.io/mutatingadmissionpolicybindings': false,
  'node.k8s.io/runtimeclasses': false,
  'apiextensions.k8s.io/customresourcedefinitions': false,
  'apiregistration.k8s.io/apiservices': false,
};

/** AllowUnconditionalUpdate of the resource's store, or undefined when the playground has not pinned it. */
export function allowUnconditionalUpdate(
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  isBuiltin: boolean,
): boolean | undefined {
  // customResourceStrategy.AllowUnconditionalUpdate: "the default update policy for CustomResource objects".
  if (!isBuiltin) return false;
  return builtin[`${resource.group}/${resource.resource}`];
}

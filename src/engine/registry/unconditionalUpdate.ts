// Whether a resource's update strategy lets an UPDATE without metadata.resourceVersion through
// (rest.RESTUpdateStrategy AllowUnconditionalUpdate, read by Store.Update in k8s.io/apiserver
// pkg/registry/generic/registry/store.go). Ported from each strategy's method:
//   pkg/registry/core/pod/strategy.go            podStrategy        true
//   pkg/registry/core/service/strategy.go        svcStrategy        true
//   pkg/registry/core/namespace/strategy.go      namespaceStrategy  true
//   pkg/registry/core/replicationcontroller/strategy.go rcStrategy  true
//   pkg/registry/core/configmap/strategy.go      strategy           true
//   pkg/registry/apps/deployment/strategy.go     deploymentStrategy true
//   pkg/registry/apps/replicaset/strategy.go     rsStrategy         true
//   pkg/registry/apps/daemonset/strategy.go      daemonSetStrategy  true
//   pkg/registry/batch/job/strategy.go           jobStrategy        true
//   apiextensions-apiserver pkg/registry/customresourcedefinition/strategy.go strategy, statusStrategy false
//   apiextensions-apiserver pkg/registry/customresource/strategy.go customResourceStrategy false
//   kube-aggregator pkg/registry/apiservice/strategy.go Strategy   false
// The status (and ephemeralcontainers, resize, finalize) strategies embed their main strategy and
// inherit its answer; a /scale update goes through the main store (scaleUpdatedObjectInfo), so the
// main strategy answers there too. Resources not listed are not pinned yet: undefined.

import type { GroupVersionResource } from '../apimachinery/types.ts';

const builtin: Readonly<Record<string, boolean>> = {
  '/pods': true,
  '/services': true,
  '/namespaces': true,
  '/replicationcontrollers': true,
  '/configmaps': true,
  'apps/deployments': true,
  'apps/replicasets': true,
  'apps/daemonsets': true,
  'batch/jobs': true,
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

// Whether a built-in resource's store lets a PUT create an object that does not exist: its
// strategy's AllowCreateOnUpdate (k8s.io/kubernetes pkg/registry/<group>/<resource>/strategy.go,
// read by the generic registry's Store.Update from UpdateStrategy.AllowCreateOnUpdate()). Keys are
// "group/resource" ("" is the core group). Read from the stored upstream strategy files (versions
// from 1.6-era to current; none of these values is known to have changed): the core ones, the
// RBAC ones, controllerrevision, clustertrustbundle and storageversionmigration in full; the others
// from their `func (…Strategy) AllowCreateOnUpdate() bool` bodies found by name; events.k8s.io
// events is inferred from the core event store that serves it. apiextensions-apiserver's
// customresourcedefinition and kube-aggregator's apiservice strategies too. Subresources (status,
// scale, …) are not here: a PUT that creates goes to the resource itself. The create-only
// resources (the reviews, bindings) have no update route and are not listed.

/** The stores whose AllowCreateOnUpdate is true. */
const allows: ReadonlySet<string> = new Set([
  // core: endpoint (endpointsStrategy), event, limitrange (limitrangeStrategy), service (svcStrategy)
  '/endpoints',
  '/events',
  '/limitranges',
  '/services',
  // events.k8s.io: served by the core event store
  'events.k8s.io/events',
  // coordination.k8s.io: lease (leaseStrategy), leasecandidate (LeaseCandidateStrategy)
  'coordination.k8s.io/leases',
  'coordination.k8s.io/leasecandidates',
  // node.k8s.io: runtimeclass
  'node.k8s.io/runtimeclasses',
  // rbac.authorization.k8s.io: role, rolebinding, clusterrole, clusterrolebinding ("is true for …")
  'rbac.authorization.k8s.io/roles',
  'rbac.authorization.k8s.io/rolebindings',
  'rbac.authorization.k8s.io/clusterroles',
  'rbac.authorization.k8s.io/clusterrolebindings',
]);

/** The stores whose AllowCreateOnUpdate is false: a PUT of a missing object is a 404 NotFound. */
const refuses: ReadonlySet<string> = new Set([
  // core: configmap, namespace, node, persistentvolume, persistentvolumeclaim, pod, podtemplate,
  // replicationcontroller (rcStrategy), resourcequota, secret, serviceaccount
  '/configmaps',
  '/namespaces',
  '/nodes',
  '/persistentvolumes',
  '/persistentvolumeclaims',
  '/pods',
  '/podtemplates',
  '/replicationcontrollers',
  '/resourcequotas',
  '/secrets',
  '/serviceaccounts',
  // admissionregistration.k8s.io: the webhook configurations, the validating and mutating admission
  // policies and their bindings (whatever their doc comments say, each returns false)
  'admissionregistration.k8s.io/mutatingwebhookconfigurations',
  'admissionregistration.k8s.io/validatingwebhookconfigurations',
  'admissionregistration.k8s.io/validatingadmissionpolicies',
  'admissionregistration.k8s.io/validatingadmissionpolicybindings',
  'admissionregistration.k8s.io/mutatingadmissionpolicies',
  'admissionregistration.k8s.io/mutatingadmissionpolicybindings',
  // apiextensions.k8s.io, apiregistration.k8s.io
  'apiextensions.k8s.io/customresourcedefinitions',
  'apiregistration.k8s.io/apiservices',
  // apps: controllerrevision, daemonset, deployment, replicaset (rsStrategy), statefulset
  'apps/controllerrevisions',
  'apps/daemonsets',
  'apps/deployments',
  'apps/replicasets',
  'apps/statefulsets',
  // autoscaling, batch
  'autoscaling/horizontalpodautoscalers',
  'batch/cronjobs',
  'batch/jobs',
  // certificates.k8s.io: certificatesigningrequest, clustertrustbundle
  'certificates.k8s.io/certificatesigningrequests',
  'certificates.k8s.io/clustertrustbundles',
  // discovery.k8s.io
  'discovery.k8s.io/endpointslices',
  // flowcontrol.apiserver.k8s.io
  'flowcontrol.apiserver.k8s.io/flowschemas',
  'flowcontrol.apiserver.k8s.io/prioritylevelconfigurations',
  // internal.apiserver.k8s.io: storageversion (pkg/registry/apiserverinternal)
  'internal.apiserver.k8s.io/storageversions',
  // networking.k8s.io
  'networking.k8s.io/ingressclasses',
  'networking.k8s.io/ingresses',
  'networking.k8s.io/ipaddresses',
  'networking.k8s.io/networkpolicies',
  'networking.k8s.io/servicecidrs',
  // policy: poddisruptionbudget (its doc comment says true; it returns false)
  'policy/poddisruptionbudgets',
  // resource.k8s.io
  'resource.k8s.io/deviceclasses',
  'resource.k8s.io/devicetaintrules',
  'resource.k8s.io/resourceclaims',
  'resource.k8s.io/resourceclaimtemplates',
  'resource.k8s.io/resourceslices',
  // scheduling.k8s.io
  'scheduling.k8s.io/priorityclasses',
  // storage.k8s.io
  'storage.k8s.io/csidrivers',
  'storage.k8s.io/csinodes',
  'storage.k8s.io/csistoragecapacities',
  'storage.k8s.io/storageclasses',
  'storage.k8s.io/volumeattachments',
  'storage.k8s.io/volumeattributesclasses',
  // storagemigration.k8s.io
  'storagemigration.k8s.io/storageversionmigrations',
]);

/**
 * AllowCreateOnUpdate of the built-in store for `group/resource`, or undefined where it was not
 * read (certificates.k8s.io podcertificaterequests, resource.k8s.io resourcepoolstatusrequests).
 */
export function allowCreateOnUpdate(key: string): boolean | undefined {
  if (allows.has(key)) return true;
  if (refuses.has(key)) return false;
  return undefined;
}

// The field validators' families, each a lazy group of its own (modules/lazyGroup.ts, issue 22):
// a scenario's engine worker fetches only the family of the resource its request stores. The keys
// are written out here, not read from the families' modules, so the scan (groups/scan.ts) can name
// a family without loading it; validatorFamilies.test.ts holds this list to the modules' tables.

import type { GroupName } from '../modules/lazyGroup.ts';

/** A family of field validators loaded together. */
export type ValidatorFamily = Extract<
  GroupName,
  'podValidators' | 'configValidators' | 'coreValidators' | 'apiValidators'
>;

/**
 * Each family's resources, as validators.ts keys them (`group/resource[/subresource]`): the pods,
 * their workloads and the status and scale subresources (which share the pod and workload
 * validation); namespaces and the configuration they hold (ConfigMaps, Secrets, ServiceAccounts);
 * the rest of core with the common namespaced and cluster kinds; the rarer API groups
 * and the API server's own configuration kinds.
 */
export const VALIDATOR_FAMILY_KEYS: Readonly<Record<ValidatorFamily, readonly string[]>> = {
  podValidators: [
    '/pods',
    '/pods/ephemeralcontainers',
    '/pods/resize',
    '/podtemplates',
    '/replicationcontrollers',
    'apps/deployments',
    'apps/replicasets',
    'apps/statefulsets',
    'apps/daemonsets',
    'batch/jobs',
    'batch/cronjobs',
    'apps/deployments/status',
    'apps/replicasets/status',
    'apps/statefulsets/status',
    'apps/daemonsets/status',
    'apps/deployments/scale',
    'apps/replicasets/scale',
    'apps/statefulsets/scale',
    '/replicationcontrollers/scale',
    '/pods/status',
    '/services/status',
    '/nodes/status',
    '/namespaces/status',
    '/persistentvolumes/status',
    '/persistentvolumeclaims/status',
    '/replicationcontrollers/status',
    '/resourcequotas/status',
    'batch/jobs/status',
    'batch/cronjobs/status',
    'autoscaling/horizontalpodautoscalers/status',
    'policy/poddisruptionbudgets/status',
    'certificates.k8s.io/certificatesigningrequests/status',
    'certificates.k8s.io/certificatesigningrequests/approval',
  ],
  configValidators: ['/namespaces', '/configmaps', '/secrets', '/serviceaccounts'],
  coreValidators: [
    '/services',
    '/persistentvolumeclaims',
    '/limitranges',
    '/resourcequotas',
    'networking.k8s.io/ingresses',
    'networking.k8s.io/ingressclasses',
    'networking.k8s.io/networkpolicies',
    'autoscaling/horizontalpodautoscalers',
    'policy/poddisruptionbudgets',
    'rbac.authorization.k8s.io/roles',
    'rbac.authorization.k8s.io/clusterroles',
    'rbac.authorization.k8s.io/rolebindings',
    'rbac.authorization.k8s.io/clusterrolebindings',
    'scheduling.k8s.io/priorityclasses',
    'storage.k8s.io/storageclasses',
    'node.k8s.io/runtimeclasses',
    '/persistentvolumes',
    '/events',
    'events.k8s.io/events',
    '/nodes',
    '/endpoints',
    'discovery.k8s.io/endpointslices',
    'apps/controllerrevisions',
    'certificates.k8s.io/certificatesigningrequests',
    'flowcontrol.apiserver.k8s.io/flowschemas',
    'flowcontrol.apiserver.k8s.io/prioritylevelconfigurations',
    'coordination.k8s.io/leases',
  ],
  apiValidators: [
    'networking.k8s.io/ipaddresses',
    'networking.k8s.io/servicecidrs',
    'storage.k8s.io/csidrivers',
    'storage.k8s.io/csinodes',
    'storage.k8s.io/csistoragecapacities',
    'storage.k8s.io/volumeattachments',
    'storage.k8s.io/volumeattributesclasses',
    'resource.k8s.io/resourceclaims',
    'resource.k8s.io/resourceclaimtemplates',
    'resource.k8s.io/deviceclasses',
    'resource.k8s.io/resourceslices',
    'certificates.k8s.io/clustertrustbundles',
    'storagemigration.k8s.io/storageversionmigrations',
    'internal.apiserver.k8s.io/storageversions',
    'coordination.k8s.io/leasecandidates',
    'networking.k8s.io/ingresses/status',
    'storage.k8s.io/volumeattachments/status',
    'admissionregistration.k8s.io/validatingadmissionpolicies/status',
    'apiregistration.k8s.io/apiservices/status',
    'apiextensions.k8s.io/customresourcedefinitions/status',
    'flowcontrol.apiserver.k8s.io/flowschemas/status',
    'flowcontrol.apiserver.k8s.io/prioritylevelconfigurations/status',
    '/namespaces/finalize',
    'admissionregistration.k8s.io/mutatingwebhookconfigurations',
    'admissionregistration.k8s.io/validatingwebhookconfigurations',
    'admissionregistration.k8s.io/validatingadmissionpolicies',
    'admissionregistration.k8s.io/validatingadmissionpolicybindings',
    'admissionregistration.k8s.io/mutatingadmissionpolicies',
    'admissionregistration.k8s.io/mutatingadmissionpolicybindings',
    'apiextensions.k8s.io/customresourcedefinitions',
    'apiregistration.k8s.io/apiservices',
  ],
};

const familyOfKey = new Map<string, ValidatorFamily>(
  Object.entries(VALIDATOR_FAMILY_KEYS).flatMap(([family, keys]) =>
    keys.map((k) => [k, family as ValidatorFamily] as const),
  ),
);

/** The family whose module holds a resource's validator, or undefined when its validation is not ported. */
export const validatorFamilyOf = (key: string): ValidatorFamily | undefined => familyOfKey.get(key);

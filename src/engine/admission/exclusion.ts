// The virtual resources admission leaves alone: the authentication and authorization reviews
// (k8s.io/kubernetes pkg/kubeapiserver/admission/exclusion/resources.go, excluded): never persisted,
// and intercepting them could lock a cluster out of its own auth path. Admission policies skip
// them in every modelled version; webhooks from 1.37 (gate ExcludeAdmissionWebhookVirtualResources).

import type { GroupVersionResource } from '../apimachinery/types.ts';

type GroupResource = Pick<GroupVersionResource, 'group' | 'resource'>;

/** The excluded resources, as resources.go lists them. */
export const EXCLUDED_ADMISSION_RESOURCES: readonly GroupResource[] = [
  { group: 'authentication.k8s.io', resource: 'tokenreviews' },
  { group: 'authentication.k8s.io', resource: 'selfsubjectreviews' },
  { group: 'authorization.k8s.io', resource: 'localsubjectaccessreviews' },
  { group: 'authorization.k8s.io', resource: 'selfsubjectaccessreviews' },
  { group: 'authorization.k8s.io', resource: 'selfsubjectrulesreviews' },
  { group: 'authorization.k8s.io', resource: 'subjectaccessreviews' },
];

const excluded = new Set(EXCLUDED_ADMISSION_RESOURCES.map((gr) => `${gr.group}/${gr.resource}`));

/** Reports whether admission excludes this group/resource (every version of it). */
export const isExcludedAdmissionResource = (gr: GroupResource): boolean =>
  excluded.has(`${gr.group}/${gr.resource}`);

/** Renders a group/resource as schema.GroupResource.String does ("tokenreviews.authentication.k8s.io"). */
export const groupResourceString = (gr: GroupResource): string =>
  gr.group === '' ? gr.resource : `${gr.resource}.${gr.group}`;

// The pod resource sums moved to validation/core/podResourceHelpers.ts, below the plugins, where
// pod-level resource validation uses them too; re-exported here for the plugins.

export {
  containerResources,
  podLimits,
  podRequests,
  type PodResourcesOptions,
} from '../../validation/core/podResourceHelpers.ts';

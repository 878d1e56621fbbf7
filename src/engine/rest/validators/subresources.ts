// The validation of the workloads' /status and /scale subresources: the status strategies'
// ValidateUpdate (pkg/registry/apps/<kind>/strategy.go <kind>StatusStrategy) and ValidateScale,
// which ScaleREST (pkg/registry/apps/<kind>/storage/storage.go scaleUpdatedObjectInfo) runs.

import type { JsonObject } from '../../apimachinery/types.ts';
import type { FieldError } from '../../apimachinery/field.ts';
import {
  validateDaemonSetStatusUpdate,
  validateDeploymentStatusUpdate,
  validateReplicaSetStatusUpdate,
  validateStatefulSetStatusUpdate,
} from '../../validation/apps/status.ts';
import { validateScale } from '../../validation/autoscaling/scale.ts';
import type { KindValidator } from '../validator.ts';

// A status strategy takes only updates (the status subresource has no Create).
const status = (
  strategy: string,
  update: (o: JsonObject, old: JsonObject) => FieldError[],
): KindValidator => ({ strategy, validate: () => [], validateUpdate: update });

const scale: KindValidator = {
  strategy: 'ScaleREST',
  validate: () => [],
  // The Scale's own check; the parent's update validation sees only spec.replicas change.
  validateUpdate: (o) => validateScale(o),
};

/** The validators of these subresources, by `group/resource/subresource`. */
export const subresourceValidators: Readonly<Record<string, KindValidator>> = {
  'apps/deployments/status': status('deploymentStatusStrategy', validateDeploymentStatusUpdate),
  'apps/replicasets/status': status('replicaSetStatusStrategy', validateReplicaSetStatusUpdate),
  'apps/statefulsets/status': status('statefulSetStatusStrategy', validateStatefulSetStatusUpdate),
  'apps/daemonsets/status': status('daemonSetStatusStrategy', validateDaemonSetStatusUpdate),
  'apps/deployments/scale': scale,
  'apps/replicasets/scale': scale,
  'apps/statefulsets/scale': scale,
  '/replicationcontrollers/scale': scale,
};

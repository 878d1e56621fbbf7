// The apps/v1 controller strategies and the ReplicationController's (pkg/registry/apps/deployment,
// replicaset, statefulset strategy.go and core/replicationcontroller/strategy.go, release-1.32; the
// Deployment and ReplicaSet /status drops of 1.33 on: workloadStatusDrops.ts).
// The DaemonSet has its own file: its template generation travels as an annotation.

import type { JsonObject } from '../apimachinery/types.ts';
import { child } from '../defaulting/defaults/access.ts';
import { gateEnabled } from './featureGates.ts';
import type { Prepared, StrategyEnv } from './strategy.ts';
import { workloadStatusStrategy, workloadStrategy } from './workloadStrategy.ts';
import { dropDisabledStatusFields } from './workloadStatusDrops.ts';

/** deploymentStrategy: annotations are copied to the ReplicaSets, so their change bumps the generation too. */
export const deploymentStrategy = workloadStrategy({
  name: 'deploymentStrategy',
  generationParts: ['spec', 'annotations'],
});
/** deploymentStatusStrategy: the stored spec and labels; drops a disabled terminatingReplicas. */
export const deploymentStatusStrategy = workloadStatusStrategy(
  'deploymentStatusStrategy',
  true,
  dropDisabledStatusFields,
);

/** rsStrategy. */
export const replicaSetStrategy = workloadStrategy({
  name: 'rsStrategy',
  generationParts: ['spec'],
});
/** rsStatusStrategy: drops a disabled terminatingReplicas. */
export const replicaSetStatusStrategy = workloadStatusStrategy(
  'rsStatusStrategy',
  false,
  dropDisabledStatusFields,
);

// dropStatefulSetDisabledFields: MaxUnavailableStatefulSet is alpha (off) in every modelled version.
function dropStatefulSetDisabledFields(
  obj: JsonObject,
  old: JsonObject | undefined,
  env: StrategyEnv,
  out: Prepared,
): void {
  const inUse = child(child(child(old, 'spec'), 'updateStrategy'), 'rollingUpdate')?.[
    'maxUnavailable'
  ];
  if (gateEnabled(env, 'MaxUnavailableStatefulSet') || (inUse !== undefined && inUse !== null))
    return;
  const rollingUpdate = child(child(child(obj, 'spec'), 'updateStrategy'), 'rollingUpdate');
  if (
    rollingUpdate === undefined ||
    rollingUpdate['maxUnavailable'] === undefined ||
    rollingUpdate['maxUnavailable'] === null
  )
    return;
  delete rollingUpdate['maxUnavailable'];
  out.notes.push(
    'spec.updateStrategy.rollingUpdate.maxUnavailable dropped (feature gate MaxUnavailableStatefulSet is off)',
  );
}

/** statefulSetStrategy. */
export const statefulSetStrategy = workloadStrategy({
  name: 'statefulSetStrategy',
  generationParts: ['spec'],
  dropKindFields: dropStatefulSetDisabledFields,
});
/** statefulSetStatusStrategy. */
export const statefulSetStatusStrategy = workloadStatusStrategy('statefulSetStatusStrategy');

/** rcStrategy (the template is a pointer there; an absent one is left alone). */
export const replicationControllerStrategy = workloadStrategy({
  name: 'rcStrategy',
  generationParts: ['spec'],
});
/** rcStatusStrategy. */
export const replicationControllerStatusStrategy = workloadStatusStrategy('rcStatusStrategy');

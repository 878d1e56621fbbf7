// dropDisabledStatusFields of the Deployment and ReplicaSet /status strategies
// (pkg/registry/apps/deployment/strategy.go and apps/replicaset/strategy.go, 1.33 on): while
// DeploymentReplicaSetTerminatingReplicas is off (alpha in 1.33 and 1.34, beta and on from 1.35),
// status.terminatingReplicas is cleared unless the stored status has it. Before 1.33 the field does
// not exist (the decoder has already dropped it).

import type { JsonObject } from '../apimachinery/types.ts';
import { child } from '../defaulting/defaults/access.ts';
import { gateEnabled } from './featureGates.ts';
import type { Prepared, StrategyEnv } from './strategy.ts';

const isSet = (v: unknown): boolean => v !== undefined && v !== null;

/** Clears status.terminatingReplicas when the gate is off and the stored status does not use it. */
export function dropDisabledStatusFields(
  obj: JsonObject,
  old: JsonObject,
  env: StrategyEnv,
  out: Prepared,
): void {
  if (gateEnabled(env, 'DeploymentReplicaSetTerminatingReplicas')) return;
  if (isSet(child(old, 'status')?.['terminatingReplicas'])) return;
  const status = child(obj, 'status');
  if (status === undefined || !isSet(status['terminatingReplicas'])) return;
  delete status['terminatingReplicas'];
  out.notes.push(
    'status.terminatingReplicas dropped (feature gate DeploymentReplicaSetTerminatingReplicas is off)',
  );
}

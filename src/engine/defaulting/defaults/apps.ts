// Scheme defaulting of the apps/v1 workloads (pkg/apis/apps/v1/defaults.go and
// zz_generated.defaults.go, release-1.32): SetDefaults_Deployment, _StatefulSet, _DaemonSet and
// _ReplicaSet, then the core defaulters on the pod template (and a StatefulSet's claim templates).

import type { JsonObject } from '../../apimachinery/types.ts';
import { child, children, defaultPointer, defaultString, struct } from './access.ts';
import { defaultPersistentVolumeClaim } from './core.ts';
import { defaultPodTemplate } from './podSpec.ts';

/** SetObjectDefaults_Deployment. */
export function defaultDeployment(d: JsonObject): void {
  const spec = struct(d, 'spec');
  defaultPointer(spec, 'replicas', 1);
  const strategy = struct(spec, 'strategy');
  defaultString(strategy, 'type', 'RollingUpdate');
  if (strategy['type'] === 'RollingUpdate') {
    defaultPointer(strategy, 'rollingUpdate', {});
    const rolling = child(strategy, 'rollingUpdate');
    if (rolling !== undefined) {
      defaultPointer(rolling, 'maxUnavailable', '25%');
      defaultPointer(rolling, 'maxSurge', '25%');
    }
  }
  defaultPointer(spec, 'revisionHistoryLimit', 10);
  defaultPointer(spec, 'progressDeadlineSeconds', 600);
  defaultPodTemplate(spec);
}

/** SetObjectDefaults_DaemonSet. */
export function defaultDaemonSet(ds: JsonObject): void {
  const spec = struct(ds, 'spec');
  const strategy = struct(spec, 'updateStrategy');
  defaultString(strategy, 'type', 'RollingUpdate');
  if (strategy['type'] === 'RollingUpdate') {
    defaultPointer(strategy, 'rollingUpdate', {});
    const rolling = child(strategy, 'rollingUpdate');
    if (rolling !== undefined) {
      defaultPointer(rolling, 'maxUnavailable', 1);
      defaultPointer(rolling, 'maxSurge', 0);
    }
  }
  defaultPointer(spec, 'revisionHistoryLimit', 10);
  defaultPodTemplate(spec);
}

/** SetObjectDefaults_StatefulSet (StatefulSetAutoDeletePVC is GA in 1.32; MaxUnavailableStatefulSet is alpha, off). */
export function defaultStatefulSet(sts: JsonObject): void {
  const spec = struct(sts, 'spec');
  defaultString(spec, 'podManagementPolicy', 'OrderedReady');
  const strategy = struct(spec, 'updateStrategy');
  if (strategy['type'] === undefined || strategy['type'] === '') {
    strategy['type'] = 'RollingUpdate';
    defaultPointer(strategy, 'rollingUpdate', {});
  }
  const rolling = child(strategy, 'rollingUpdate');
  if (strategy['type'] === 'RollingUpdate' && rolling !== undefined)
    defaultPointer(rolling, 'partition', 0);
  defaultPointer(spec, 'persistentVolumeClaimRetentionPolicy', {});
  const retention = child(spec, 'persistentVolumeClaimRetentionPolicy');
  if (retention !== undefined) {
    defaultString(retention, 'whenDeleted', 'Retain');
    defaultString(retention, 'whenScaled', 'Retain');
  }
  defaultPointer(spec, 'replicas', 1);
  defaultPointer(spec, 'revisionHistoryLimit', 10);
  defaultPodTemplate(spec);
  // Claim templates are whole PersistentVolumeClaims, so they get a status phase of Pending too.
  for (const claim of children(spec, 'volumeClaimTemplates')) defaultPersistentVolumeClaim(claim);
}

/** SetObjectDefaults_ReplicaSet. */
export function defaultReplicaSet(rs: JsonObject): void {
  const spec = struct(rs, 'spec');
  defaultPointer(spec, 'replicas', 1);
  defaultPodTemplate(spec);
}

// The parts of podutil.dropDisabledFields (pkg/api/pod/util.go) that clear the pod fields 1.33-1.37
// add (defaulting/types/versioned.ts), each from the version whose util.go has it: 1.34's
// hostnameOverride, restartPolicyRules, fileKeyRef and podCertificate, 1.33's lifecycle.stopSignal,
// 1.35's workloadRef (1.36: schedulingGroup) — ported from util.go of 1.35 (setHostnameOverrideInUse,
// dropContainerRestartRules, dropFileKeyRefInUse, dropDisabledPodCertificateProjection,
// dropDisabledWorkloadRef, dropContainerStopSignals). The schedulingGroup drop and 1.37's alpha
// fields (evictionResponders, bindMountOptions, emptyDir mode, httpGet protocol, grpc mode, the
// volume user fields) follow the same pattern: their util.go was not read (inference).

import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { child, children } from '../defaulting/defaults/access.ts';
import {
  allContainers,
  anyChanged,
  anyContainer,
  deleteIn,
  type Drop,
  nonEmpty,
  set,
  type Spec,
} from './podFieldDrop.ts';

const envSources = (spec: Spec | undefined): JsonObject[] =>
  allContainers(spec).flatMap((c) =>
    children(c, 'env').flatMap((e) => {
      const from = child(e, 'valueFrom');
      return from === undefined ? [] : [from];
    }),
  );

const projections = (spec: Spec | undefined): JsonObject[] =>
  children(spec, 'volumes').flatMap((v) => children(child(v, 'projected'), 'sources'));

const notAlways = (c: JsonObject): boolean =>
  set(c['restartPolicy']) && c['restartPolicy'] !== 'Always';

/**
 * Reports containerRestartRulesInUse: an init container's restartPolicy other than Always or its
 * rules, or any regular container's restartPolicy (also a validation option, validation/core/options.ts).
 */
export const restartRulesInUse = (old: Spec | undefined): boolean =>
  children(old, 'initContainers').some((c) => notAlways(c) || nonEmpty(c['restartPolicyRules'])) ||
  children(old, 'containers').some((c) => set(c['restartPolicy']));

// dropContainerRestartRules: sidecars (restartPolicy Always) keep theirs.
function dropRestartRules(spec: Spec): boolean {
  const init = anyChanged(children(spec, 'initContainers'), (c) =>
    [notAlways(c) && deleteIn(c, 'restartPolicy'), deleteIn(c, 'restartPolicyRules')].includes(
      true,
    ),
  );
  const others = anyChanged(
    [...children(spec, 'containers'), ...children(spec, 'ephemeralContainers')],
    (c) => [deleteIn(c, 'restartPolicy'), deleteIn(c, 'restartPolicyRules')].includes(true),
  );
  return init || others;
}

// dropContainerStopSignals: a lifecycle left empty goes too.
function dropStopSignals(spec: Spec): boolean {
  return anyChanged(allContainers(spec), (c) => {
    const lifecycle = child(c, 'lifecycle');
    if (!deleteIn(lifecycle, 'stopSignal')) return false;
    if (lifecycle !== undefined && Object.keys(lifecycle).length === 0) delete c['lifecycle'];
    return true;
  });
}

const mounts = (spec: Spec | undefined): JsonObject[] =>
  allContainers(spec).flatMap((c) => children(c, 'volumeMounts'));

const probeActions = (spec: Spec | undefined, action: string): JsonObject[] =>
  allContainers(spec).flatMap((c) =>
    ['livenessProbe', 'readinessProbe', 'startupProbe'].flatMap((p) => {
      const a = child(child(c, p), action);
      return a === undefined ? [] : [a];
    }),
  );

// The volume sources and items whose `defaultUser` / `user` AtomicWriteVolumeUserFields adds.
function userHolders(spec: Spec | undefined): Array<[JsonObject, string]> {
  const out: Array<[JsonObject, string]> = [];
  for (const v of children(spec, 'volumes')) {
    for (const key of ['secret', 'configMap', 'projected', 'downwardAPI']) {
      const source = child(v, key);
      if (source === undefined) continue;
      out.push([source, 'defaultUser']);
      for (const item of children(source, 'items')) out.push([item, 'user']);
    }
    for (const p of children(child(v, 'projected'), 'sources')) {
      for (const key of ['secret', 'configMap', 'downwardAPI']) {
        for (const item of children(child(p, key), 'items')) out.push([item, 'user']);
      }
      for (const key of ['serviceAccountToken', 'clusterTrustBundle', 'podCertificate']) {
        const source = child(p, key);
        if (source !== undefined) out.push([source, 'user']);
      }
    }
  }
  return out;
}

// A pod-spec pointer field of one gate: cleared unless the stored spec has it.
const specField = (gate: string, key: string, since: KubernetesVersion): Drop => ({
  gate,
  field: `spec.${key}`,
  since,
  inUse: (old) => set(old?.[key]),
  drop: (s) => deleteIn(s, key),
});

/** The drops of the fields 1.33-1.37 add, by gate (dropDisabledPodFields.ts orders them as util.go). */
export const laterDrops: readonly Drop[] = [
  {
    gate: 'PodCertificateRequest',
    field: 'podCertificate projections',
    since: '1.34',
    inUse: (old) => projections(old).some((p) => set(p['podCertificate'])),
    drop: (s) => anyChanged(projections(s), (p) => deleteIn(p, 'podCertificate')),
  },
  specField('GenericWorkload', 'workloadRef', '1.35'),
  specField('GenericWorkload', 'schedulingGroup', '1.36'),
  {
    gate: 'ContainerRestartRules',
    field: 'restartPolicyRules and non-sidecar restartPolicy of the containers',
    since: '1.34',
    inUse: restartRulesInUse,
    drop: dropRestartRules,
  },
  specField('HostnameOverride', 'hostnameOverride', '1.34'),
  {
    gate: 'EnvFiles',
    field: 'env valueFrom.fileKeyRef of the containers',
    since: '1.34',
    inUse: (old) => envSources(old).some((e) => set(e['fileKeyRef'])),
    drop: (s) => anyChanged(envSources(s), (e) => deleteIn(e, 'fileKeyRef')),
  },
  {
    gate: 'ContainerStopSignals',
    field: 'lifecycle.stopSignal of the containers',
    since: '1.33',
    inUse: (old) => anyContainer(old, (c) => set(child(c, 'lifecycle')?.['stopSignal'])),
    drop: dropStopSignals,
  },
  {
    gate: 'EvictionRequestAPI',
    field: 'spec.evictionResponders',
    since: '1.37',
    inUse: (old) => nonEmpty(old?.['evictionResponders']),
    drop: (s) => deleteIn(s, 'evictionResponders'),
  },
  {
    gate: 'VolumeBindMountOptions',
    field: 'volumeMounts bindMountOptions of the containers',
    since: '1.37',
    inUse: (old) => mounts(old).some((m) => nonEmpty(m['bindMountOptions'])),
    drop: (s) => anyChanged(mounts(s), (m) => deleteIn(m, 'bindMountOptions')),
  },
  {
    gate: 'EmptyDirVolumeMode',
    field: 'emptyDir mode of the volumes',
    since: '1.37',
    inUse: (old) => children(old, 'volumes').some((v) => set(child(v, 'emptyDir')?.['mode'])),
    drop: (s) => anyChanged(children(s, 'volumes'), (v) => deleteIn(child(v, 'emptyDir'), 'mode')),
  },
  {
    gate: 'H2CContainerProbe',
    field: 'httpGet protocol of the probes',
    since: '1.37',
    inUse: (old) => probeActions(old, 'httpGet').some((a) => set(a['protocol'])),
    drop: (s) => anyChanged(probeActions(s, 'httpGet'), (a) => deleteIn(a, 'protocol')),
  },
  {
    gate: 'GRPCContainerProbeTLS',
    field: 'grpc mode of the probes',
    since: '1.37',
    inUse: (old) => probeActions(old, 'grpc').some((a) => set(a['mode'])),
    drop: (s) => anyChanged(probeActions(s, 'grpc'), (a) => deleteIn(a, 'mode')),
  },
  {
    gate: 'AtomicWriteVolumeUserFields',
    field: 'defaultUser and user of the volumes',
    since: '1.37',
    inUse: (old) => userHolders(old).some(([h, key]) => set(h[key])),
    drop: (s) => anyChanged(userHolders(s), ([h, key]) => deleteIn(h, key)),
  },
];

// The pod strategies (pkg/registry/core/pod/strategy.go, release-1.32): podStrategy (create: status
// {phase: Pending, qosClass: GetPodQOS}, disabled fields dropped, the SchedulingGated condition,
// pod affinity label keys, AppArmor version skew; update: the stored status), podStatusStrategy
// (the stored spec and ownerReferences, qosClass backfilled, from 1.33 a cleared observedGeneration
// kept) and podEphemeralContainersStrategy
// (only spec.ephemeralContainers taken). Pods have no metadata.generation before 1.33; from 1.33
// (kubernetes#130181) create sets it to 1 and an update or ephemeral-containers update bumps it when
// the spec changed (updatePodGeneration).

import type { JsonObject } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { child } from '../defaulting/defaults/access.ts';
import { metadataOf } from '../admission/attributes.ts';
import { applyAppArmorVersionSkew } from './appArmorVersionSkew.ts';
import { dropDisabledPodSpecFields } from './dropDisabledPodFields.ts';
import { dropDisabledLaterPodStatusFields } from './laterPodStatusDrops.ts';
import {
  bumpGenerationIfChanged,
  keepStoredSpec,
  keepStoredStatus,
  setFirstGeneration,
  takeStored,
  takeStoredMeta,
} from './objectParts.ts';
import { atLeast } from '../apimachinery/version.ts';
import { applySchedulingGatedCondition, mutatePodAffinity } from './podCreateMutations.ts';
import { preserveOldObservedGeneration } from './podObservedGeneration.ts';
import { getPodQOS } from './podQOS.ts';
import type { Prepared, Strategy, StrategyEnv } from './strategy.ts';

function dropDisabled(
  pod: JsonObject,
  old: JsonObject | undefined,
  env: StrategyEnv,
  out: Prepared,
): void {
  const spec = child(pod, 'spec');
  if (spec !== undefined)
    out.notes.push(...dropDisabledPodSpecFields(spec, child(old, 'spec'), env));
  out.notes.push(...dropDisabledLaterPodStatusFields(pod, old, env));
}

/** podStrategy. */
export const podStrategy: Strategy = {
  name: 'podStrategy',
  prepareForCreate(pod, env, out) {
    // The struct literal reads GetPodQOS before the status is replaced: a qosClass sent in the body wins.
    const preset = asObject(pod['status'])?.['qosClass'];
    const qosClass = getPodQOS(pod, env);
    pod['status'] = { phase: 'Pending', qosClass };
    out.notes.push(
      `status reset to phase Pending, qosClass ${qosClass}${typeof preset === 'string' && preset !== '' ? ' (the qosClass the body sent)' : ''}`,
    );
    dropDisabled(pod, undefined, env, out);
    applySchedulingGatedCondition(pod, env, out);
    mutatePodAffinity(pod, env, out);
    applyAppArmorVersionSkew(pod, out, env.version);
    if (atLeast(env.version, '1.33')) setFirstGeneration(pod, out);
  },
  prepareForUpdate(pod, old, env, out) {
    keepStoredStatus(pod, old, out);
    dropDisabled(pod, old, env, out);
    if (atLeast(env.version, '1.33')) bumpGenerationIfChanged(pod, old, ['spec'], out);
  },
};

/** podStatusStrategy (pods/status). */
export const podStatusStrategy: Strategy = {
  name: 'podStatusStrategy',
  prepareForUpdate(pod, old, env, out) {
    keepStoredSpec(pod, old, out);
    // DeletionTimestamp = nil here; rest.BeforeUpdate then restores the stored one.
    const metadata = { ...metadataOf(pod) };
    delete metadata['deletionTimestamp'];
    pod['metadata'] = metadata;
    // Old kubelets corrupt owner references: the status endpoint never touches them.
    if (takeStoredMeta(pod, old, 'ownerReferences'))
      out.notes.push('metadata.ownerReferences from the request replaced by the stored ones');
    const status = asObject(pod['status']);
    const storedQOS = child(old, 'status')?.['qosClass'];
    if (
      status !== undefined &&
      (typeof status['qosClass'] !== 'string' || status['qosClass'] === '') &&
      typeof storedQOS === 'string' &&
      storedQOS !== ''
    ) {
      status['qosClass'] = storedQOS;
      out.notes.push(`status.qosClass ${storedQOS} backfilled from the stored object`);
    }
    if (atLeast(env.version, '1.33')) preserveOldObservedGeneration(pod, old, env, out);
    dropDisabled(pod, old, env, out);
  },
};

// metav1.ResetObjectMetaForStatus: the metadata a subresource update cannot change.
const metaForStatus = [
  'deletionTimestamp',
  'generation',
  'selfLink',
  'labels',
  'annotations',
  'finalizers',
  'ownerReferences',
];

/** podEphemeralContainersStrategy (pods/ephemeralcontainers). */
export const podEphemeralContainersStrategy: Strategy = {
  name: 'podEphemeralContainersStrategy',
  prepareForUpdate(pod, old, env, out) {
    const ephemeral = child(pod, 'spec')?.['ephemeralContainers'];
    takeStored(pod, old, 'spec');
    takeStored(pod, old, 'status');
    for (const field of metaForStatus) takeStoredMeta(pod, old, field);
    const spec = { ...child(pod, 'spec') };
    if (ephemeral === undefined) delete spec['ephemeralContainers'];
    else spec['ephemeralContainers'] = ephemeral;
    pod['spec'] = spec;
    out.notes.push(
      'everything but spec.ephemeralContainers taken from the stored pod (status and metadata included)',
    );
    dropDisabled(pod, old, env, out);
    if (atLeast(env.version, '1.33')) bumpGenerationIfChanged(pod, old, ['spec'], out);
  },
};

// The Job strategies (pkg/registry/batch/job/strategy.go, release-1.32). Create: unless
// spec.manualSelector is true, the template gets the job-name and controller-uid labels (legacy and
// batch.kubernetes.io/ forms; the uid is the one storage just set) and the selector matches
// batch.kubernetes.io/controller-uid; the status is reset, metadata.generation is 1, fields of disabled
// Job features are dropped (from 1.37 also spec.scheduling, pkg/api/job DropDisabledFields). Update
// keeps the stored status and bumps the generation on a spec change.

import type { JsonObject } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { child, children, struct } from '../defaulting/defaults/access.ts';
import { metaString } from '../admission/attributes.ts';
import { gateEnabled } from './featureGates.ts';
import { dropDisabledTemplateFields } from './dropDisabledPodFields.ts';
import { bumpGenerationIfChanged, keepStoredStatus, setFirstGeneration } from './objectParts.ts';
import type { Prepared, Strategy, StrategyEnv } from './strategy.ts';
import { workloadStatusStrategy } from './workloadStrategy.ts';

const jobNameLabels = ['job-name', 'batch.kubernetes.io/job-name'];
const controllerUidLabels = ['controller-uid', 'batch.kubernetes.io/controller-uid'];

// generateSelector: labels the user already set are left for validation to judge. When the Job's
// labels are the template's map (jobLabels.ts), the Job gets every label written here too.
function generateSelector(job: JsonObject, env: StrategyEnv, out: Prepared): void {
  const spec = struct(job, 'spec');
  const templateMeta = struct(struct(spec, 'template'), 'metadata');
  const labels: JsonObject = { ...asObject(templateMeta['labels']) };
  const name = metaString(job, 'name');
  const uid = metaString(job, 'uid');
  for (const l of jobNameLabels) if (!(l in labels)) labels[l] = name;
  for (const l of controllerUidLabels) if (!(l in labels)) labels[l] = uid;
  templateMeta['labels'] = labels;
  if (env.labelsShareTemplate === true) struct(job, 'metadata')['labels'] = { ...labels };
  const selector = asObject(spec['selector']) ?? {};
  const matchLabels: JsonObject = { ...asObject(selector['matchLabels']) };
  if (!('batch.kubernetes.io/controller-uid' in matchLabels))
    matchLabels['batch.kubernetes.io/controller-uid'] = uid;
  spec['selector'] = { ...selector, matchLabels };
  out.notes.push(
    `selector generated (spec.selector matches batch.kubernetes.io/controller-uid=${uid}, the template gets the job-name and controller-uid labels` +
      (env.labelsShareTemplate === true
        ? ", and so does the Job: SetDefaults_Job gave it the template's labels map)"
        : ')'),
  );
}

const present = (v: unknown): boolean => v !== undefined && v !== null;

// The gated drops of PrepareForCreate (old undefined) and PrepareForUpdate.
function dropDisabledJobFields(
  job: JsonObject,
  old: JsonObject | undefined,
  env: StrategyEnv,
  out: Prepared,
): void {
  const spec = struct(job, 'spec');
  const oldSpec = child(old, 'spec');
  const drop = (gate: string, field: string): void => {
    if (
      gateEnabled(env, gate) ||
      !present(spec[field]) ||
      (old !== undefined && present(oldSpec?.[field]))
    )
      return;
    delete spec[field];
    out.notes.push(`spec.${field} dropped (feature gate ${gate} is off)`);
  };
  drop('JobPodFailurePolicy', 'podFailurePolicy');
  if (old === undefined) drop('JobManagedBy', 'managedBy');
  drop('JobSuccessPolicy', 'successPolicy');
  drop('JobBackoffLimitPerIndex', 'backoffLimitPerIndex');
  drop('JobBackoffLimitPerIndex', 'maxFailedIndexes');
  // On create the FailIndex rules go too; an update keeps them (the policy is immutable).
  const policy = child(spec, 'podFailurePolicy');
  if (old === undefined && !gateEnabled(env, 'JobBackoffLimitPerIndex') && policy !== undefined) {
    const rules = children(policy, 'rules');
    const kept = rules.filter((r) => r['action'] !== 'FailIndex');
    if (kept.length !== rules.length) {
      policy['rules'] = kept;
      out.notes.push(
        'spec.podFailurePolicy FailIndex rules dropped (feature gate JobBackoffLimitPerIndex is off)',
      );
    }
  }
  drop('JobPodReplacementPolicy', 'podReplacementPolicy');
  dropJobScheduling(spec, old === undefined ? undefined : (oldSpec ?? {}), env, out, 'spec');
}

// DropDisabledFields of pkg/api/job (1.37), shared by the Job and CronJob strategies: while
// WorkloadWithJob is off (alpha) a JobSpec's scheduling goes, unless the stored JobSpec has one.
// Before 1.37 the field does not exist (the decoder has dropped it).
function dropJobScheduling(
  spec: JsonObject | undefined,
  oldSpec: JsonObject | undefined,
  env: StrategyEnv,
  out: Prepared,
  path: string,
): void {
  if (gateEnabled(env, 'WorkloadWithJob') || present(oldSpec?.['scheduling'])) return;
  if (spec === undefined || !present(spec['scheduling'])) return;
  delete spec['scheduling'];
  out.notes.push(`${path}.scheduling dropped (feature gate WorkloadWithJob is off)`);
}

/** jobStrategy. */
export const jobStrategy: Strategy = {
  name: 'jobStrategy',
  prepareForCreate(job, env, out) {
    if (child(job, 'spec')?.['manualSelector'] !== true) generateSelector(job, env, out);
    job['status'] = {};
    out.notes.push('status reset');
    setFirstGeneration(job, out);
    dropDisabledJobFields(job, undefined, env, out);
    out.notes.push(
      ...dropDisabledTemplateFields(child(job, 'spec'), undefined, env).map((n) => `spec.${n}`),
    );
  },
  prepareForUpdate(job, old, env, out) {
    keepStoredStatus(job, old, out);
    dropDisabledJobFields(job, old, env, out);
    out.notes.push(
      ...dropDisabledTemplateFields(child(job, 'spec'), child(old, 'spec'), env).map(
        (n) => `spec.${n}`,
      ),
    );
    bumpGenerationIfChanged(job, old, ['spec'], out);
  },
};

/** jobStatusStrategy. */
export const jobStatusStrategy = workloadStatusStrategy('jobStatusStrategy');

const jobTemplateSpec = (cj: JsonObject): JsonObject | undefined =>
  child(child(child(cj, 'spec'), 'jobTemplate'), 'spec');

/** cronJobStrategy (pkg/registry/batch/cronjob/strategy.go): the controller shape, template under spec.jobTemplate.spec. */
export const cronJobStrategy: Strategy = {
  name: 'cronJobStrategy',
  prepareForCreate(cj, env, out) {
    cj['status'] = {};
    out.notes.push('status reset');
    setFirstGeneration(cj, out);
    dropJobScheduling(jobTemplateSpec(cj), undefined, env, out, 'spec.jobTemplate.spec');
    out.notes.push(
      ...dropDisabledTemplateFields(jobTemplateSpec(cj), undefined, env).map(
        (n) => `spec.jobTemplate.spec.${n}`,
      ),
    );
  },
  prepareForUpdate(cj, old, env, out) {
    keepStoredStatus(cj, old, out);
    dropJobScheduling(jobTemplateSpec(cj), jobTemplateSpec(old), env, out, 'spec.jobTemplate.spec');
    out.notes.push(
      ...dropDisabledTemplateFields(jobTemplateSpec(cj), jobTemplateSpec(old), env).map(
        (n) => `spec.jobTemplate.spec.${n}`,
      ),
    );
    bumpGenerationIfChanged(cj, old, ['spec'], out);
  },
};

/** cronJobStatusStrategy. */
export const cronJobStatusStrategy = workloadStatusStrategy('cronJobStatusStrategy');

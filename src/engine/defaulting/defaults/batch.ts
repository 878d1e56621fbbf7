// Scheme defaulting of the batch/v1 kinds (pkg/apis/batch/v1/defaults.go and
// zz_generated.defaults.go, release-1.32): SetDefaults_Job (JobPodReplacementPolicy is beta, on)
// and SetDefaults_CronJob, then the core defaulters on the pod templates. A CronJob's job
// template is a JobTemplateSpec, not a Job, so SetDefaults_Job does not reach it.

import type { JsonObject } from '../../apimachinery/types.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import { child, children, defaultPointer, defaultString, mapLength, struct } from './access.ts';
import { defaultPodTemplate } from './podSpec.ts';

// math.MaxInt32: the backoff limit of a job that limits retries per index instead.
const maxInt32 = 2147483647;

/** SetObjectDefaults_Job. */
export function defaultJob(job: JsonObject): void {
  const spec = struct(job, 'spec');
  if (spec['completions'] === undefined && spec['parallelism'] === undefined) {
    spec['completions'] = 1;
    spec['parallelism'] = 1;
  }
  defaultPointer(spec, 'parallelism', 1);
  defaultPointer(spec, 'backoffLimit', spec['backoffLimitPerIndex'] === undefined ? 6 : maxInt32);
  const labels = asObject(child(child(spec, 'template'), 'metadata')?.['labels']);
  const metadata = struct(job, 'metadata');
  if (labels !== undefined && mapLength(metadata, 'labels') === 0)
    metadata['labels'] = { ...labels };
  defaultPointer(spec, 'completionMode', 'NonIndexed');
  defaultPointer(spec, 'suspend', false);
  const failurePolicy = child(spec, 'podFailurePolicy');
  for (const rule of children(failurePolicy, 'rules')) {
    for (const pattern of children(rule, 'onPodConditions'))
      defaultString(pattern, 'status', 'True');
  }
  defaultPointer(
    spec,
    'podReplacementPolicy',
    failurePolicy === undefined ? 'TerminatingOrFailed' : 'Failed',
  );
  defaultPointer(spec, 'manualSelector', false);
  defaultPodTemplate(spec);
}

/** SetObjectDefaults_CronJob. */
export function defaultCronJob(cj: JsonObject): void {
  const spec = struct(cj, 'spec');
  defaultString(spec, 'concurrencyPolicy', 'Allow');
  defaultPointer(spec, 'suspend', false);
  defaultPointer(spec, 'successfulJobsHistoryLimit', 3);
  defaultPointer(spec, 'failedJobsHistoryLimit', 1);
  defaultPodTemplate(struct(struct(spec, 'jobTemplate'), 'spec'));
}

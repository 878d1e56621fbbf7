// The pod-template kinds' strategies (pkg/registry/apps/{deployment,replicaset,statefulset,daemonset},
// pkg/registry/batch/{job,cronjob}, pkg/registry/core/{replicationcontroller,podtemplate}
// strategy.go): Validate and ValidateUpdate with the template's validation options, and
// WarningsOnCreate / WarningsOnUpdate (GetWarningsForPodTemplate and the name's DNS-label warning).

import type { JsonObject } from '../../apimachinery/types.ts';
import type { FieldError } from '../../apimachinery/field.ts';
import { podValidationOptions, type PodValidationOptions } from '../../validation/core/options.ts';
import {
  validatePodTemplate,
  validatePodTemplateUpdate,
} from '../../validation/core/podTemplate.ts';
import {
  validateReplicationController,
  validateReplicationControllerUpdate,
} from '../../validation/core/replicationController.ts';
import { validateDaemonSet, validateDaemonSetUpdate } from '../../validation/apps/daemonSet.ts';
import {
  validateDeployment,
  validateDeploymentUpdate,
  validateReplicaSet,
  validateReplicaSetUpdate,
} from '../../validation/apps/deployment.ts';
import {
  validateStatefulSet,
  validateStatefulSetUpdate,
} from '../../validation/apps/statefulSet.ts';
import { validateCronJob, validateCronJobUpdate } from '../../validation/batch/cronJob.ts';
import { validateJob, validateJobUpdate } from '../../validation/batch/job.ts';
import { dnsLabelNameWarning, podSpecWarnings } from '../../validation/core/podWarnings.ts';
import { num, obj, str } from '../../validation/read.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';

const templateOptions = (
  env: ValidationEnv,
  onUpdate = false,
  oldSpec?: JsonObject,
): PodValidationOptions =>
  podValidationOptions(env.version, false, env.featureGates, env.notSimulated, onUpdate, oldSpec);

// The stored template's spec (GetValidationOptionsFromPodTemplate reads the old template).
function templateSpec(o: JsonObject, path: readonly string[]): JsonObject | undefined {
  let template: JsonObject | undefined = o;
  for (const p of path) template = obj(template?.[p]);
  return obj(template?.['spec']);
}

// Where the template sits, and whether the name warning comes before the template's (or after, or never).
interface TemplateWarnings {
  path: string[];
  name: 'first' | 'last' | 'none';
}

function templateWarnings(
  o: JsonObject,
  old: JsonObject | undefined,
  how: TemplateWarnings,
): string[] {
  // On update the strategies warn only when the spec changed (a new generation).
  const generation = (x: JsonObject): number | undefined => num(obj(x['metadata'])?.['generation']);
  if (old !== undefined && generation(o) === generation(old)) return [];
  let template: JsonObject | undefined = o;
  for (const p of how.path) template = obj(template?.[p]);
  const warnings = podSpecWarnings(
    obj(template?.['spec']) ?? {},
    obj(template?.['metadata']),
    how.path.join('.'),
  );
  const name =
    old === undefined && how.name !== 'none'
      ? dnsLabelNameWarning(str(obj(o['metadata'])?.['name']), 'Pod names and hostnames')
      : [];
  return how.name === 'first' ? [...name, ...warnings] : [...warnings, ...name];
}

function workload(
  strategy: string,
  create: (o: JsonObject, opts: PodValidationOptions) => FieldError[],
  update: (o: JsonObject, old: JsonObject, opts: PodValidationOptions) => FieldError[],
  how: TemplateWarnings = { path: ['spec', 'template'], name: 'first' },
): KindValidator {
  return {
    strategy,
    validate: (o, env) => create(o, templateOptions(env)),
    validateUpdate: (o, old, env) =>
      update(o, old, templateOptions(env, true, templateSpec(old, how.path))),
    warnings: (o, old) => templateWarnings(o, old, how),
  };
}

/** The validators of the pod-template kinds, by `group/resource`. */
export const workloadValidators: Readonly<Record<string, KindValidator>> = {
  '/podtemplates': workload('podTemplateStrategy', validatePodTemplate, validatePodTemplateUpdate, {
    path: ['template'],
    name: 'none',
  }),
  '/replicationcontrollers': workload(
    'rcStrategy',
    validateReplicationController,
    validateReplicationControllerUpdate,
  ),
  'apps/deployments': workload('deploymentStrategy', validateDeployment, validateDeploymentUpdate),
  'apps/replicasets': workload('rsStrategy', validateReplicaSet, validateReplicaSetUpdate),
  'apps/statefulsets': workload(
    'statefulSetStrategy',
    validateStatefulSet,
    validateStatefulSetUpdate,
  ),
  'apps/daemonsets': workload('daemonSetStrategy', validateDaemonSet, validateDaemonSetUpdate),
  'batch/jobs': workload('jobStrategy', validateJob, validateJobUpdate, {
    path: ['spec', 'template'],
    name: 'last',
  }),
  'batch/cronjobs': workload('cronJobStrategy', validateCronJob, validateCronJobUpdate, {
    path: ['spec', 'jobTemplate', 'spec', 'template'],
    name: 'none',
  }),
};

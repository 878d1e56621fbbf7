// The pod-template kinds' strategies (pkg/registry/apps/{deployment,replicaset,statefulset,daemonset},
// pkg/registry/batch/{job,cronjob}, pkg/registry/core/{replicationcontroller,podtemplate}
// strategy.go): Validate and ValidateUpdate with the template's validation options.

import type { JsonObject } from '../../scenario/types.ts';
import type { FieldError } from '../../validation/field.ts';
import { podValidationOptions, type PodValidationOptions } from '../../validation/core/options.ts';
import { validatePodTemplate, validatePodTemplateUpdate } from '../../validation/core/podTemplate.ts';
import { validateReplicationController, validateReplicationControllerUpdate } from '../../validation/core/replicationController.ts';
import { validateDaemonSet, validateDaemonSetUpdate } from '../../validation/apps/daemonSet.ts';
import { validateDeployment, validateDeploymentUpdate, validateReplicaSet, validateReplicaSetUpdate } from '../../validation/apps/deployment.ts';
import { validateStatefulSet, validateStatefulSetUpdate } from '../../validation/apps/statefulSet.ts';
import { validateCronJob, validateCronJobUpdate } from '../../validation/batch/cronJob.ts';
import { validateJob, validateJobUpdate } from '../../validation/batch/job.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';

const templateOptions = (env: ValidationEnv): PodValidationOptions => podValidationOptions(env.version, false, env.featureGates, env.notSimulated);

function workload(
  strategy: string,
  create: (o: JsonObject, opts: PodValidationOptions) => FieldError[],
  update: (o: JsonObject, old: JsonObject, opts: PodValidationOptions) => FieldError[],
): KindValidator {
  return {
    strategy,
    validate: (o, env) => create(o, templateOptions(env)),
    validateUpdate: (o, old, env) => update(o, old, templateOptions(env)),
  };
}

/** The validators of the pod-template kinds, by `group/resource`. */
export const workloadValidators: Readonly<Record<string, KindValidator>> = {
  '/podtemplates': workload('podTemplateStrategy', validatePodTemplate, validatePodTemplateUpdate),
  '/replicationcontrollers': workload('rcStrategy', validateReplicationController, validateReplicationControllerUpdate),
  'apps/deployments': workload('deploymentStrategy', validateDeployment, validateDeploymentUpdate),
  'apps/replicasets': workload('rsStrategy', validateReplicaSet, validateReplicaSetUpdate),
  'apps/statefulsets': workload('statefulSetStrategy', validateStatefulSet, validateStatefulSetUpdate),
  'apps/daemonsets': workload('daemonSetStrategy', validateDaemonSet, validateDaemonSetUpdate),
  'batch/jobs': workload('jobStrategy', validateJob, validateJobUpdate),
  'batch/cronjobs': workload('cronJobStrategy', validateCronJob, validateCronJobUpdate),
};

// The validation of the /status subresources (and the CSR's /approval) beyond the apps workloads':
// each status strategy's ValidateUpdate in pkg/registry/<group>/<resource>/strategy.go
// (release-1.32). The strategies' PrepareForUpdate (registry/*Strategies.ts) has already put the
// stored spec back, so these judge the status and the metadata.

import { featureEnabled } from '../../apimachinery/featureGates.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import { atLeast } from '../../apimachinery/version.ts';
import type { FieldError } from '../../apimachinery/field.ts';
import { validateReplicaSetStatusUpdate } from '../../validation/apps/status.ts';
import { validateHorizontalPodAutoscalerStatusUpdate } from '../../validation/autoscaling/horizontalPodAutoscalerStatus.ts';
import { validateJobUpdateStatus } from '../../validation/batch/jobStatus.ts';
import {
  validateCertificateSigningRequestApprovalUpdate,
  validateCertificateSigningRequestStatusUpdate,
} from '../../validation/certificates/csrStatus.ts';
import { validateNodeUpdate } from '../../validation/core/node.ts';
import { podUpdateOptions } from './pod.ts';
import { validatePodStatusUpdate } from '../../validation/core/podStatus.ts';
import {
  validateNamespaceStatusUpdate,
  validatePersistentVolumeClaimStatusUpdate,
  validatePersistentVolumeStatusUpdate,
  validateResourceQuotaStatusUpdate,
  validateServiceStatusUpdate,
} from '../../validation/core/statusUpdates.ts';
import { validatePodDisruptionBudgetStatusUpdate } from '../../validation/policy/podDisruptionBudgetStatus.ts';
import { gateEnabled } from '../../registry/featureGates.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';

const podStatusIPs = (pod: JsonObject): string[] => {
  const status = asObject(pod['status']);
  return ['podIPs', 'hostIPs'].flatMap((f) => {
    const list = status?.[f];
    return Array.isArray(list)
      ? list.flatMap((e) => {
          const ip = asObject(e)?.['ip'];
          return typeof ip === 'string' ? [ip] : [];
        })
      : [];
  });
};

// A status strategy takes only updates (the status subresource has no Create).
const status = (
  strategy: string,
  update: (o: JsonObject, old: JsonObject, env: ValidationEnv) => FieldError[],
): KindValidator => ({ strategy, validate: () => [], validateUpdate: update });

/** The validators of these subresources, by `group/resource/subresource`. */
export const statusSubresourceValidators: Readonly<Record<string, KindValidator>> = {
  '/pods/status': {
    ...status('podStatusStrategy', (o, old, env) =>
      validatePodStatusUpdate(
        o,
        old,
        env.notSimulated,
        featureEnabled(env.featureGates, env.version, 'StrictIPCIDRValidation'),
        podUpdateOptions(env, old),
      ),
    ),
    // From 1.33 WarningsOnUpdate warns about each non-standard IP (GetWarningsForIP, KEP 4858).
    warnings: (o, _old, env) => {
      if (atLeast(env.version, '1.33') && podStatusIPs(o).some((ip) => /(^|\.)0\d/.test(ip)))
        env.notSimulated(
          "podStatusStrategy's warnings for a non-standard IP address in status.podIPs or status.hostIPs (1.33+)",
        );
      return [];
    },
  },
  '/services/status': status('serviceStatusStrategy', (o, old, env) =>
    validateServiceStatusUpdate(
      o,
      old,
      env.featureGates,
      featureEnabled(env.featureGates, env.version, 'StrictIPCIDRValidation'),
    ),
  ),
  '/nodes/status': status('nodeStatusStrategy', (o, old, env) =>
    validateNodeUpdate(o, old, env.notSimulated),
  ),
  '/namespaces/status': status('namespaceStatusStrategy', validateNamespaceStatusUpdate),
  '/persistentvolumes/status': status(
    'persistentvolumeStatusStrategy',
    validatePersistentVolumeStatusUpdate,
  ),
  '/persistentvolumeclaims/status': status('persistentvolumeclaimStatusStrategy', (o, old, env) =>
    validatePersistentVolumeClaimStatusUpdate(o, old, env.notSimulated),
  ),
  // ValidateReplicationControllerStatusUpdate checks what the ReplicaSet's does, in the same order
  // and words (validation.go ValidateReplicationControllerStatus).
  '/replicationcontrollers/status': status('rcStatusStrategy', validateReplicaSetStatusUpdate),
  '/resourcequotas/status': status(
    'resourcequotaStatusStrategy',
    validateResourceQuotaStatusUpdate,
  ),
  'batch/jobs/status': status('jobStatusStrategy', (o, old, env) =>
    validateJobUpdateStatus(o, old, gateEnabled(env, 'JobManagedBy'), env.notSimulated),
  ),
  // cronJobStatusStrategy.ValidateUpdate returns an empty list: only the generic metadata checks run.
  'batch/cronjobs/status': status('cronJobStatusStrategy', () => []),
  'autoscaling/horizontalpodautoscalers/status': status(
    'autoscalerStatusStrategy',
    validateHorizontalPodAutoscalerStatusUpdate,
  ),
  // podDisruptionBudgetStatusStrategy.ValidateUpdate checks only the status.
  'policy/poddisruptionbudgets/status': status('podDisruptionBudgetStatusStrategy', (o) =>
    validatePodDisruptionBudgetStatusUpdate(o),
  ),
  'certificates.k8s.io/certificatesigningrequests/status': status(
    'csrStatusStrategy',
    (o, old, env) => validateCertificateSigningRequestStatusUpdate(o, old, env.notSimulated),
  ),
  'certificates.k8s.io/certificatesigningrequests/approval': status(
    'csrApprovalStrategy',
    (o, old, env) => validateCertificateSigningRequestApprovalUpdate(o, old, env.notSimulated),
  ),
};

// The strategies of the other core (services, claims, quotas), autoscaling, networking, policy,
// RBAC, scheduling, storage and node kinds
// (pkg/registry/<group>/<resource>/strategy.go): Validate and ValidateUpdate.

import {
  validatePersistentVolumeClaim,
  validatePersistentVolumeClaimUpdate,
} from '../../validation/core/persistentVolumeClaim.ts';
import {
  validateLimitRange,
  validateLimitRangeUpdate,
  validateResourceQuota,
  validateResourceQuotaUpdate,
} from '../../validation/core/quota.ts';
import { validateService, validateServiceUpdate } from '../../validation/core/service.ts';
import { getWarningsForService } from '../../validation/core/serviceWarnings.ts';
import { featureEnabled } from '../../apimachinery/featureGates.ts';
import {
  validateIngress,
  validateIngressClass,
  validateIngressClassUpdate,
  validateIngressUpdate,
} from '../../validation/networking/ingress.ts';
import {
  validateNetworkPolicy,
  validateNetworkPolicyUpdate,
} from '../../validation/networking/networkPolicy.ts';
import {
  validatePodDisruptionBudget,
  validatePodDisruptionBudgetUpdate,
} from '../../validation/policy/podDisruptionBudget.ts';
import {
  validateRuntimeClass,
  validateRuntimeClassUpdate,
} from '../../validation/node/runtimeClass.ts';
import {
  validateBindingUpdate,
  validateClusterRole,
  validateClusterRoleBinding,
  validateRole,
  validateRoleBinding,
  validateRoleUpdate,
} from '../../validation/rbac/rbac.ts';
import {
  validatePriorityClass,
  validatePriorityClassUpdate,
} from '../../validation/scheduling/priorityClass.ts';
import {
  validateHorizontalPodAutoscaler,
  validateHorizontalPodAutoscalerUpdate,
} from '../../validation/autoscaling/horizontalPodAutoscaler.ts';
import {
  validateStorageClass,
  validateStorageClassUpdate,
} from '../../validation/storage/storageClass.ts';
import { kindValidator as kind, type KindValidator, type ValidationEnv } from '../validator.ts';

// StrictIPCIDRValidation (on from 1.36): the legacy IP and CIDR fields refuse non-standard forms.
const strictIPCIDR = (env: ValidationEnv) =>
  featureEnabled(env.featureGates, env.version, 'StrictIPCIDRValidation');

const serviceOptions = (env: ValidationEnv) => ({
  strictIPCIDR: strictIPCIDR(env),
  relaxedServiceName: featureEnabled(env.featureGates, env.version, 'RelaxedServiceNameValidation'),
  oldExternalIPs: [],
});

/** The validators of these kinds, by `group/resource`. */
export const coreValidators: Readonly<Record<string, KindValidator>> = {
  // The version's gates decide how strict names and IPs are (StrictIPCIDRValidation and
  // RelaxedServiceNameValidation, both on from 1.36).
  '/services': {
    strategy: 'svcStrategy',
    validate: (o, env) => validateService(o, env.notSimulated, serviceOptions(env)),
    validateUpdate: (o, old, env) =>
      validateServiceUpdate(o, old, env.notSimulated, serviceOptions(env)),
    warnings: (o, _old, env) => getWarningsForService(o, env.version),
  },
  '/persistentvolumeclaims': kind(
    'persistentvolumeclaimStrategy',
    validatePersistentVolumeClaim,
    validatePersistentVolumeClaimUpdate,
  ),
  '/limitranges': kind('limitrangeStrategy', validateLimitRange, validateLimitRangeUpdate),
  '/resourcequotas': kind(
    'resourcequotaStrategy',
    validateResourceQuota,
    validateResourceQuotaUpdate,
  ),
  'networking.k8s.io/ingresses': {
    strategy: 'ingressStrategy',
    validate: (o, env) => validateIngress(o, serviceOptions(env).relaxedServiceName),
    validateUpdate: (o, old, env) =>
      validateIngressUpdate(o, old, serviceOptions(env).relaxedServiceName),
  },
  'networking.k8s.io/ingressclasses': kind(
    'ingressClassStrategy',
    validateIngressClass,
    validateIngressClassUpdate,
  ),
  'networking.k8s.io/networkpolicies': {
    strategy: 'networkPolicyStrategy',
    validate: (o, env) => validateNetworkPolicy(o, env.notSimulated, strictIPCIDR(env)),
    validateUpdate: (o, old, env) =>
      validateNetworkPolicyUpdate(o, old, env.notSimulated, strictIPCIDR(env)),
  },
  'autoscaling/horizontalpodautoscalers': {
    strategy: 'autoscalerStrategy',
    // HPAScaleToZero (alpha) lets minReplicas be 0.
    validate: (o, env) =>
      validateHorizontalPodAutoscaler(
        o,
        env.featureGates['HPAScaleToZero'] === true,
        env.notSimulated,
        env.version,
      ),
    validateUpdate: (o, old, env) =>
      validateHorizontalPodAutoscalerUpdate(
        o,
        old,
        env.featureGates['HPAScaleToZero'] === true,
        env.notSimulated,
        env.version,
      ),
  },
  'policy/poddisruptionbudgets': kind(
    'podDisruptionBudgetStrategy',
    validatePodDisruptionBudget,
    validatePodDisruptionBudgetUpdate,
  ),
  'rbac.authorization.k8s.io/roles': kind('roleStrategy', validateRole, (o, old) =>
    validateRoleUpdate(o, old, false),
  ),
  'rbac.authorization.k8s.io/clusterroles': kind(
    'clusterRoleStrategy',
    validateClusterRole,
    (o, old) => validateRoleUpdate(o, old, true),
  ),
  'rbac.authorization.k8s.io/rolebindings': kind(
    'roleBindingStrategy',
    validateRoleBinding,
    (o, old) => validateBindingUpdate(o, old, true),
  ),
  'rbac.authorization.k8s.io/clusterrolebindings': kind(
    'clusterRoleBindingStrategy',
    validateClusterRoleBinding,
    (o, old) => validateBindingUpdate(o, old, false),
  ),
  'scheduling.k8s.io/priorityclasses': kind(
    'priorityClassStrategy',
    validatePriorityClass,
    validatePriorityClassUpdate,
  ),
  'storage.k8s.io/storageclasses': {
    strategy: 'storageClassStrategy',
    validate: (o, env) => validateStorageClass(o, env.notSimulated),
    validateUpdate: (o, old, env) =>
      validateStorageClassUpdate(o, old, env.notSimulated, env.version),
  },
  'node.k8s.io/runtimeclasses': {
    strategy: 'runtimeClassStrategy',
    validate: (o, env) => validateRuntimeClass(o, env.version),
    validateUpdate: (o, old, env) => validateRuntimeClassUpdate(o, old, env.version),
  },
};

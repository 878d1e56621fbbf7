// The strategies of the namespace and the configuration it holds: ConfigMaps, Secrets and
// ServiceAccounts (pkg/registry/core/{namespace,configmap,secret,serviceaccount}/strategy.go):
// Validate and ValidateUpdate. The most common objects of a scenario, so their family is small.

import { validateConfigMap, validateConfigMapUpdate } from '../../validation/core/configMap.ts';
import {
  validateNamespace,
  validateNamespaceUpdate,
  validateServiceAccount,
  validateServiceAccountUpdate,
} from '../../validation/core/namespace.ts';
import { validateSecret, validateSecretUpdate } from '../../validation/core/secret.ts';
import { kindValidator as kind, type KindValidator } from '../validator.ts';

/** The validators of these kinds, by `group/resource`. */
export const configValidators: Readonly<Record<string, KindValidator>> = {
  '/namespaces': kind('namespaceStrategy', validateNamespace, validateNamespaceUpdate),
  '/configmaps': kind('configMapStrategy', validateConfigMap, validateConfigMapUpdate),
  '/secrets': kind('secretStrategy', validateSecret, validateSecretUpdate),
  '/serviceaccounts': kind(
    'serviceAccountStrategy',
    validateServiceAccount,
    validateServiceAccountUpdate,
  ),
};

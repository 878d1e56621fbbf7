// CustomResourceDefinition as the request object (apiextensions-apiserver
// pkg/registry/customresourcedefinition/strategy.go): ValidateCustomResourceDefinition, in the part
// the playground ports (../../apiextensions/validation), the rest recorded as not simulated.

import { validateObjectMetaUpdate } from '../../validation/meta/objectMeta.ts';
import { validateCustomResourceDefinition } from '../../apiextensions/lazy.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';

const unported = (env: ValidationEnv): void =>
  env.notSimulated(
    "ValidateCustomResourceDefinition beyond its name, group, scope, versions, names and the schemas' structural invariants and x-kubernetes-validations (subresources, printer columns, conversion, value validations, defaults, CEL cost estimates are not checked)",
  );

/** The validators of apiextensions.k8s.io, by `group/resource`. */
export const apiextensionsValidators: Readonly<Record<string, KindValidator>> = {
  'apiextensions.k8s.io/customresourcedefinitions': {
    strategy: 'customResourceDefinitionStrategy',
    validate: (o, env) => {
      unported(env);
      return validateCustomResourceDefinition(o, env.version).map((e) => e.error);
    },
    validateUpdate: (o, old, env) => {
      unported(env);
      env.notSimulated(
        'the update rules of ValidateCustomResourceDefinitionUpdate (immutable names and scope, stored versions)',
      );
      return [
        ...validateObjectMetaUpdate(o, old),
        ...validateCustomResourceDefinition(o, env.version).map((e) => e.error),
      ];
    },
  },
};

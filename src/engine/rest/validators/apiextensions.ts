// CustomResourceDefinition as the request object (apiextensions-apiserver
// pkg/registry/customresourcedefinition/strategy.go): ValidateCustomResourceDefinition, in the part
// the playground ports (../../apiextensions/validation), the rest recorded as not simulated.

import { validateObjectMetaUpdate } from '../../validation/meta/objectMeta.ts';
import {
  validateCustomResourceDefinition,
  validateCustomResourceDefinitionUpdate,
} from '../../apiextensions/lazy.ts';
import { conversionWebhookClient } from '../../validation/customResourceDefinitionWebhookClient.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';

const unported = (env: ValidationEnv): void =>
  env.notSimulated(
    'ValidateCustomResourceDefinition: selectable fields, status.acceptedNames, the conversion caBundle, the structural rules inside allOf, anyOf, oneOf and not (validateValueValidation: no type, default, nullable or additionalProperties there, and their properties also declared outside), and the metadata checks of defaults inside embedded resources are not checked',
  );
const context = (env: ValidationEnv) => ({
  version: env.version,
  webhookClient: conversionWebhookClient(env.version),
});

/** The validators of apiextensions.k8s.io, by `group/resource`. */
export const apiextensionsValidators: Readonly<Record<string, KindValidator>> = {
  'apiextensions.k8s.io/customresourcedefinitions': {
    strategy: 'customResourceDefinitionStrategy',
    validate: (o, env) => {
      unported(env);
      return validateCustomResourceDefinition(o, context(env)).map((e) => e.error);
    },
    validateUpdate: (o, old, env) => {
      unported(env);
      return [
        ...validateObjectMetaUpdate(o, old),
        ...validateCustomResourceDefinitionUpdate(o, old, context(env)).map((e) => e.error),
      ];
    },
  },
};

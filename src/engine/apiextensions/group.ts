// The CRD machinery's group module: what apiextensions/lazy.ts hands to the request handling and
// the storage steps once it is loaded.

export { applyDefaults, pruneNonNullableNullsWithoutDefaults } from './defaults.ts';
export { pruneWithOptions } from './prune.ts';
export { validateAgainstSchema, validateStatusAgainstSchema } from './strategyValidate.ts';
export { structuralFrom } from './structural.ts';
export { validateCustomResourceDefinition } from './validation/customResourceDefinition.ts';
export { validateCustomResourceDefinitionUpdate } from './validation/customResourceDefinitionUpdate.ts';

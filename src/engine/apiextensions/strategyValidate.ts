// The schema half of customResourceStrategy.Validate and ValidateUpdate (and statusStrategy's):
// the OpenAPI v3 schema (ValidateCustomResource), the embedded resources' type and object meta,
// the x-kubernetes-list-type invariants (on update only when the old object kept them), then the x-kubernetes-validations rules — skipped with one error when a
// schema error makes the values unsafe to evaluate (hasBlockingErr). Mirrors apiextensions-apiserver
// pkg/registry/customresource/strategy.go (Validate, ValidateUpdate, hasBlockingErr),
// status_strategy.go (ValidateUpdate) and validator.go (ValidateStatusUpdate).

import { type FieldError, invalid } from '../apimachinery/field.ts';
import type { JsonValue, KubernetesVersion } from '../apimachinery/types.ts';
import { CorrelatedObject, type Ratcheting } from './cel/correlation.ts';
import { isObject } from '../apimachinery/isObject.ts';
import { hasXValidations, validateCelRules } from './cel/validation.ts';
import { type EmbeddedMetaValidator, validateEmbeddedResources } from './embeddedResource.ts';
import { validateListSetsAndMaps } from './listType.ts';
import type { Structural } from './structural.ts';
import { validateCustomResource } from './validate.ts';

/** The field errors, the ratcheted rule failures (warnings) and the rules not evaluated. */
export interface StrategyValidation {
  errors: FieldError[];
  warnings: string[];
  unsupported: string[];
}

const blockingTypes = new Set([
  'FieldValueNotSupported',
  'FieldValueRequired',
  'FieldValueTooLong',
  'FieldValueTooMany',
  'FieldValueTypeInvalid',
]);

/** hasBlockingErr's error, at a nil path with a nil value. */
const blockingError = (): FieldError =>
  invalid(
    '<nil>',
    { go: 'nil' },
    'some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
  );

/** Validates a custom resource (`old` on update) against its version's structural schema. */
export function validateAgainstSchema(
  s: Structural,
  object: JsonValue,
  old: JsonValue | undefined,
  version: KubernetesVersion,
  validateMeta?: EmbeddedMetaValidator,
): StrategyValidation {
  const errors = validateCustomResource(s, object, old);
  // schemaobjectmeta.Validate: create and update alike
  if (validateMeta !== undefined)
    errors.push(...validateEmbeddedResources(s, object, validateMeta));
  if (old === undefined || validateListSetsAndMaps('', s, old).length === 0)
    errors.push(...validateListSetsAndMaps('', s, object));
  // CRDValidationRatcheting (beta, on since 1.30): the update correlates new and old values.
  const ratcheting = old === undefined ? {} : { current: new CorrelatedObject(object, old, s) };
  return withRules(s, object, old, version, errors, ratcheting);
}

// ValidateCustomResourceUpdate(field.NewPath("status"), ...): kube-openapi's names have no
// "status." (its messages say `phase in body`), the field paths do.
const underStatus = (e: FieldError): FieldError => ({
  ...e,
  field: e.field === '' || e.field === '<nil>' ? 'status' : `status.${e.field}`,
});

/**
 * statusStrategy.ValidateUpdate: the status against the schema's `status` property (no
 * ratcheting), the list types unless the old object broke them, then the rules over the whole object.
 */
export function validateStatusAgainstSchema(
  s: Structural,
  object: JsonValue,
  old: JsonValue,
  version: KubernetesVersion,
): StrategyValidation {
  const status = s.properties.get('status');
  const errors =
    status !== undefined && isObject(object) && 'status' in object
      ? validateCustomResource(status, object['status']!).map(underStatus)
      : [];
  if (validateListSetsAndMaps('', s, old).length === 0)
    errors.push(...validateListSetsAndMaps('', s, object));
  return withRules(s, object, old, version, errors, {});
}

// The x-kubernetes-validations step, after the schema's own errors.
function withRules(
  s: Structural,
  object: JsonValue,
  old: JsonValue | undefined,
  version: KubernetesVersion,
  errors: FieldError[],
  ratcheting: Ratcheting,
): StrategyValidation {
  const out: StrategyValidation = { errors, warnings: [], unsupported: [] };
  if (!hasXValidations(s)) return out;
  if (errors.some((e) => blockingTypes.has(e.type))) {
    errors.push(blockingError());
    return out;
  }
  const cel = validateCelRules(s, object, old, version, ratcheting);
  errors.push(...cel.errors);
  out.warnings = cel.warnings;
  out.unsupported = cel.unsupported;
  return out;
}

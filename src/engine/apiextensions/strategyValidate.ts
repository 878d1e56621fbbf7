// The schema half of customResourceStrategy.Validate and ValidateUpdate: the OpenAPI v3 schema
// (ValidateCustomResource), the x-kubernetes-list-type invariants (on update only when the old
// object kept them), then the x-kubernetes-validations rules — skipped with one error when a
// schema error makes the values unsafe to evaluate (hasBlockingErr). Mirrors apiextensions-apiserver
// pkg/registry/customresource/strategy.go (Validate, ValidateUpdate, hasBlockingErr).

import { type FieldError, invalid } from '../apimachinery/field.ts';
import type { JsonValue, KubernetesVersion } from '../apimachinery/types.ts';
import { CorrelatedObject } from './cel/correlation.ts';
import { hasXValidations, validateCelRules } from './cel/validation.ts';
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
): StrategyValidation {
  const errors = validateCustomResource(s, object, old);
  if (old === undefined || validateListSetsAndMaps('', s, old).length === 0)
    errors.push(...validateListSetsAndMaps('', s, object));
  const out: StrategyValidation = { errors, warnings: [], unsupported: [] };
  if (!hasXValidations(s)) return out;
  if (errors.some((e) => blockingTypes.has(e.type))) {
    errors.push(blockingError());
    return out;
  }
  // CRDValidationRatcheting (beta, on since 1.30): the update correlates new and old values.
  const ratcheting = old === undefined ? {} : { current: new CorrelatedObject(object, old, s) };
  const cel = validateCelRules(s, object, old, version, ratcheting);
  errors.push(...cel.errors);
  out.warnings = cel.warnings;
  out.unsupported = cel.unsupported;
  return out;
}

// validationOptions: what ValidateCustomResourceDefinition requires of every CRD, and what
// ValidateCustomResourceDefinitionUpdate stops requiring when the stored CRD already broke it, so
// that an update does not fail on what the server accepted before (schemas missing from some
// versions, defaults that pruning would change, conversion review versions the server does not
// know). Mirrors apiextensions-apiserver pkg/apis/apiextensions/validation/validation.go
// (validationOptions, requireOpenAPISchema, requirePrunedDefaults, schemaHasUnprunedDefaults,
// hasValidConversionReviewVersionOrEmpty).

import { marshalGo } from '../../apimachinery/goJson.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { requiresRecognizedReviewVersion } from './conversion.ts';
import { validateDefaults } from './schemaDefaults.ts';
import { validateStructural } from './structuralInvariants.ts';

/** The options of one validation. */
export interface SpecOptions {
  requireOpenAPISchema: boolean;
  requirePrunedDefaults: boolean;
  requireRecognizedConversionReviewVersion: boolean;
  requireValidPropertyType: boolean;
  requireAtomicSetType: boolean;
  requireMapListKeysMapSetValidation: boolean;
  /** findVersionsWithUnchangedSchemas: on an update, the versions whose schema is as stored. */
  unchangedSchemaVersions: ReadonlySet<string>;
}

const schemasOf = (crd: JsonObject): (JsonObject | undefined)[] => {
  const spec = isObject(crd['spec']) ? crd['spec'] : {};
  const versions = Array.isArray(spec['versions']) ? spec['versions'] : [];
  return versions.map((v: JsonValue) => {
    const schema = isObject(v) && isObject(v['schema']) ? v['schema'] : undefined;
    return schema !== undefined && isObject(schema['openAPIV3Schema'])
      ? schema['openAPIV3Schema']
      : undefined;
  });
};

/** SchemaHas(s, default != nil): a default anywhere in the schema. */
export function schemaHasDefault(s: JsonValue | undefined): boolean {
  if (Array.isArray(s)) return s.some(schemaHasDefault);
  if (!isObject(s)) return false;
  if (s['default'] !== undefined && s['default'] !== null) return true;
  const maps = ['properties', 'patternProperties', 'definitions', 'dependencies'];
  if (maps.some((k) => isObject(s[k]) && Object.values(s[k]).some(schemaHasDefault))) return true;
  return [
    'items',
    'additionalProperties',
    'additionalItems',
    'not',
    'allOf',
    'anyOf',
    'oneOf',
  ].some((k) => schemaHasDefault(s[k]));
}

/** specHasDefaults over the versions' schemas. */
export const hasDefaults = (schemas: readonly (JsonObject | undefined)[]): boolean =>
  schemas.some(schemaHasDefault);

// schemaHasUnprunedDefaults: a structural schema whose defaults pruning would change.
function hasUnprunedDefaults(schema: JsonObject | undefined): boolean {
  if (schema === undefined || !schemaHasDefault(schema)) return false;
  const at = { field: '', pointer: '' };
  if (validateStructural(schema, at).length > 0) return false;
  return validateDefaults(schema, at, true, '1.32').some(
    (e) => e.error.detail === 'must not have unknown fields',
  );
}

// GetSchemaForVersion by name (a v1 CRD carries each version's schema itself).
function schemaByVersion(crd: JsonObject): Map<string, string> {
  const spec = isObject(crd['spec']) ? crd['spec'] : {};
  const versions = Array.isArray(spec['versions']) ? spec['versions'] : [];
  const schemas = schemasOf(crd);
  const out = new Map<string, string>();
  versions.forEach((v: JsonValue, i: number) => {
    if (isObject(v) && typeof v['name'] === 'string')
      out.set(v['name'], marshalGo(schemas[i] ?? null));
  });
  return out;
}

// findVersionsWithUnchangedSchemas: semantically equal schemas, version by version.
function unchangedSchemaVersions(crd: JsonObject, old: JsonObject): Set<string> {
  const before = schemaByVersion(old);
  return new Set(
    [...schemaByVersion(crd)].flatMap(([name, schema]) =>
      before.get(name) === schema ? [name] : [],
    ),
  );
}

/**
 * The options for a create (`old` undefined) or an update of the stored CRD `old` to `crd`. On an
 * update, a version whose schema did not change is not held to the per-expression cost limit
 * (suppressPerExpressionCost): what the server accepted before keeps being accepted.
 */
export function specOptions(old: JsonObject | undefined, crd?: JsonObject): SpecOptions {
  const all: SpecOptions = {
    requireOpenAPISchema: true,
    requirePrunedDefaults: true,
    requireRecognizedConversionReviewVersion: true,
    requireValidPropertyType: true,
    requireAtomicSetType: true,
    requireMapListKeysMapSetValidation: true,
    unchangedSchemaVersions: new Set(),
  };
  if (old === undefined) return all;
  const schemas = schemasOf(old);
  const oldSpec = isObject(old['spec']) ? old['spec'] : {};
  return {
    ...all,
    requireOpenAPISchema: schemas.every((s) => s !== undefined),
    requirePrunedDefaults: !schemas.some(hasUnprunedDefaults),
    requireRecognizedConversionReviewVersion: requiresRecognizedReviewVersion(oldSpec),
    unchangedSchemaVersions: crd === undefined ? new Set() : unchangedSchemaVersions(crd, old),
  };
}

// validateCustomResourceDefinitionValidation: one openAPIV3Schema of a CRD. With the status
// subresource only some fields may be set at the root (status's schema is cut out of it), the root
// may not be nullable; then the structural invariants, else the defaults, else — both passed — the
// CEL context exists; then the OpenAPI schema walk (openAPISchema.ts). Mirrors
// apiextensions-apiserver pkg/apis/apiextensions/validation/validation.go
// (validateCustomResourceDefinitionValidation, allowedFieldsAtRootSchema).

import { forbidden, invalid } from '../../apimachinery/field.ts';
import { goString, goText } from '../../apimachinery/goValue.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import type { JsonObject, JsonValue, KubernetesVersion } from '../../apimachinery/types.ts';
import { childOf, type LocatedError, type Place } from './located.ts';
import { validateOpenAPISchema } from './openAPISchema.ts';
import { validateDefaults } from './schemaDefaults.ts';
import type { SpecOptions } from './specOptions.ts';
import { validateStructural } from './structuralInvariants.ts';

// apiextensions.JSONSchemaProps's fields in declaration order, with their JSON names.
const FIELDS: [string, string][] = [
  ['ID', 'id'],
  ['Schema', '$schema'],
  ['Ref', '$ref'],
  ['Description', 'description'],
  ['Type', 'type'],
  ['Nullable', 'nullable'],
  ['Format', 'format'],
  ['Title', 'title'],
  ['Default', 'default'],
  ['Maximum', 'maximum'],
  ['ExclusiveMaximum', 'exclusiveMaximum'],
  ['Minimum', 'minimum'],
  ['ExclusiveMinimum', 'exclusiveMinimum'],
  ['MaxLength', 'maxLength'],
  ['MinLength', 'minLength'],
  ['Pattern', 'pattern'],
  ['MaxItems', 'maxItems'],
  ['MinItems', 'minItems'],
  ['UniqueItems', 'uniqueItems'],
  ['MultipleOf', 'multipleOf'],
  ['Enum', 'enum'],
  ['MaxProperties', 'maxProperties'],
  ['MinProperties', 'minProperties'],
  ['Required', 'required'],
  ['Items', 'items'],
  ['AllOf', 'allOf'],
  ['OneOf', 'oneOf'],
  ['AnyOf', 'anyOf'],
  ['Not', 'not'],
  ['Properties', 'properties'],
  ['AdditionalProperties', 'additionalProperties'],
  ['PatternProperties', 'patternProperties'],
  ['Dependencies', 'dependencies'],
  ['AdditionalItems', 'additionalItems'],
  ['Definitions', 'definitions'],
  ['ExternalDocs', 'externalDocs'],
  ['Example', 'example'],
  ['XPreserveUnknownFields', 'x-kubernetes-preserve-unknown-fields'],
  ['XEmbeddedResource', 'x-kubernetes-embedded-resource'],
  ['XIntOrString', 'x-kubernetes-int-or-string'],
  ['XListMapKeys', 'x-kubernetes-list-map-keys'],
  ['XListType', 'x-kubernetes-list-type'],
  ['XMapType', 'x-kubernetes-map-type'],
  ['XValidations', 'x-kubernetes-validations'],
];

const ALLOWED_AT_ROOT = [
  'Description',
  'Type',
  'Format',
  'Title',
  'Maximum',
  'ExclusiveMaximum',
  'Minimum',
  'ExclusiveMinimum',
  'MaxLength',
  'MinLength',
  'Pattern',
  'MaxItems',
  'MinItems',
  'UniqueItems',
  'MultipleOf',
  'Required',
  'Items',
  'Properties',
  'ExternalDocs',
  'Example',
  'XPreserveUnknownFields',
  'XValidations',
];

// reflect.DeepEqual with the field's zero value: false, "", and absent (nil) are zero.
const isZero = (v: JsonValue | undefined): boolean =>
  v === undefined || v === null || v === false || v === '';

function statusRoot(schema: JsonObject, at: Place): LocatedError[] {
  for (const [name, json] of FIELDS) {
    if (isZero(schema[json])) continue;
    if (name === 'Type') {
      if (schema['type'] === 'object') continue;
      const p = childOf(at, 'type');
      const type = typeof schema['type'] === 'string' ? schema['type'] : '';
      return [
        {
          error: invalid(
            p.field,
            goString(type),
            'only "object" is allowed as the type at the root of the schema if the status subresource is enabled',
          ),
          pointer: p.pointer,
        },
      ];
    }
    if (!ALLOWED_AT_ROOT.includes(name))
      return [
        {
          // %#v of the whole JSONSchemaProps, abbreviated, or its JSON (1.34)
          error: invalid(
            at.field,
            goText('apiextensions.JSONSchemaProps{…}', marshalGo(schema)),
            `only [${ALLOWED_AT_ROOT.join(' ')}] fields are allowed at the root of the schema if the status subresource is enabled`,
          ),
          pointer: `${at.pointer}/${json}`,
        },
      ];
  }
  return [];
}

/** The errors of one version's (or the shared) openAPIV3Schema at `at`. */
export function validateSchema(
  schema: JsonObject,
  at: Place,
  statusEnabled: boolean,
  o: SpecOptions,
  version: KubernetesVersion,
  // the version's schema is as stored: no per-expression cost limit (suppressPerExpressionCost)
  suppressPerExpressionCost = false,
): LocatedError[] {
  const out: LocatedError[] = statusEnabled ? statusRoot(schema, at) : [];
  if (schema['nullable'] === true) {
    const p = childOf(at, 'nullable');
    out.push({
      error: forbidden(p.field, 'nullable cannot be true at the root'),
      pointer: p.pointer,
    });
  }
  let cel = false;
  const structural = validateStructural(schema, at);
  if (structural.length > 0) out.push(...structural);
  else {
    const defaults = validateDefaults(schema, at, o.requirePrunedDefaults, version);
    if (defaults.length > 0) out.push(...defaults);
    else cel = true;
  }
  out.push(...validateOpenAPISchema(schema, at, { ...o, version, cel, suppressPerExpressionCost }));
  return out;
}

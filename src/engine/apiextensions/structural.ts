// Package apiextensions mirrors k8s.io/apiextensions-apiserver pkg/apiserver/schema and
// pkg/apiserver/validation: custom resources against their CRD's structural schema.
//
// The parts of a CRD version's openAPIV3Schema that pruning, defaulting and validation read, as a
// typed tree. Mirrors apiextensions-apiserver pkg/apiserver/schema/structural.go (Structural,
// Generic, Extensions, ValueValidation) and convert.go (NewStructural), reading the JSON of
// apiextensions.k8s.io/v1 JSONSchemaProps directly. allOf/anyOf/oneOf/not are kept as value
// validations only (they hold no types in a structural schema: schema.NestedValueValidation).

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** One x-kubernetes-validations entry (apiextensions.ValidationRule). */
export interface ValidationRule {
  rule: string;
  message: string;
  messageExpression: string;
  /** FieldValueInvalid (the default), FieldValueForbidden, FieldValueRequired or FieldValueDuplicate. */
  reason?: string;
  fieldPath: string;
  optionalOldSelf: boolean;
}

/** A structural schema node (schema.Structural). */
export interface Structural {
  type?: string;
  format?: string;
  nullable: boolean;
  /** In declaration order: pruning and defaulting walk them in this order. */
  properties: Map<string, Structural>;
  /** additionalProperties as a schema (`true` is kept as allows with no schema). */
  additionalProperties?: Structural;
  additionalPropertiesAllows?: boolean;
  items?: Structural;
  default?: JsonValue;
  required: string[];
  enum?: JsonValue[];
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minItems?: number;
  maxProperties?: number;
  minProperties?: number;
  maximum?: number;
  exclusiveMaximum: boolean;
  minimum?: number;
  exclusiveMinimum: boolean;
  multipleOf?: number;
  uniqueItems: boolean;
  xPreserveUnknownFields: boolean;
  xEmbeddedResource: boolean;
  xIntOrString: boolean;
  xListType?: string;
  xListMapKeys: string[];
  /** x-kubernetes-map-type: granular (the default) or atomic. */
  xMapType?: string;
  xValidations: ValidationRule[];
  /** The junctors' value validations (schema.ValueValidation AllOf, AnyOf, OneOf, Not). */
  allOf: Structural[];
  anyOf: Structural[];
  oneOf: Structural[];
  not?: Structural;
}

const rules = (v: JsonValue | undefined): ValidationRule[] =>
  Array.isArray(v)
    ? v
        .flatMap((x) => (isObject(x) ? [x] : []))
        .map((r) => {
          const rule: ValidationRule = {
            rule: typeof r['rule'] === 'string' ? r['rule'] : '',
            message: typeof r['message'] === 'string' ? r['message'] : '',
            messageExpression:
              typeof r['messageExpression'] === 'string' ? r['messageExpression'] : '',
            fieldPath: typeof r['fieldPath'] === 'string' ? r['fieldPath'] : '',
            optionalOldSelf: r['optionalOldSelf'] === true,
          };
          if (typeof r['reason'] === 'string' && r['reason'] !== '') rule.reason = r['reason'];
          return rule;
        })
    : [];

const schemas = (v: JsonValue | undefined): Structural[] =>
  Array.isArray(v) ? v.flatMap((x) => (isObject(x) ? [structuralFrom(x)] : [])) : [];

const num = (v: JsonValue | undefined): number | undefined =>
  typeof v === 'number' ? v : undefined;
const str = (v: JsonValue | undefined): string | undefined =>
  typeof v === 'string' && v !== '' ? v : undefined;
const strings = (v: JsonValue | undefined): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

/** Reads a JSONSchemaProps object (schema.NewStructural, without its structural-ness checks). */
export function structuralFrom(json: JsonObject): Structural {
  const properties = new Map<string, Structural>();
  if (isObject(json['properties'])) {
    for (const [k, v] of Object.entries(json['properties']))
      if (isObject(v)) properties.set(k, structuralFrom(v));
  }
  const s: Structural = {
    nullable: json['nullable'] === true,
    properties,
    required: strings(json['required']),
    exclusiveMaximum: json['exclusiveMaximum'] === true,
    exclusiveMinimum: json['exclusiveMinimum'] === true,
    uniqueItems: json['uniqueItems'] === true,
    xPreserveUnknownFields: json['x-kubernetes-preserve-unknown-fields'] === true,
    xEmbeddedResource: json['x-kubernetes-embedded-resource'] === true,
    xIntOrString: json['x-kubernetes-int-or-string'] === true,
    xListMapKeys: strings(json['x-kubernetes-list-map-keys']),
    xValidations: rules(json['x-kubernetes-validations']),
    allOf: schemas(json['allOf']),
    anyOf: schemas(json['anyOf']),
    oneOf: schemas(json['oneOf']),
  };
  const set = <K extends keyof Structural>(k: K, v: Structural[K] | undefined): void => {
    if (v !== undefined) s[k] = v;
  };
  set('type', str(json['type']));
  set('format', str(json['format']));
  set('pattern', str(json['pattern']));
  set('xListType', str(json['x-kubernetes-list-type']));
  set('xMapType', str(json['x-kubernetes-map-type']));
  if (isObject(json['not'])) s.not = structuralFrom(json['not']);
  for (const k of [
    'maxLength',
    'minLength',
    'maxItems',
    'minItems',
    'maxProperties',
    'minProperties',
    'maximum',
    'minimum',
    'multipleOf',
  ] as const) {
    set(k, num(json[k]));
  }
  if (Array.isArray(json['enum'])) s.enum = json['enum'];
  if (json['default'] !== undefined) s.default = json['default'];
  const ap = json['additionalProperties'];
  if (isObject(ap)) s.additionalProperties = structuralFrom(ap);
  else if (typeof ap === 'boolean') s.additionalPropertiesAllows = ap;
  if (isObject(json['items'])) s.items = structuralFrom(json['items']);
  return s;
}

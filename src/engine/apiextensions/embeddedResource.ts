// The type and object meta of embedded resources (`x-kubernetes-embedded-resource: true`):
// apiVersion and kind required and well formed, metadata checked as an object's metadata is (its
// name may be empty). Mirrors apiextensions-apiserver pkg/apiserver/schema/objectmeta/validation.go
// (Validate, validateEmbeddedResource) as customResourceStrategy.Validate calls it (not at the
// root, which the generic ObjectMeta check covers). The metadata check is passed in: it lives in
// the validation package, above this one.

import { type FieldError, invalid, required } from '../apimachinery/field.ts';
import { goString } from '../apimachinery/goValue.ts';
import { isObject } from '../apimachinery/isObject.ts';
import { isDNS1035Label } from '../apimachinery/names.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { jsonBadValue } from './goSharpV.ts';
import type { Structural } from './structural.ts';

/** ValidateObjectMeta of an embedded object's metadata at `path` ("spec.template.metadata"). */
export type EmbeddedMetaValidator = (object: JsonObject, path: string) => FieldError[];

const child = (path: string, name: string): string => (path === '' ? name : `${path}.${name}`);

// schema.ParseGroupVersion: at most one "/".
const groupVersionError = (gv: string): string | undefined =>
  gv.split('/').length > 2 ? `unexpected GroupVersion string: ${gv}` : undefined;

function validateEmbeddedResource(
  path: string,
  x: JsonObject,
  validateMeta: EmbeddedMetaValidator,
): FieldError[] {
  const errs: FieldError[] = [];
  if (!('apiVersion' in x)) errs.push(required(child(path, 'apiVersion'), 'must not be empty'));
  if (!('kind' in x)) errs.push(required(child(path, 'kind'), 'must not be empty'));
  const apiVersion = x['apiVersion'];
  if (apiVersion !== undefined) {
    const at = child(path, 'apiVersion');
    if (typeof apiVersion !== 'string')
      errs.push(invalid(at, jsonBadValue(apiVersion), 'must be a string'));
    else if (apiVersion === '') errs.push(invalid(at, goString(apiVersion), 'must not be empty'));
    else {
      const e = groupVersionError(apiVersion);
      if (e !== undefined) errs.push(invalid(at, goString(apiVersion), e));
    }
  }
  const kind = x['kind'];
  if (kind !== undefined) {
    const at = child(path, 'kind');
    if (typeof kind !== 'string') errs.push(invalid(at, jsonBadValue(kind), 'must be a string'));
    else if (kind === '') errs.push(invalid(at, goString(kind), 'must not be empty'));
    else {
      const e = isDNS1035Label(kind.toLowerCase());
      if (e.length > 0)
        errs.push(
          invalid(
            at,
            goString(kind),
            `may have mixed case, but should otherwise match: ${e.join(',')}`,
          ),
        );
    }
  }
  if (isObject(x['metadata'])) errs.push(...validateMeta(x, child(path, 'metadata')));
  return errs;
}

function validate(
  path: string,
  x: JsonValue,
  s: Structural | undefined,
  validateMeta: EmbeddedMetaValidator,
): FieldError[] {
  if (s === undefined) return [];
  const errs: FieldError[] = [];
  if (Array.isArray(x)) {
    x.forEach((v, i) => errs.push(...validate(`${path}[${i}]`, v, s.items, validateMeta)));
    return errs;
  }
  if (!isObject(x)) return errs;
  if (s.xEmbeddedResource) errs.push(...validateEmbeddedResource(path, x, validateMeta));
  for (const [k, v] of Object.entries(x)) {
    const prop = s.properties.get(k);
    if (prop !== undefined) errs.push(...validate(child(path, k), v, prop, validateMeta));
    else if (s.additionalProperties !== undefined)
      errs.push(...validate(`${path}[${k}]`, v, s.additionalProperties, validateMeta));
  }
  return errs;
}

/** schemaobjectmeta.Validate(nil, obj, schema, false): the embedded resources under the root. */
export const validateEmbeddedResources = (
  s: Structural,
  object: JsonValue,
  validateMeta: EmbeddedMetaValidator,
): FieldError[] => validate('', object, s, validateMeta);

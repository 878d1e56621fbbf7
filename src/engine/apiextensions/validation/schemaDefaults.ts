// ValidateDefaults: every `default:` of a CRD schema must survive pruning ("must not have unknown
// fields", when the old CRD had no unpruned defaults), validate against its own node of the schema,
// then satisfy the node's x-kubernetes-validations (with the default as its own old value, then —
// CRDValidationRatcheting — without one), the errors placed under `<node>.default`. Walked
// top-down: the node's default, its items, then its properties in schema order (Go walks its map in
// random order). Mirrors apiextensions-apiserver pkg/apiserver/schema/defaulting/validation.go
// (ValidateDefaults, validate). Not ported: the metadata coercion and validation of defaults inside
// an embedded resource's metadata; a rule the playground's CEL cannot evaluate is not checked.

import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { jsonBadValue } from '../goSharpV.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { hasXValidations, validateCelRules } from '../cel/validation.ts';
import { pruneWithOptions } from '../prune.ts';
import { structuralFrom } from '../structural.ts';
import { validateCustomResource } from '../validate.ts';
import { childOf, keyOf, type LocatedError, type Place } from './located.ts';

const META = new Set(['metadata', 'apiVersion', 'kind']);

// kubeOpenAPIResultToFieldErrors(pth.Child("default"), …): the validator's names below the default.
function under(e: FieldError, at: Place): LocatedError {
  const field = e.field === '' || e.field === '<nil>' ? at.field : `${at.field}.${e.field}`;
  return { error: { ...e, field }, pointer: at.pointer };
}

interface Walk {
  requirePruned: boolean;
  version: KubernetesVersion;
  out: LocatedError[];
}

function walk(
  s: JsonObject,
  at: Place,
  insideMeta: boolean,
  isResourceRoot: boolean,
  w: Walk,
): void {
  const out = w.out;
  const embedded = isResourceRoot || s['x-kubernetes-embedded-resource'] === true;
  // an embedded resource starts a new object: its metadata is inside meta again below it
  const meta = embedded ? false : insideMeta;
  const dflt = s['default'];
  if (dflt !== undefined && dflt !== null) {
    const node = structuralFrom(s);
    const at2 = childOf(at, 'default');
    if (!meta && w.requirePruned) {
      const pruned = pruneWithOptions(dflt, { ...node, xEmbeddedResource: embedded }, embedded);
      if (marshalGo(pruned.value) !== marshalGo(dflt))
        out.push({
          error: invalid(at2.field, jsonBadValue(dflt), 'must not have unknown fields'),
          pointer: at2.pointer,
        });
    }
    const schemaErrors = validateCustomResource(node, dflt);
    out.push(...schemaErrors.map((e) => under(e, at2)));
    if (schemaErrors.length === 0 && hasXValidations(node)) {
      let cel = validateCelRules(node, dflt, dflt, w.version).errors;
      if (cel.length === 0) cel = validateCelRules(node, dflt, undefined, w.version).errors;
      out.push(...cel.map((e) => under(e, at2)));
    }
  }
  if (isObject(s['items'])) walk(s['items'], childOf(at, 'items'), meta, false, w);
  if (isObject(s['properties']))
    for (const [k, v] of Object.entries(s['properties']))
      if (isObject(v))
        walk(v, keyOf(at, 'properties', k), meta || (embedded && META.has(k)), false, w);
}

/** The default values' errors of a structural schema at `at` (the resource root). */
export function validateDefaults(
  schema: JsonObject,
  at: Place,
  requirePrunedDefaults: boolean,
  version: KubernetesVersion,
): LocatedError[] {
  const w: Walk = { requirePruned: requirePrunedDefaults, version, out: [] };
  walk(schema, at, false, true, w);
  return w.out;
}

// ValidateCustomResourceDefinitionOpenAPISchema: the walk over a CRD schema that refuses what the
// server does not support (id, $ref, patternProperties, type null, uniqueItems, …), defaults where
// they cannot be pruned (top-level metadata, apiVersion, kind; additionalProperties inside object
// metadata), the x-kubernetes-* extensions' combinations, and the x-kubernetes-validations rules.
// Schema errors of the whole tree come first, then the CEL errors; a node's rules are compiled only
// when it and the nodes below it have no schema errors, and only over a schema whose structural
// and default checks passed (`cel`). Mirrors apiextensions-apiserver
// pkg/apis/apiextensions/validation/validation.go (ValidateCustomResourceDefinitionOpenAPISchema,
// specStandardValidatorV3, validateMapListKeysMapSet). Properties are walked in schema order
// (Go walks its map in random order).

import { type FieldError, forbidden, notSupported } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { childOf, indexOf, keyOf, type LocatedError, type Place } from './located.ts';
import { validateListAndMapTypes } from './listAndMapTypes.ts';
import { childMaxCardinality, TotalCost } from '../cel/costLimits.ts';
import { ruleCelErrors, ruleFieldErrors, totalCostErrors } from './rules.ts';

/** openapiV3Types.List(), sorted. */
const TYPES = ['array', 'boolean', 'integer', 'number', 'object', 'string'];
const META_FIELDS = new Set(['metadata', 'kind', 'apiVersion']);

/** specStandardValidatorV3: what the walk carries down. */
interface Ssv {
  allowDefaults: boolean;
  disallowDefaultsReason: string;
  insideResourceMeta: boolean;
  /** The first ancestor whose values cannot be correlated between two revisions. */
  uncorrelatable?: string;
}

/** The validation options that matter to the walk (validationOptions). */
export interface SchemaWalkOptions {
  version: KubernetesVersion;
  requireValidPropertyType: boolean;
  requireAtomicSetType: boolean;
  requireMapListKeysMapSetValidation: boolean;
  /** A CEL context exists: the schema is structural and its defaults valid. */
  cel: boolean;
  /** An update left this schema as stored: its rules are not held to the per-expression limit. */
  suppressPerExpressionCost?: boolean;
}

interface Lists {
  schema: LocatedError[];
  cel: LocatedError[];
}

const push = (list: LocatedError[], place: Place, e: FieldError): void => {
  list.push({ error: { ...e, field: place.field }, pointer: place.pointer });
};
const str = (s: JsonObject, k: string): string | undefined =>
  typeof s[k] === 'string' ? s[k] : undefined;
const nonEmpty = (v: unknown): boolean =>
  isObject(v as never) ? Object.keys(v as object).length > 0 : false;

// specStandardValidatorV3.validate
function standard(s: JsonObject, at: Place, ssv: Ssv, o: SchemaWalkOptions): LocatedError[] {
  const out: LocatedError[] = [];
  const type = str(s, 'type') ?? '';
  if (o.requireValidPropertyType && type !== '' && !TYPES.includes(type))
    push(out, childOf(at, 'type'), notSupported('', goString(type), TYPES));
  if (s['default'] !== undefined && s['default'] !== null && !ssv.allowDefaults) {
    const reason = ssv.disallowDefaultsReason;
    push(out, childOf(at, 'default'), forbidden('', `must not be set${reason && ` ${reason}`}`));
  }
  if (typeof s['id'] === 'string' && s['id'] !== '')
    push(out, childOf(at, 'id'), forbidden('', 'id is not supported'));
  if (s['additionalItems'] !== undefined && s['additionalItems'] !== null)
    push(out, childOf(at, 'additionalItems'), forbidden('', 'additionalItems is not supported'));
  if (nonEmpty(s['patternProperties']))
    push(
      out,
      childOf(at, 'patternProperties'),
      forbidden('', 'patternProperties is not supported'),
    );
  if (nonEmpty(s['definitions']))
    push(out, childOf(at, 'definitions'), forbidden('', 'definitions is not supported'));
  if (s['dependencies'] !== undefined && s['dependencies'] !== null)
    push(out, childOf(at, 'dependencies'), forbidden('', 'dependencies is not supported'));
  if (s['$ref'] !== undefined && s['$ref'] !== null)
    push(out, childOf(at, '$ref'), forbidden('', '$ref is not supported'));
  if (type === 'null')
    push(
      out,
      childOf(at, 'type'),
      forbidden('', 'type cannot be set to null, use nullable as an alternative'),
    );
  if (Array.isArray(s['items']) && s['items'].length > 0)
    push(
      out,
      childOf(at, 'items'),
      forbidden('', 'items must be a schema object and not an array'),
    );
  if (ssv.insideResourceMeta && s['x-kubernetes-embedded-resource'] === true)
    push(
      out,
      childOf(at, 'x-kubernetes-embedded-resource'),
      forbidden('', 'must not be used inside of resource meta'),
    );
  return out;
}

const forbidDefaults = (ssv: Ssv, reason: string): Ssv => ({
  ...ssv,
  allowDefaults: false,
  disallowDefaultsReason: reason,
});
const forbidOldSelf = (ssv: Ssv, at: Place): Ssv =>
  ssv.uncorrelatable === undefined ? { ...ssv, uncorrelatable: at.field } : ssv;

function walk(
  s: JsonObject,
  at: Place,
  ssv: Ssv,
  isRoot: boolean,
  o: SchemaWalkOptions,
  cel: boolean,
  // MaxCardinality of this node (undefined: unbounded) and the schema's total estimated cost
  card: number | undefined,
  total: TotalCost<Place>,
): Lists {
  const child = childMaxCardinality(card, s);
  const all: Lists = { schema: standard(s, at, ssv, o), cel: [] };
  const add = (l: Lists): void => {
    all.schema.push(...l.schema);
    all.cel.push(...l.cel);
  };
  if (s['uniqueItems'] === true)
    push(
      all.schema,
      childOf(at, 'uniqueItems'),
      forbidden(
        '',
        'uniqueItems cannot be set to true since the runtime complexity becomes quadratic',
      ),
    );
  const ap = s['additionalProperties'];
  const props = isObject(s['properties']) ? s['properties'] : {};
  if (ap !== undefined && ap !== null) {
    if (Object.keys(props).length > 0 && (ap === false || isObject(ap)))
      push(
        all.schema,
        childOf(at, 'additionalProperties'),
        forbidden('', 'additionalProperties and properties are mutual exclusive'),
      );
    // pruning without an actual value is ambiguous there
    const sub = ssv.insideResourceMeta
      ? forbidDefaults(ssv, 'inside additionalProperties applying to object metadata')
      : ssv;
    if (isObject(ap))
      add(walk(ap, childOf(at, 'additionalProperties'), sub, false, o, cel, child, total));
  }
  const embedded = s['x-kubernetes-embedded-resource'] === true;
  for (const [k, v] of Object.entries(props)) {
    if (!isObject(v)) continue;
    let sub = ssv;
    if (str(s, 'x-kubernetes-map-type') === 'atomic') sub = forbidOldSelf(sub, at);
    if ((isRoot || embedded) && META_FIELDS.has(k)) {
      sub = { ...sub, insideResourceMeta: true };
      if (isRoot) sub = forbidDefaults(sub, `in top-level ${k}`);
    }
    add(walk(v, keyOf(at, 'properties', k), sub, false, o, cel, child, total));
  }
  // the junctors have no CEL context: their rules are not compiled
  if (isObject(s['not']))
    add(walk(s['not'], childOf(at, 'not'), ssv, false, o, false, child, total));
  for (const j of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = s[j];
    if (Array.isArray(list))
      list.forEach((x, i) => {
        if (isObject(x))
          add(walk(x, indexOf(childOf(at, j), i), ssv, false, o, false, child, total));
      });
  }
  if (isObject(s['items'])) {
    const sub = s['x-kubernetes-list-type'] === 'map' ? ssv : forbidOldSelf(ssv, at);
    add(walk(s['items'], childOf(at, 'items'), sub, false, o, cel, child, total));
  }
  all.schema.push(...validateListAndMapTypes(s, at, o));
  all.schema.push(...ruleFieldErrors(s, at));
  // a schema error here or below makes the CEL types unreliable: the rules are not compiled
  if (all.schema.length === 0 && cel)
    all.cel.push(
      ...ruleCelErrors(s, at, o.version, ssv.uncorrelatable, {
        isResourceRoot: isRoot || embedded,
        maxCardinality: card,
        totalCost: total,
        suppressPerExpressionCost: o.suppressPerExpressionCost === true,
      }),
    );
  return all;
}

/** The errors of a CRD's openAPIV3Schema at `at`: schema errors first, then CEL errors. */
export function validateOpenAPISchema(
  schema: JsonObject,
  at: Place,
  o: SchemaWalkOptions,
): LocatedError[] {
  const ssv: Ssv = { allowDefaults: true, disallowDefaultsReason: '', insideResourceMeta: false };
  const total = new TotalCost<Place>();
  const all = walk(schema, at, ssv, true, o, o.cel, 1, total);
  // the total is checked only after the whole schema's rules were estimated
  return [...all.schema, ...all.cel, ...totalCostErrors(total, at)];
}

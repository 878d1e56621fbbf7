// The checks of a CRD's x-kubernetes-validations when the CRD is written: the rule's own fields
// (rule, message, messageExpression, reason, fieldPath), and compiling each rule in the environment
// for new expressions with `self` typed by the node's schema, with oldSelf refused where old and new
// values cannot be correlated and optionalOldSelf where oldSelf is not used, and the estimated cost
// limits per expression and per CRD (../cel/costLimits.ts). openAPISchema.ts decides where each
// runs. Mirrors apiextensions-apiserver pkg/apis/apiextensions/validation/validation.go
// (ValidateCustomResourceDefinitionOpenAPISchema's x-kubernetes-validations part).

import {
  type FieldError,
  forbidden,
  internalError,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { goBool, goString, goText } from '../../apimachinery/goValue.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { compileRules } from '../cel/compilation.ts';
import {
  CONTRIBUTED_TO_TOTAL_MESSAGE,
  costErrorMessage,
  expressionCost,
  STATIC_ESTIMATED_COST_LIMIT,
  STATIC_ESTIMATED_CRD_COST_LIMIT,
  TOTAL_COST_NAME,
  TotalCost,
} from '../cel/costLimits.ts';
import { validFieldPath } from '../cel/fieldPath.ts';
import { structuralFrom, type ValidationRule } from '../structural.ts';
import { childOf, indexOf, type LocatedError, type Place } from './located.ts';

/** supportedValidationReason.List(), sorted. */
const REASONS = [
  'FieldValueDuplicate',
  'FieldValueForbidden',
  'FieldValueInvalid',
  'FieldValueRequired',
];

// A rule as field.Invalid prints it: %#v of apiextensions.ValidationRule up to 1.33 (a set pointer
// prints as an address, which the playground cannot know: 0xc000000000), its JSON from 1.34.
function ruleValue(raw: JsonObject, r: ValidationRule) {
  const ptr = (type: string, set: boolean): string => `(*${type})(${set ? '0xc000000000' : 'nil'})`;
  const legacy =
    `apiextensions.ValidationRule{Rule:${goQuote(r.rule)}, Message:${goQuote(r.message)}, ` +
    `MessageExpression:${goQuote(r.messageExpression)}, ` +
    `Reason:${ptr('apiextensions.FieldValueErrorReason', r.reason !== undefined)}, ` +
    `FieldPath:${goQuote(r.fieldPath)}, OptionalOldSelf:${ptr('bool', 'optionalOldSelf' in raw)}}`;
  const json: JsonObject = { rule: r.rule };
  if (r.message !== '') json['message'] = r.message;
  if (r.messageExpression !== '') json['messageExpression'] = r.messageExpression;
  if (r.reason !== undefined) json['reason'] = r.reason;
  if (r.fieldPath !== '') json['fieldPath'] = r.fieldPath;
  if (typeof raw['optionalOldSelf'] === 'boolean') json['optionalOldSelf'] = raw['optionalOldSelf'];
  return goText(legacy, marshalGo(json));
}

const hasNewlines = (s: string): boolean => s.includes('\n');

const rulesOf = (s: JsonObject): JsonObject[] =>
  Array.isArray(s['x-kubernetes-validations'])
    ? s['x-kubernetes-validations'].flatMap((x) => (isObject(x) ? [x] : []))
    : [];

const push = (list: LocatedError[], place: Place, e: FieldError): void => {
  list.push({ error: { ...e, field: place.field }, pointer: place.pointer });
};

/** The rules' own fields at a schema node (upstream's SchemaErrors for x-kubernetes-validations). */
export function ruleFieldErrors(s: JsonObject, at: Place): LocatedError[] {
  const schemaErrors: LocatedError[] = [];
  if (rulesOf(s).length === 0) return schemaErrors;
  const node = structuralFrom(s);
  const base = childOf(at, 'x-kubernetes-validations');
  node.xValidations.forEach((r, i) => {
    const p = indexOf(base, i);
    const msg = r.message.trim();
    const rule = r.rule.trim();
    if (rule === '') push(schemaErrors, childOf(p, 'rule'), required('', 'rule is not specified'));
    else if (r.message !== '' && msg === '')
      push(
        schemaErrors,
        childOf(p, 'message'),
        invalid('', goString(r.message), 'message must be non-empty if specified'),
      );
    else if (hasNewlines(msg))
      push(
        schemaErrors,
        childOf(p, 'message'),
        invalid('', goString(r.message), 'message must not contain line breaks'),
      );
    else if (hasNewlines(rule) && msg === '')
      push(
        schemaErrors,
        childOf(p, 'message'),
        required('', 'message must be specified if rule contains line breaks'),
      );
    if (r.messageExpression !== '' && r.messageExpression.trim() === '')
      push(
        schemaErrors,
        childOf(p, 'messageExpression'),
        required('', 'messageExpression must be non-empty if specified'),
      );
    if (r.reason !== undefined && !REASONS.includes(r.reason))
      push(schemaErrors, childOf(p, 'reason'), notSupported('', goString(r.reason), REASONS));
    if (r.fieldPath !== '' && r.fieldPath.trim() === '')
      push(
        schemaErrors,
        childOf(p, 'fieldPath'),
        invalid('', goString(r.fieldPath), 'fieldPath must be non-empty if specified'),
      );
    if (hasNewlines(r.fieldPath))
      push(
        schemaErrors,
        childOf(p, 'fieldPath'),
        invalid('', goString(r.fieldPath), 'fieldPath must not contain line breaks'),
      );
    if (r.fieldPath !== '' && !validFieldPath(r.fieldPath, node).ok)
      push(
        schemaErrors,
        childOf(p, 'fieldPath'),
        invalid('', goString(r.fieldPath), 'fieldPath must be a valid path'),
      );
  });
  return schemaErrors;
}

/** Where a node sits: the root or an embedded resource, and its MaxCardinality (undefined: unbounded). */
export interface CelContext {
  isResourceRoot: boolean;
  maxCardinality: number | undefined;
  /** The estimated costs of the whole schema's expressions (TotalCost). */
  totalCost: TotalCost<Place>;
  /** The schema is as stored (an update): the per-expression limit is not applied, the total still is. */
  suppressPerExpressionCost: boolean;
}

/**
 * The rules compiled at a schema node (upstream's CELErrors): compile errors, the estimated cost
 * limit per expression, and oldSelf where the node lies within the uncorrelatable portion
 * `uncorrelatable` of the schema.
 */
export function ruleCelErrors(
  s: JsonObject,
  at: Place,
  version: KubernetesVersion,
  uncorrelatable: string | undefined,
  ctx: CelContext,
): LocatedError[] {
  const out: LocatedError[] = [];
  const raws = rulesOf(s);
  if (raws.length === 0) return out;
  const node = structuralFrom(s);
  const base = childOf(at, 'x-kubernetes-validations');
  const compiled = compileRules(node, node.xValidations, ctx.isResourceRoot, version, 'new');
  if (!compiled.ok) {
    push(
      out,
      base,
      internalError(
        '',
        'internal error: failed to construct type information for x-kubernetes-validations rules: unable to convert structural schema to CEL declarations',
      ),
    );
    return out;
  }
  node.xValidations.forEach((r, i) => {
    const p = indexOf(base, i);
    const raw = raws[i]!;
    const c = compiled.results[i]!;
    const cost = expressionCost(c.maxCost, ctx.maxCardinality, c.maxCardinality);
    if (!ctx.suppressPerExpressionCost && cost > STATIC_ESTIMATED_COST_LIMIT)
      push(
        out,
        childOf(p, 'rule'),
        forbidden('', costErrorMessage('estimated rule cost', cost, STATIC_ESTIMATED_COST_LIMIT)),
      );
    ctx.totalCost.observe(childOf(p, 'rule'), cost);
    if (c.error !== undefined)
      push(out, childOf(p, 'rule'), invalid('', ruleValue(raw, r), c.error));
    if (c.messageExpressionError !== undefined)
      push(
        out,
        childOf(p, 'messageExpression'),
        invalid('', ruleValue(raw, r), c.messageExpressionError),
      );
    else if (c.messageExpression !== undefined) {
      const mat = childOf(p, 'messageExpression');
      if (
        !ctx.suppressPerExpressionCost &&
        c.messageExpressionMaxCost > STATIC_ESTIMATED_COST_LIMIT
      )
        push(
          out,
          mat,
          forbidden(
            '',
            costErrorMessage(
              'estimated messageExpression cost',
              c.messageExpressionMaxCost,
              STATIC_ESTIMATED_COST_LIMIT,
            ),
          ),
        );
      ctx.totalCost.observe(mat, c.messageExpressionMaxCost);
    }
    if (c.usesOldSelf) {
      if (uncorrelatable !== undefined)
        push(
          out,
          childOf(p, 'rule'),
          invalid(
            '',
            goString(r.rule),
            `oldSelf cannot be used on the uncorrelatable portion of the schema within ${uncorrelatable}`,
          ),
        );
    } else if (typeof raw['optionalOldSelf'] === 'boolean' && c.program !== undefined)
      push(
        out,
        childOf(p, 'optionalOldSelf'),
        invalid(
          '',
          goBool(raw['optionalOldSelf']),
          'may not be set if oldSelf is not used in rule',
        ),
      );
  });
  return out;
}

/** The total estimated cost over the whole schema, checked once all its rules were estimated. */
export function totalCostErrors(totalCost: TotalCost<Place>, at: Place): LocatedError[] {
  if (totalCost.total <= STATIC_ESTIMATED_CRD_COST_LIMIT) return [];
  return [
    ...totalCost.mostExpensive.map((e) => ({
      error: forbidden(e.path.field, CONTRIBUTED_TO_TOTAL_MESSAGE),
      pointer: e.path.pointer,
    })),
    {
      error: forbidden(
        at.field,
        costErrorMessage(TOTAL_COST_NAME, totalCost.total, STATIC_ESTIMATED_CRD_COST_LIMIT),
      ),
      pointer: at.pointer,
    },
  ];
}

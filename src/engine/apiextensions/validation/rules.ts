// The checks of a CRD's x-kubernetes-validations when the CRD is written: the rule's own fields
// (rule, message, messageExpression, reason, fieldPath), and compiling each rule in the environment
// for new expressions, with oldSelf refused where old and new values cannot be correlated and
// optionalOldSelf where oldSelf is not used. openAPISchema.ts decides where each runs. Mirrors
// apiextensions-apiserver pkg/apis/apiextensions/validation/validation.go
// (ValidateCustomResourceDefinitionOpenAPISchema's x-kubernetes-validations part).
// The estimated cost limits (per expression and per CRD) need the schema's declared types, which
// the playground's CEL does not give `self`: they are not checked.

import { type FieldError, invalid, notSupported, required } from '../../apimachinery/field.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { goBool, goString, goText } from '../../apimachinery/goValue.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { compileRule } from '../cel/compilation.ts';
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

/**
 * The rules compiled at a schema node (upstream's CELErrors): compile errors, and oldSelf where the
 * node lies within the uncorrelatable portion `uncorrelatable` of the schema.
 */
export function ruleCelErrors(
  s: JsonObject,
  at: Place,
  version: KubernetesVersion,
  uncorrelatable: string | undefined,
): LocatedError[] {
  const out: LocatedError[] = [];
  const raws = rulesOf(s);
  if (raws.length === 0) return out;
  const node = structuralFrom(s);
  const base = childOf(at, 'x-kubernetes-validations');
  node.xValidations.forEach((r, i) => {
    const p = indexOf(base, i);
    const raw = raws[i]!;
    const c = compileRule(node, r, version, 'new');
    if (c.error !== undefined)
      push(out, childOf(p, 'rule'), invalid('', ruleValue(raw, r), c.error));
    if (c.messageExpressionError !== undefined)
      push(
        out,
        childOf(p, 'messageExpression'),
        invalid('', ruleValue(raw, r), c.messageExpressionError),
      );
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

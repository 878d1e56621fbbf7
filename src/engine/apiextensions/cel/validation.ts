// Evaluates the x-kubernetes-validations of a custom resource's schema: at every node (list items
// and map values included) each rule with `self` (and `oldSelf` on update for transition rules, or
// always when optionalOldSelf), its message, messageExpression, reason and fieldPath, the per-call
// limit and the runtime cost budget, and ratcheting of unchanged values on update. Mirrors
// apiextensions-apiserver pkg/apiserver/schema/cel/validation.go (Validator.validate,
// validateExpressions, validateMap, validateArray, fieldErrorForReason, ruleMessageOrDefault).

import { Optional } from '@marcbachmann/cel-js';
import type { FieldError } from '../../apimachinery/field.ts';
import type { GoValue } from '../../apimachinery/goValue.ts';
import type { JsonValue, KubernetesVersion } from '../../apimachinery/types.ts';
import type { Structural, ValidationRule } from '../structural.ts';
import {
  duplicate,
  fieldErrorString,
  forbidden,
  invalid,
  required,
} from '../../apimachinery/field.ts';
import { goJson, goString } from '../../apimachinery/goValue.ts';
import { goTrimSpace } from '../../apimachinery/goStringsSpace.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import { atLeast } from '../../apimachinery/version.ts';
import {
  type CelActivation,
  CostBudget,
  evaluateCel,
  PER_CALL_LIMIT_MESSAGE,
  RUNTIME_CEL_COST_BUDGET,
} from '../../cel/index.ts';
import { compileRules } from './compilation.ts';
import { type Ratcheting, ratchetIndex, ratchetKey, shouldRatchet } from './correlation.ts';
import { evalMessageExpression } from './messageExpression.ts';
import { makeMapList } from './mapList.ts';
import { unstructuredToVal } from './values.ts';

/** What validating the rules found: errors, ratcheted errors as warnings, rules not evaluated. */
export interface CelValidationResult {
  errors: FieldError[];
  warnings: string[];
  /** Why a rule was not evaluated (a CEL feature the playground cannot evaluate faithfully). */
  unsupported: string[];
}

interface Walk {
  version: KubernetesVersion;
  budget: CostBudget;
  /** remainingBudget < 0 upstream: no further rule runs. */
  stopped: boolean;
  out: CelValidationResult;
}

// A nil *field.Path prints as "<nil>"; the root of a custom resource is validated at nil.
const shown = (path: string): string => (path === '' ? '<nil>' : path);
const child = (path: string, name: string): string => (path === '' ? name : `${path}.${name}`);

/** ruleErrorString. */
const ruleErrorString = (rule: ValidationRule): string =>
  goTrimSpace(rule.message !== '' ? rule.message : rule.rule);

/** ruleMessageOrDefault. */
const ruleMessageOrDefault = (rule: ValidationRule): string =>
  rule.message === '' ? `failed rule: ${ruleErrorString(rule)}` : goTrimSpace(rule.message);

/** fieldErrorForReason. */
function fieldErrorForReason(
  path: string,
  value: GoValue,
  detail: string,
  reason?: string,
): FieldError {
  switch (reason) {
    case 'FieldValueForbidden':
      return forbidden(path, detail);
    case 'FieldValueRequired':
      return required(path, detail);
    case 'FieldValueDuplicate':
      return duplicate(path, value);
    default:
      return invalid(path, value, detail);
  }
}

// The value a failed rule shows: the schema's type up to 1.34; from 1.35 the value itself for a
// scalar and none for an object or a list (field.OmitValueType).
function failureValue(s: Structural, obj: JsonValue, version: KubernetesVersion): GoValue {
  if (!atLeast(version, '1.35')) return goString(s.type ?? '');
  return s.type === 'object' || s.type === 'array' ? { go: 'omit' } : goJson(obj);
}

function validateExpressions(
  w: Walk,
  path: string,
  vs: Structural,
  ns: Structural,
  isResourceRoot: boolean,
  obj: JsonValue,
  oldObj: JsonValue | undefined,
  r: Ratcheting,
): void {
  if (vs.xValidations.length === 0) return;
  const type = goString(ns.type ?? '');
  const at = shown(path);
  if (w.budget.remaining <= 0) {
    w.out.errors.push(
      invalid(
        at,
        type,
        'validation failed due to running out of cost budget, no further validation rules will be run',
      ),
    );
    w.stopped = true;
    return;
  }
  const rules = compileRules(ns, vs.xValidations, isResourceRoot, w.version, 'stored');
  if (!rules.ok) {
    w.out.errors.push(invalid(at, type, `rule compiler initialization error: ${rules.error}`));
    return;
  }
  const compiled = rules.results;
  const usesOldSelf = compiled.some((c) => c.usesOldSelf);
  const self = unstructuredToVal(obj, ns, isResourceRoot);
  const old =
    oldObj === undefined || oldObj === null
      ? undefined
      : unstructuredToVal(oldObj, ns, isResourceRoot);
  const activation = { self, ...(usesOldSelf && old !== undefined && { oldSelf: old }) };
  const optionalActivation = {
    self,
    oldSelf: old === undefined ? Optional.none() : Optional.of(old),
  };
  for (const [i, c] of compiled.entries()) {
    const rule = vs.xValidations[i]!;
    if (c.error !== undefined) {
      w.out.errors.push(invalid(at, type, `rule compile error: ${c.error}`));
      continue;
    }
    if (c.unsupported !== undefined) {
      w.out.unsupported.push(c.unsupported);
      continue;
    }
    if (c.program === undefined) continue;
    // transition rules run only where there is an old value, unless oldSelf is optional
    if (c.usesOldSelf && old === undefined && !rule.optionalOldSelf) continue;
    const act = (rule.optionalOldSelf ? optionalActivation : activation) as CelActivation;
    const result = evaluateCel(c.program, act, w.budget);
    if (!result.ok) {
      if (result.outOfBudget === true) {
        w.out.errors.push(invalid(at, type, result.error));
        w.stopped = true;
        return;
      }
      if (result.error.startsWith('no such overload')) {
        w.out.errors.push(
          invalid(
            at,
            type,
            `'${result.error}': call arguments did not match a supported operator, function or macro signature for rule: ${ruleErrorString(rule)}`,
          ),
        );
      } else if (result.error.startsWith(PER_CALL_LIMIT_MESSAGE)) {
        w.out.errors.push(
          invalid(
            at,
            type,
            `'${result.error}': no further validation rules will be run due to call cost exceeds limit for rule: ${ruleErrorString(rule)}`,
          ),
        );
        w.stopped = true;
        return;
      } else {
        w.out.errors.push(
          invalid(at, type, `${result.error} evaluating rule: ${ruleErrorString(rule)}`),
        );
      }
      continue;
    }
    if (result.value === true) continue;
    const errPath = shown(
      c.normalizedRuleFieldPath === '' ? path : child(path, c.normalizedRuleFieldPath),
    );
    const addErr = (e: FieldError): void => {
      if (!c.usesOldSelf && shouldRatchet(r)) w.out.warnings.push(fieldErrorString(e, w.version));
      else w.out.errors.push(e);
    };
    let detail = ruleMessageOrDefault(rule);
    if (c.messageExpression !== undefined) {
      const m = evalMessageExpression(
        c.messageExpression,
        rule.messageExpression,
        activation as CelActivation,
        w.budget,
      );
      if (m.ok) detail = m.message;
      else if (m.stop) {
        addErr(invalid(errPath, type, m.detail));
        w.stopped = true;
        return;
      }
    }
    addErr(fieldErrorForReason(errPath, failureValue(ns, obj, w.version), detail, rule.reason));
  }
}

// MapIsCorrelatable: granular (the default) and atomic maps correlate their values by key.
const mapIsCorrelatable = (s: Structural): boolean =>
  s.xMapType === undefined || s.xMapType === 'granular' || s.xMapType === 'atomic';

function validate(
  w: Walk,
  path: string,
  vs: Structural,
  ns: Structural,
  isResourceRoot: boolean,
  obj: JsonValue | undefined,
  oldObj: JsonValue | undefined,
  r: Ratcheting,
): void {
  if (obj === undefined || obj === null || w.stopped) return;
  validateExpressions(w, path, vs, ns, isResourceRoot, obj, oldObj, r);
  // allOf branches' rules are not ratcheted, as schema ratcheting does not ratchet allOf
  for (const branch of vs.allOf) {
    if (w.stopped) return;
    validate(w, path, branch, ns, isResourceRoot, obj, oldObj, { parent: r.parent });
  }
  if (w.stopped) return;
  if (Array.isArray(obj)) {
    if (vs.items === undefined || ns.items === undefined) return;
    const oldItems = makeMapList(ns, oldObj);
    for (const [i, item] of obj.entries()) {
      validate(
        w,
        `${path}[${i}]`,
        vs.items,
        ns.items,
        ns.items.xEmbeddedResource,
        item,
        oldItems(item),
        ratchetIndex(r, i),
      );
      if (w.stopped) return;
    }
    return;
  }
  if (!isObject(obj)) return;
  const old = isObject(oldObj) && mapIsCorrelatable(ns) ? oldObj : undefined;
  const ap = vs.additionalProperties;
  if (ap !== undefined && ns.additionalProperties !== undefined) {
    for (const [k, v] of Object.entries(obj)) {
      validate(
        w,
        `${path}[${k}]`,
        ap,
        ns.additionalProperties,
        ns.additionalProperties.xEmbeddedResource,
        v,
        old?.[k],
        ratchetKey(r, k),
      );
      if (w.stopped) return;
    }
  }
  for (const [k, v] of Object.entries(obj)) {
    const sub = vs.properties.get(k);
    const node = ns.properties.get(k);
    if (sub === undefined || node === undefined) continue;
    validate(w, child(path, k), sub, node, node.xEmbeddedResource, v, old?.[k], ratchetKey(r, k));
    if (w.stopped) return;
  }
}

/**
 * Tells whether any node of the schema carries x-kubernetes-validations (hasXValidations); rules
 * only inside allOf do not count, so upstream builds no validator for them.
 */
export function hasXValidations(s: Structural | undefined): boolean {
  if (s === undefined) return false;
  if (
    s.xValidations.length > 0 ||
    hasXValidations(s.items) ||
    hasXValidations(s.additionalProperties)
  )
    return true;
  return [...s.properties.values()].some(hasXValidations);
}

/**
 * Validator.Validate of a whole custom resource (`oldObject` on update), with
 * celconfig.RuntimeCELCostBudget; `ratcheting` is the root correlation on update.
 */
export function validateCelRules(
  s: Structural,
  object: JsonValue,
  oldObject: JsonValue | undefined,
  version: KubernetesVersion,
  ratcheting: Ratcheting = {},
): CelValidationResult {
  const out: CelValidationResult = { errors: [], warnings: [], unsupported: [] };
  if (!hasXValidations(s)) return out;
  const w: Walk = {
    version,
    budget: new CostBudget(RUNTIME_CEL_COST_BUDGET),
    stopped: false,
    out,
  };
  validate(w, '', s, s, true, object, oldObject, ratcheting);
  return w.out;
}

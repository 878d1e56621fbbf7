// Reads the fields every admission policy and binding shares out of their JSON objects, with the v1
// defaults applied (failurePolicy Fail, matchPolicy Equivalent, empty selectors): mirrors
// k8s.io/apiserver pkg/admission/plugin/policy/generic/accessor.go and
// kubernetes pkg/apis/admissionregistration/v1/defaults.go.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { asObject } from '../../apimachinery/isObject.ts';

/** A policy or binding object from cluster.objects, with where it came from. */
export interface PolicyObject {
  name: string;
  object: JsonObject;
  /** JSON pointer of the object in the scenario, e.g. `/cluster/objects/3`. */
  pointer: string;
}

/** The failurePolicy of a policy: Fail unless set (the API server defaults it on create). */
export type FailurePolicy = 'Fail' | 'Ignore' | (string & {});

/** A paramKind as written: apiVersion and kind. */
export interface ParamKind {
  apiVersion: string;
  kind: string;
}

/** A binding's paramRef. */
export interface ParamRef {
  name: string;
  namespace: string;
  /** The selector as written, or undefined when absent. */
  selector: JsonValue | undefined;
  /** Deny, Allow, or undefined when unset. */
  parameterNotFoundAction: string | undefined;
}

/** Returns a JSON value as an object, or undefined. */
/** Returns a JSON value as a string, or "" when it is not one. */
export const asString = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');

/** Returns a JSON value as a list, or [] when it is not one. */
export const asList = (v: JsonValue | undefined): JsonValue[] => (Array.isArray(v) ? v : []);

/** Returns the spec of a policy or binding (an empty mapping when absent). */
export const specOf = (o: PolicyObject): JsonObject => asObject(o.object['spec']) ?? {};

/** Reads spec.failurePolicy, defaulted to Fail. */
export function failurePolicyOf(policy: PolicyObject): FailurePolicy {
  const fp = specOf(policy)['failurePolicy'];
  return typeof fp === 'string' ? fp : 'Fail';
}

/** Reads spec.paramKind, or undefined when the policy takes no params. */
export function paramKindOf(policy: PolicyObject): ParamKind | undefined {
  const pk = asObject(specOf(policy)['paramKind']);
  if (pk === undefined) return undefined;
  return { apiVersion: asString(pk['apiVersion']), kind: asString(pk['kind']) };
}

/** Reads a binding's spec.paramRef, or undefined when absent. */
export function paramRefOf(binding: PolicyObject): ParamRef | undefined {
  const pr = asObject(specOf(binding)['paramRef']);
  if (pr === undefined) return undefined;
  const action = pr['parameterNotFoundAction'];
  return {
    name: asString(pr['name']),
    namespace: asString(pr['namespace']),
    selector: pr['selector'] === null ? undefined : pr['selector'],
    parameterNotFoundAction: typeof action === 'string' ? action : undefined,
  };
}

/** Reads a binding's spec.policyName. */
export const policyNameOf = (binding: PolicyObject): string =>
  asString(specOf(binding)['policyName']);

/** Reads metadata.name of a cluster object. */
export function objectName(object: JsonObject): string {
  return asString(asObject(object['metadata'])?.['name']);
}

/** A named CEL expression of a policy (a matchCondition or a variable) with its pointer. */
export interface NamedExpression {
  name: string;
  expression: string;
  pointer: string;
}

/** Reads spec.matchConditions (name, expression) with the pointer of each expression. */
export function matchConditionsOf(policy: PolicyObject): NamedExpression[] {
  return namedExpressions(policy, 'matchConditions');
}

/** Reads spec.variables (name, expression) with the pointer of each expression. */
export function variablesOf(policy: PolicyObject): NamedExpression[] {
  return namedExpressions(policy, 'variables');
}

function namedExpressions(policy: PolicyObject, field: string): NamedExpression[] {
  return asList(specOf(policy)[field]).map((item, i) => {
    const o = asObject(item) ?? {};
    return {
      name: asString(o['name']),
      expression: asString(o['expression']),
      pointer: `${policy.pointer}/spec/${field}/${i}/expression`,
    };
  });
}

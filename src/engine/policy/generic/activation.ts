// Builds what admission CEL expressions read: object, oldObject, request, params, namespaceObject,
// authorizer and the lazily evaluated `variables`
// (k8s.io/apiserver pkg/admission/plugin/cel/activation.go newActivation, composition.go Variables).

import type { Attributes } from '../../admission/attributes.ts';
import type { CelEvaluation } from '../../admission/trace.ts';
import { apiserverAuthorizer } from '../../authz/index.ts';
import {
  formatCel,
  jsonToCel,
  newLazyVariables,
  type CelActivation,
  type CelValue,
  type VariableOutcome,
} from '../../cel/index.ts';
import { newCelAuthorizer } from '../../cel/library/authz.ts';
import type { ClusterObject } from '../../scenario/types.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { CompiledExpression } from './compile.ts';

/** The JSON inputs of one activation; a field left undefined is not set (its variable is not declared). */
export interface ActivationInput {
  /** The (versioned) object; null when the request has none (DELETE, CONNECT). */
  object: JsonObject | undefined;
  oldObject: JsonObject | undefined;
  request: JsonObject;
  params?: JsonObject | null;
  namespaceObject?: JsonObject | null;
  /** The `authorizer` value (from celAuthorizerFor), or undefined when the context has none. */
  authorizer?: CelValue;
}

/** Converts the JSON inputs into CEL values; absent objects are null. */
export function buildActivation(input: ActivationInput): CelActivation {
  const a: CelActivation = {
    object: jsonToCel(input.object),
    oldObject: jsonToCel(input.oldObject),
    request: jsonToCel(input.request),
  };
  if (input.params !== undefined) a.params = jsonToCel(input.params);
  if (input.namespaceObject !== undefined) a.namespaceObject = jsonToCel(input.namespaceObject);
  if (input.authorizer !== undefined) a.authorizer = input.authorizer;
  return a;
}

/**
 * The `authorizer` value for a request: the API server's authorizer (system:masters, then RBAC over
 * the cluster objects) acting for the requesting user, with `authorizer.requestResource` naming the
 * request's own resource, subresource, namespace and name (NewResourceAuthorizerVal).
 */
export function celAuthorizerFor(attr: Attributes, objects: readonly ClusterObject[]): CelValue {
  return newCelAuthorizer(apiserverAuthorizer(objects.map((o) => o.object)), attr.userInfo, {
    group: attr.resource.group,
    version: attr.resource.version,
    resource: attr.resource.resource,
    subresource: attr.subresource,
    namespace: attr.namespace,
    name: attr.name,
  });
}

/** The `variables` of one evaluation pass, and a way to read which ones were evaluated. */
export interface PassVariables {
  activation: CelActivation;
  /** The variables read so far in this pass, for the trace. */
  evaluations(): CelEvaluation[];
}

/**
 * Adds a fresh `variables` to an activation: upstream creates a new composition context for every
 * ForInput call, so each pass (matchConditions, validations, messageExpressions, auditAnnotations)
 * evaluates a variable again, at most once, when an expression of that pass first reads it.
 */
export function withVariables(
  activation: CelActivation,
  variables: readonly CompiledExpression[],
): PassVariables {
  const outcomes: VariableOutcome[] = [];
  const defs = variables.map((v) => ({
    name: v.name ?? '',
    compiled: v.compiled.ok ? v.compiled : v.compiled.raw,
  }));
  const a: CelActivation = {
    ...activation,
    variables: newLazyVariables(defs, activation, outcomes),
  };
  return {
    activation: a,
    evaluations: () =>
      outcomes.map((o) => {
        const v = variables.find((d) => d.name === o.name);
        const ev: CelEvaluation = {
          role: 'variable',
          index: v?.index ?? 0,
          name: o.name,
          expression: v?.expression ?? '',
        };
        if (v !== undefined) ev.pointer = v.pointer;
        if (o.error !== undefined) ev.error = o.error;
        else ev.value = formatCel(o.value);
        return ev;
      }),
  };
}

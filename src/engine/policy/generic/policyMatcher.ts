// Decides whether a policy definition and then one of its bindings match a request
// (k8s.io/apiserver pkg/admission/plugin/policy/generic/policy_matcher.go).

import type { Attributes } from '../../admission/attributes.ts';
import type { MatchEnvironment } from '../../admission/context.ts';
import { type PolicyObject, specOf } from './accessor.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import { type MatchResult, matchResources } from './matching.ts';

/** Mirrors DefinitionMatches: spec.matchConstraints is required; its resource and kind become the invocation's. */
export function definitionMatches(
  policy: PolicyObject,
  attr: Attributes,
  env: MatchEnvironment,
): MatchResult {
  const constraints = asObject(specOf(policy)['matchConstraints']);
  if (constraints === undefined) {
    return {
      matches: false,
      error: 'policy contained no match constraints, a required field',
      checks: [],
    };
  }
  return matchResources(constraints, attr, env);
}

/** Mirrors BindingMatches: a binding without matchResources matches whatever its policy matched. */
export function bindingMatches(
  binding: PolicyObject,
  attr: Attributes,
  env: MatchEnvironment,
): MatchResult {
  const resources = asObject(specOf(binding)['matchResources']);
  if (resources === undefined) {
    return {
      matches: true,
      resource: attr.resource,
      kind: attr.kind,
      checks: [
        {
          check: 'rules',
          passed: true,
          detail: 'the binding has no matchResources: it matches whatever its policy matches',
        },
      ],
    };
  }
  return matchResources(resources, attr, env);
}

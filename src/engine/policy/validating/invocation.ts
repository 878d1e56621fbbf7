// Evaluates one (policy, binding, param) and applies the binding's validationActions to its
// decisions: Deny collects a denial, Warn adds a warning, Audit records the validation_failure
// annotation; audit annotation errors deny whatever the actions
// (k8s.io/apiserver pkg/admission/plugin/policy/validating/dispatcher.go, the param loop).

import type { Attributes } from '../../admission/attributes.ts';
import type { ClusterNamespace } from '../../admission/cluster.ts';
import type { ChainContext } from '../../admission/context.ts';
import type { TraceEntry } from '../../admission/trace.ts';
import type { CelValue } from '../../cel/index.ts';
import type {
  GroupVersionKind,
  GroupVersionResource,
  JsonObject,
} from '../../apimachinery/types.ts';
import {
  type Param,
  type PolicyObject,
  asList,
  buildActivation,
  createAdmissionRequest,
  createNamespaceObject,
  policyNameOf,
  specOf,
} from '../generic/index.ts';
import type { AuditAnnotationCollector } from './auditAnnotations.ts';
import {
  type ValidationFailure,
  validationFailureKey,
  validationFailuresValue,
} from './auditAnnotations.ts';
import type { CompiledPolicy } from './compilePolicy.ts';
import type { Denial } from './denial.ts';
import { validate, type ValidateInput } from './validator.ts';

/** Everything one invocation needs. */
export interface BindingInvocation {
  attr: Attributes;
  policy: PolicyObject;
  binding: PolicyObject;
  compiled: CompiledPolicy;
  param: Param | null;
  namespace: ClusterNamespace | undefined;
  invocation: { resource: GroupVersionResource; subresource: string; kind: GroupVersionKind };
  versioned: { object: JsonObject | undefined; oldObject: JsonObject | undefined };
  authorizer: CelValue;
  collector: AuditAnnotationCollector;
  denied: Denial[];
  entry: TraceEntry;
  /** From 1.37: the request's Audit failures, published together after every policy ran. */
  validationFailures?: { failure: ValidationFailure; entry: TraceEntry }[];
}

/** Runs validate for one param and applies the results; fills in the trace entry. */
export function invokeBinding(ctx: ChainContext, inv: BindingInvocation): void {
  const { attr, compiled, entry } = inv;
  // The validating dispatcher gives a param without TypeMeta paramKind's (wrappedParam).
  const params = inv.param === null ? null : inv.param.wrapped;
  const namespaceObject =
    inv.namespace === undefined ? null : createNamespaceObject(inv.namespace.object);
  const request = createAdmissionRequest(attr, inv.invocation.resource, inv.invocation.kind);
  const base = { object: inv.versioned.object, oldObject: inv.versioned.oldObject, params };
  const input: ValidateInput = {
    // matchConditions see the request's own resource (versionedAttr.GetResource()) and no namespace.
    matchConditions: buildActivation({
      ...base,
      request: createAdmissionRequest(attr, attr.resource, inv.invocation.kind),
      namespaceObject: null,
      authorizer: inv.authorizer,
    }),
    validations: buildActivation({ ...base, request, namespaceObject, authorizer: inv.authorizer }),
    messages: buildActivation({ ...base, request, namespaceObject }),
    auditAnnotations: buildActivation({ ...base, request, namespaceObject }),
  };
  const result = validate(compiled, input);
  entry.evaluations = result.evaluations;
  if (result.notMatched !== undefined) {
    entry.outcome = 'skipped';
    entry.reason = `matchCondition "${result.notMatched}" is false: the policy does not apply`;
    entry.checks = [
      ...(entry.checks ?? []),
      { check: 'matchConditions', passed: false, detail: entry.reason },
    ];
    return;
  }
  if (compiled.matchConditions.length > 0) {
    entry.checks = [
      ...(entry.checks ?? []),
      {
        check: 'matchConditions',
        passed: true,
        detail: `all ${compiled.matchConditions.length} matchConditions hold`,
      },
    ];
  }

  const actions = validationActionsOf(inv.binding);
  const warnings: string[] = [];
  const audits: Record<string, string> = {};
  const reasons: string[] = [];
  let deniedHere = false;
  let failedOpen = false;
  let auditedLater = false;
  result.decisions.forEach((d, i) => {
    if (d.action === 'Admit') {
      if (d.evaluation === 'error') {
        failedOpen = true;
        reasons.push(`validations[${i}] failed (failurePolicy Ignore): ${d.message}`);
      }
      return;
    }
    reasons.push(
      `validations[${i}] ${d.evaluation === 'error' ? 'failed' : 'denied'}: ${d.message}`,
    );
    for (const action of actions) {
      switch (action) {
        case 'Deny': {
          const denial: Denial = {
            policy: inv.policy.name,
            binding: inv.binding.name,
            message: d.message,
            entry,
          };
          if (d.reason !== undefined) denial.reason = d.reason;
          inv.denied.push(denial);
          deniedHere = true;
          break;
        }
        case 'Audit': {
          const failure: ValidationFailure = {
            message: d.message,
            policy: policyNameOf(inv.binding),
            binding: inv.binding.name,
            expressionIndex: i,
            validationActions: actions,
          };
          if (inv.validationFailures !== undefined) {
            inv.validationFailures.push({ failure, entry });
            auditedLater = true;
            break;
          }
          // ≤1.36 publishes each failure at once, as a one-element list; annotations cannot be
          // overwritten, so a later, different failure of the request is dropped.
          const value = validationFailuresValue([failure]);
          if (ctx.annotations.add(validationFailureKey, value) === undefined)
            audits[validationFailureKey] = value;
          break;
        }
        case 'Warn': {
          const warning = `Validation failed for ValidatingAdmissionPolicy '${inv.policy.name}' with binding '${inv.binding.name}': ${d.message}`;
          ctx.warnings.add(warning);
          warnings.push(warning);
          break;
        }
      }
    }
  });
  for (const a of result.auditAnnotations) {
    if (a.action === 'Publish') inv.collector.add(a.key, a.value);
    else if (a.action === 'Error') {
      // With failurePolicy Fail an annotation error denies, whatever the validationActions.
      inv.denied.push({
        policy: inv.policy.name,
        binding: inv.binding.name,
        message: a.error,
        entry,
      });
      deniedHere = true;
      reasons.push(`auditAnnotations "${a.key}" failed: ${a.error}`);
    }
  }
  if (warnings.length > 0) entry.warnings = warnings;
  if (Object.keys(audits).length > 0) entry.auditAnnotations = audits;
  entry.outcome = deniedHere
    ? 'denied'
    : warnings.length > 0
      ? 'warned'
      : failedOpen
        ? 'failed-open'
        : 'allowed';
  entry.reason = reasons.length > 0 ? reasons.join('; ') : 'every validation passed';
  if (!deniedHere && (Object.keys(audits).length > 0 || auditedLater) && warnings.length === 0)
    entry.reason += ' (Audit only: recorded in the validation_failure audit annotation)';
}

/** Lists a binding's validationActions as written. */
export const validationActionsOf = (binding: PolicyObject): string[] =>
  asList(specOf(binding)['validationActions']).filter((a): a is string => typeof a === 'string');

// Evaluates a ValidatingAdmissionPolicy for one (binding, param): matchConditions, then every
// validation, every messageExpression with what the validations left of the budget, and the audit
// annotations with a fresh budget; turns the results into decisions
// (k8s.io/apiserver pkg/admission/plugin/policy/validating/validator.go Validate).

import type { CelEvaluation } from '../../admission/trace.ts';
import {
  CostBudget,
  RUNTIME_CEL_COST_BUDGET,
  celTypeName,
  type CelActivation,
} from '../../cel/index.ts';
import { evaluateMatchConditions, goLen, goTrimSpace } from '../generic/index.ts';
import type { CompiledPolicy } from './compilePolicy.ts';
import { runPass } from './passes.ts';

/** One validation's verdict (PolicyDecision). */
export interface PolicyDecision {
  action: 'Admit' | 'Deny';
  evaluation: 'admit' | 'deny' | 'error';
  message: string;
  /** validation.reason (Invalid when unset) for denials; unset for errors. */
  reason?: string;
}

/** One audit annotation's verdict (PolicyAuditAnnotation). */
export type PolicyAuditAnnotation =
  | { action: 'Publish'; key: string; value: string }
  | { action: 'Error'; key: string; error: string }
  | { action: 'Exclude'; key: string };

/** What Validate returns, plus the trace's evaluations and whether matchConditions excluded the invocation. */
export interface ValidateResult {
  decisions: PolicyDecision[];
  auditAnnotations: PolicyAuditAnnotation[];
  evaluations: CelEvaluation[];
  /** The matchCondition that was false, when matchConditions skipped this invocation. */
  notMatched?: string;
}

/** The activations of one invocation: matchConditions see a different request and no namespaceObject. */
export interface ValidateInput {
  matchConditions: CelActivation;
  validations: CelActivation;
  /** validations' activation without the authorizer. */
  messages: CelActivation;
  auditAnnotations: CelActivation;
}

// celconfig.MaxEvaluatedMessageExpressionSizeBytes.
const maxMessageBytes = 5 * 1024;

/** Mirrors validator.Validate. */
export function validate(policy: CompiledPolicy, input: ValidateInput): ValidateResult {
  const errorAction = policy.failurePolicy === 'Ignore' ? 'Admit' : 'Deny';
  const evaluations: CelEvaluation[] = [];
  const single = (message: string): ValidateResult => ({
    decisions: [{ action: errorAction, evaluation: 'error', message }],
    auditAnnotations: [],
    evaluations,
  });

  if (policy.matchConditions.length > 0) {
    const m = evaluateMatchConditions(
      policy.matchConditions,
      input.matchConditions,
      policy.failurePolicy,
      policy.variables,
    );
    evaluations.push(...m.evaluations);
    if (m.error !== undefined) return single(m.error);
    if (!m.matches)
      return {
        decisions: [],
        auditAnnotations: [],
        evaluations,
        notMatched: m.failedCondition ?? '',
      };
  }

  const budget = new CostBudget(RUNTIME_CEL_COST_BUDGET);
  const checks = runPass(
    policy.validations.map((v) => v.expression),
    input.validations,
    policy.variables,
    budget,
  );
  evaluations.push(...checks.evaluations);
  if (checks.abort !== undefined) return single(checks.abort);
  const messages = runPass(
    policy.validations.map((v) => v.messageExpression),
    input.messages,
    policy.variables,
    new CostBudget(budget.remaining),
  );
  evaluations.push(...messages.evaluations);

  const decisions = policy.validations.map((v, i): PolicyDecision => {
    const result = checks.outcomes[i];
    if (result?.kind === 'error')
      return { action: errorAction, evaluation: 'error', message: result.error };
    // The message pass' failure (out of budget) fails every validation, passing ones included.
    if (messages.abort !== undefined)
      return {
        action: errorAction,
        evaluation: 'error',
        message: `failed messageExpression: ${messages.abort}`,
      };
    if (result?.kind === 'value' && result.value === true)
      return { action: 'Admit', evaluation: 'admit', message: '' };
    let message = '';
    const m = messages.outcomes[i];
    if (m?.kind === 'value' && typeof m.value === 'string') {
      message = goTrimSpace(m.value);
      // Too long or multi-line messages are dropped in favour of the fallbacks.
      if (goLen(message) > maxMessageBytes || message.includes('\n')) message = '';
    }
    if (message === '' && v.message.length > 0) message = goTrimSpace(v.message);
    if (message === '') message = `failed expression: ${goTrimSpace(v.expression.expression)}`;
    return { action: 'Deny', evaluation: 'deny', message, reason: v.reason ?? 'Invalid' };
  });

  const annotations = runPass(
    policy.auditAnnotations,
    input.auditAnnotations,
    policy.variables,
    new CostBudget(RUNTIME_CEL_COST_BUDGET),
  );
  evaluations.push(...annotations.evaluations);
  // Quirk: a failed annotation pass replaces the validations' decisions with this one.
  if (annotations.abort !== undefined) return single(annotations.abort);
  const auditAnnotations = policy.auditAnnotations.map((a, i): PolicyAuditAnnotation => {
    const key = a.name ?? '';
    const r = annotations.outcomes[i];
    if (r === undefined || r.kind !== 'value') {
      const error = r?.kind === 'error' ? r.error : '';
      return errorAction === 'Deny' ? { action: 'Error', key, error } : { action: 'Exclude', key };
    }
    if (typeof r.value === 'string') {
      const value = goTrimSpace(r.value);
      return value === '' ? { action: 'Exclude', key } : { action: 'Publish', key, value };
    }
    if (r.value === null) return { action: 'Exclude', key };
    // A wrong type is an error whatever the failurePolicy.
    const error = `valueExpression '${a.expression}' resulted in unsupported return type: ${celTypeName(r.value)}. Return type must be either string or null.`;
    return { action: 'Error', key, error };
  });
  return { decisions, auditAnnotations, evaluations };
}

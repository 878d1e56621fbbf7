// The Pod Security Standards checks and their registry: mirrors
// k8s.io/pod-security-admission/policy (v0.32).

export {
  type AggregateCheckResult,
  type CheckResult,
  aggregateCheckResults,
  allowedResult,
  forbiddenResult,
  unknownForbiddenReason,
} from './checkResult.ts';
export type { Check, CheckID, CheckOptions, CheckPodFn, VersionedCheck } from './checks.ts';
export { defaultChecks, experimentalChecks } from './defaultChecks.ts';
export { defaultEvaluator, defaultEvaluatorOf, evaluatePod } from './evaluate.ts';
export { type Evaluator, newEvaluator } from './registry.ts';
export { validateChecks } from './validateChecks.ts';

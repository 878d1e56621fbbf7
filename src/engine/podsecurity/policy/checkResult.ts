// The outcome of a check and of a whole evaluation: mirrors CheckResult, AggregateCheckResult and
// AggregateCheckResults of k8s.io/pod-security-admission/policy/checks.go (v0.32).

/**
 * Whether one check allowed the pod and, if not, why. For (false, "host ports", "8080, 9090") the
 * admission message reads `host ports (8080, 9090)`.
 */
export interface CheckResult {
  allowed: boolean;
  /** Succinct reason, always shown when forbidden ("host ports", "privileged"). */
  forbiddenReason: string;
  /** Specific values that were disallowed; may be empty. */
  forbiddenDetail: string;
}

/** The result of a check that allowed the pod. */
export const allowedResult = (): CheckResult => ({
  allowed: true,
  forbiddenReason: '',
  forbiddenDetail: '',
});

/** Returns a forbidding result with the given reason and detail. */
export const forbiddenResult = (forbiddenReason: string, forbiddenDetail: string): CheckResult => ({
  allowed: false,
  forbiddenReason,
  forbiddenDetail,
});

/** The placeholder reason for checks that forbid without saying why. */
export const unknownForbiddenReason = 'unknown forbidden reason';

/** The forbidden results of several checks, index-aligned (policy.AggregateCheckResult). */
export interface AggregateCheckResult {
  allowed: boolean;
  /** Never holds empty strings. */
  forbiddenReasons: string[];
  /** May hold empty strings. */
  forbiddenDetails: string[];
  /** Joins the reasons: "host ports, privileged, non-default capabilities". */
  forbiddenReason(): string;
  /** Joins each reason with its detail in parentheses: "host ports (8080, 9090), privileged". */
  forbiddenDetail(): string;
}

/** Aggregates the forbidden results of a check run, keeping their order. */
export function aggregateCheckResults(results: readonly CheckResult[]): AggregateCheckResult {
  const reasons: string[] = [];
  const details: string[] = [];
  for (const result of results) {
    if (result.allowed) continue;
    reasons.push(
      result.forbiddenReason.length === 0 ? unknownForbiddenReason : result.forbiddenReason,
    );
    details.push(result.forbiddenDetail);
  }
  return {
    allowed: reasons.length === 0,
    forbiddenReasons: reasons,
    forbiddenDetails: details,
    forbiddenReason: () => reasons.join(', '),
    forbiddenDetail: () =>
      reasons
        .map((reason, i) => {
          const detail = details[i] ?? '';
          return detail === '' ? reason : `${reason} (${detail})`;
        })
        .join(', '),
  };
}

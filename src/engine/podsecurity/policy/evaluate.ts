// The evaluator kube-apiserver 1.32 builds from the default checks (NewEvaluator(DefaultChecks(),
// emulation version 1.32)), and the failing-results view the admission side renders.

import type { LevelVersion } from '../api/levelVersion.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { CheckResult } from './checkResult.ts';
import type { CheckOptions } from './checks.ts';
import { defaultChecks } from './defaultChecks.ts';
import { type Evaluator, newEvaluator } from './registry.ts';

function buildDefaultEvaluator(): Evaluator {
  const built = newEvaluator(defaultChecks());
  // The default checks are fixed; an error here is a broken invariant, not bad input.
  if (!built.ok) throw new Error(`invalid default pod security checks: ${built.error}`);
  return built.value;
}

/** The evaluator over the default checks; "latest" and newer versions resolve to v1.32. */
export const defaultEvaluator: Evaluator = buildDefaultEvaluator();

/**
 * Evaluates a pod at a level and version and returns only the failing results, in registry order
 * (baseline check IDs sorted, then restricted ones), ready for aggregateCheckResults.
 */
export function evaluatePod(
  lv: LevelVersion,
  podMetadata: JsonObject | undefined,
  podSpec: JsonObject | undefined,
  opts?: CheckOptions,
): CheckResult[] {
  return defaultEvaluator.evaluatePod(lv, podMetadata, podSpec, opts).filter((r) => !r.allowed);
}

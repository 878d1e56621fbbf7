// The evaluator each kube-apiserver release builds from its default checks (NewEvaluator(DefaultChecks(),
// emulation version)), and the failing-results view the admission side renders. "latest" and newer
// versions resolve to the newest check's version, capped at the emulated (here: the modelled) minor.

import type { KubernetesVersion } from '../../apimachinery/types.ts';
import { KUBERNETES_VERSIONS } from '../../apimachinery/version.ts';
import type { LevelVersion } from '../api/levelVersion.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { CheckResult } from './checkResult.ts';
import type { CheckOptions } from './checks.ts';
import { defaultChecks } from './defaultChecks.ts';
import { type Evaluator, newEvaluator } from './registry.ts';

function buildDefaultEvaluator(version: KubernetesVersion): Evaluator {
  const built = newEvaluator(
    defaultChecks(version),
    majorMinorVersion(1, Number(version.slice(2))),
  );
  // The default checks are fixed; an error here is a broken invariant, not bad input.
  if (!built.ok) throw new Error(`invalid default pod security checks: ${built.error}`);
  return built.value;
}

const evaluators = new Map(KUBERNETES_VERSIONS.map((v) => [v, buildDefaultEvaluator(v)]));

/** Returns the evaluator kube-apiserver of this version runs. */
export function defaultEvaluatorOf(version: KubernetesVersion): Evaluator {
  const evaluator = evaluators.get(version);
  if (evaluator === undefined) throw new Error(`no pod security evaluator for ${version}`);
  return evaluator;
}

/** The evaluator of kube-apiserver 1.32; "latest" and newer versions resolve to v1.32. */
export const defaultEvaluator: Evaluator = defaultEvaluatorOf('1.32');

/**
 * Evaluates a pod at a level and version and returns only the failing results, in registry order
 * (baseline check IDs sorted, then restricted ones), ready for aggregateCheckResults.
 */
export function evaluatePod(
  lv: LevelVersion,
  podMetadata: JsonObject | undefined,
  podSpec: JsonObject | undefined,
  opts?: CheckOptions,
  version: KubernetesVersion = '1.32',
): CheckResult[] {
  return defaultEvaluatorOf(version)
    .evaluatePod(lv, podMetadata, podSpec, opts)
    .filter((r) => !r.allowed);
}

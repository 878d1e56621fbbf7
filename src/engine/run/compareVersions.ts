// Where one scenario's answers at several Kubernetes versions differ from its answer at a baseline
// version: the verdict, the status, warnings, calls, the stored object, and the steps whose outcome
// changed, appeared or went away. Pure, over the engine's results; the app's Compare versions and
// the CLI's `run --versions` share it.

import type { TraceEntry } from '../admission/trace.ts';
import type { AdmissionResult } from './result.ts';

/** One version's answer, or why it has none. */
export type VersionAnswer =
  { kind: 'result'; result: AdmissionResult } | { kind: 'invalid' | 'failed'; message: string };

/** One row of the comparison: a version, its verdict and how it differs from the baseline. */
export interface VersionRow {
  version: string;
  /** "✓ allowed", "✗ 403 Forbidden", or why there is no answer. */
  verdict: string;
  /** The parts of the answer that differ from the baseline's ("verdict", "warnings", ...). */
  differences: string[];
  /** The steps whose outcome differs, as "<step>: <baseline outcome> → <this outcome>". */
  steps: string[];
}

/** Returns a one-line verdict for an answer. */
export function verdictOf(answer: VersionAnswer): string {
  if (answer.kind !== 'result') return `⚠ ${answer.message}`;
  const { result } = answer;
  if (result.allowed) return '✓ allowed';
  const status = result.status;
  return status === undefined
    ? '✗ refused'
    : `✗ ${String(status.code)} ${status.reason ?? ''}`.trim();
}

// A step's identity across versions: its phase, plugin and the hook or policy it ran.
const stepKey = (t: TraceEntry): string =>
  [
    t.phase,
    t.plugin,
    t.configuration,
    t.webhook ?? t.policy,
    t.round === undefined || t.round === 0 ? undefined : `round ${String(t.round)}`,
  ]
    .filter((p) => p !== undefined && p !== '')
    .join(' ');

function outcomes(result: AdmissionResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of result.trace) if (!out.has(stepKey(t))) out.set(stepKey(t), t.outcome);
  return out;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Compares each version's answer with the baseline's, in the order given. */
export function compareAnswers(
  baseline: VersionAnswer,
  answers: readonly { version: string; answer: VersionAnswer }[],
): VersionRow[] {
  return answers.map(({ version, answer }) => {
    const row: VersionRow = { version, verdict: verdictOf(answer), differences: [], steps: [] };
    if (baseline.kind !== 'result' || answer.kind !== 'result') {
      if (verdictOf(baseline) !== row.verdict) row.differences.push('verdict');
      return row;
    }
    const a = baseline.result;
    const b = answer.result;
    const checks: [string, boolean][] = [
      ['verdict', a.allowed === b.allowed],
      ['status', same(a.status, b.status)],
      ['warnings', same(a.warnings, b.warnings)],
      ['calls', same(a.calls, b.calls)],
      ['object', same(a.object, b.object)],
    ];
    row.differences = checks.filter(([, equal]) => !equal).map(([name]) => name);
    const before = outcomes(a);
    const after = outcomes(b);
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const x = before.get(key);
      const y = after.get(key);
      if (x !== y) row.steps.push(`${key}: ${x ?? 'absent'} → ${y ?? 'absent'}`);
    }
    return row;
  });
}

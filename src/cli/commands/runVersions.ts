// `admission-playground run <file> --versions 1.32,1.37` (or a range, `1.32..1.37`): runs the
// scenario at each version, the first listed being the baseline, and prints where the other
// answers differ from it — verdict, status, warnings, calls, the stored object's fields and the
// steps whose outcome changed — the table the app's Compare versions shows. Exits as `run` does.

import {
  compareAnswers,
  KUBERNETES_VERSIONS,
  type AdmissionResult,
  type JsonValue,
  type KubernetesVersion,
  type VersionAnswer,
} from '../../engine/index.ts';
import { runWithGroups } from '../runWithGroups.ts';
import { exitCode, type Output } from '../io.ts';
import type { Loaded } from '../load.ts';
import { formatError } from '../load.ts';
import { nodeScriptSandbox } from '../script/nodeSandbox.ts';

export const VERSIONS_USAGE = '[--versions <v>,<v>... | <from>..<to>]';

const known = KUBERNETES_VERSIONS as readonly string[];

/** Reads `1.32,1.37` or `1.32..1.37` into versions, in the order given (a range oldest first). */
export function parseVersions(
  value: string,
): { versions: KubernetesVersion[] } | { error: string } {
  const range = value.split('..');
  let wanted: string[];
  if (range.length === 2) {
    const [from = '', to = ''] = range;
    const [a, b] = [known.indexOf(from), known.indexOf(to)];
    if (a < 0 || b < 0 || a > b)
      return {
        error: `--versions ${value}: a range runs from an older to a newer version of ${known.join(', ')}`,
      };
    wanted = known.slice(a, b + 1);
  } else wanted = value.split(',').map((v) => v.trim());
  const unknown = wanted.find((v) => !known.includes(v));
  if (unknown !== undefined)
    return { error: `--versions: unknown version "${unknown}": use ${known.join(', ')}` };
  if (new Set(wanted).size < 2 || new Set(wanted).size !== wanted.length)
    return { error: '--versions: name at least two different versions, each once' };
  return { versions: wanted as KubernetesVersion[] };
}

/**
 * Reads the --versions flag at args[i]: the versions and the index of the next argument, an
 * error, or undefined when args[i] is no --versions flag.
 */
export function takeVersionsFlag(
  args: string[],
  i: number,
): { versions: KubernetesVersion[]; next: number } | { error: string } | undefined {
  const a = args[i] ?? '';
  if (a.startsWith('--versions=')) {
    const parsed = parseVersions(a.slice('--versions='.length));
    return 'error' in parsed ? parsed : { ...parsed, next: i + 1 };
  }
  if (a !== '--versions') return undefined;
  const value = args[i + 1];
  if (value === undefined) return { error: `--versions needs a value: ${VERSIONS_USAGE}` };
  const parsed = parseVersions(value);
  return 'error' in parsed ? parsed : { ...parsed, next: i + 2 };
}

const isMap = (v: JsonValue | undefined): v is Record<string, JsonValue> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

// The JSON pointers at which two objects differ (maps by key, lists by index), at most `max`.
function changedFields(
  a: JsonValue | undefined,
  b: JsonValue | undefined,
  at = '',
  out: string[] = [],
): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return out;
  if (isMap(a) && isMap(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
      changedFields(a[k], b[k], `${at}/${escape(k)}`, out);
  } else if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((x, i) => changedFields(x, b[i], `${at}/${String(i)}`, out));
  } else out.push(at === '' ? '/' : at);
  return out;
}

const list = (items: readonly string[]) => (items.length === 0 ? '(none)' : items.join('; '));

// The lines under a version that say what differs from the baseline.
function details(base: AdmissionResult, r: AdmissionResult, differences: string[]): string[] {
  const lines: string[] = [];
  if (differences.includes('status') && r.status !== undefined)
    lines.push(`status: ${String(r.status.code)} ${r.status.message}`);
  if (differences.includes('warnings')) lines.push(`warnings: ${list(r.warnings)}`);
  if (differences.includes('calls')) lines.push(`calls: ${list(r.calls)}`);
  if (differences.includes('object') && (base.object === undefined || r.object === undefined))
    lines.push(
      `object: ${r.object === undefined ? 'none (nothing stored)' : 'stored here, none in the baseline'}`,
    );
  else if (differences.includes('object')) {
    const fields = changedFields(base.object, r.object);
    lines.push(
      `object fields: ${fields.slice(0, 12).join(', ')}${fields.length > 12 ? ', …' : ''}`,
    );
  }
  return lines;
}

/** Runs the loaded scenario at each version and prints the comparison with the first. */
export async function runVersions(
  loaded: Extract<Loaded, { ok: true }>,
  versions: readonly KubernetesVersion[],
  format: string,
  out: Output,
): Promise<number> {
  if (format !== 'text' && format !== 'json') {
    out.stderr(`--versions prints text or json, not ${format}\n`);
    return exitCode.invalidInput;
  }
  const answers: { version: string; answer: VersionAnswer }[] = [];
  for (const version of versions) {
    const scenario = { ...loaded.parsed.scenario, kubernetesVersion: version };
    const run = await runWithGroups(scenario, { runScript: nodeScriptSandbox() });
    answers.push({
      version,
      answer: run.ok
        ? { kind: 'result', result: run.value }
        : {
            kind: 'invalid',
            message: run.error.map((e) => formatError(loaded.name, e)).join('; '),
          },
    });
  }
  const [baseline, ...others] = answers;
  if (baseline === undefined) return exitCode.invalidInput;
  const rows = compareAnswers(baseline.answer, [baseline, ...others]);
  if (format === 'json') {
    out.stdout(`${JSON.stringify({ baseline: baseline.version, versions: rows }, null, 2)}\n`);
    return exitCode.ok;
  }
  const width = Math.max(...rows.map((r) => r.verdict.length));
  const lines = [`${loaded.name}: compared with ${baseline.version}`];
  rows.forEach((row, i) => {
    const answer = answers[i]?.answer;
    const same =
      i === 0
        ? '(baseline)'
        : row.differences.length === 0
          ? 'same answer'
          : `differs: ${row.differences.join(', ')}`;
    lines.push(`${row.version}  ${row.verdict.padEnd(width)}  ${same}`);
    if (i === 0 || answer?.kind !== 'result' || baseline.answer.kind !== 'result') return;
    for (const line of details(baseline.answer.result, answer.result, row.differences))
      lines.push(`      ${line}`);
    // The steps that changed, the first ten (a request refused early leaves many more absent).
    for (const step of row.steps.slice(0, 10)) lines.push(`      step ${step}`);
    if (row.steps.length > 10)
      lines.push(`      … and ${String(row.steps.length - 10)} more steps`);
  });
  out.stdout(`${lines.join('\n')}\n`);
  return exitCode.ok;
}

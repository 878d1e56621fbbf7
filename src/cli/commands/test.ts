// `admission-playground test <files, folders or links>`: checks every scenario's `expect:` block (at
// its own kubernetesVersion) and each `expectByVersion:` entry (by running the scenario at that
// version), and prints one line per scenario and a closing `N passed, N failed` line.

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkExpectation,
  type AdmissionResult,
  type EngineError,
  type KubernetesVersion,
  type Scenario,
  type ScenarioExpectation,
} from '../../engine/index.ts';
import { runWithGroups } from '../runWithGroups.ts';
import { nodeScriptSandbox } from '../script/nodeSandbox.ts';
import { exitCode, type Output } from '../io.ts';
import { formatError, isLinkArgument, loadScenario } from '../load.ts';

const scenarioFile = /\.ya?ml$/;

/** Lists the scenarios named by the arguments: files and links as given, a folder's own *.yaml files in name order. */
export function scenarioFiles(paths: string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (isLinkArgument(p) || !statSync(p).isDirectory()) {
      out.push(p);
      continue;
    }
    for (const name of readdirSync(p).sort()) {
      const child = join(p, name);
      if (scenarioFile.test(name) && !statSync(child).isDirectory()) out.push(child);
    }
  }
  return out;
}

type Verdict =
  | { kind: 'pass' }
  | { kind: 'fail'; detail: string; notSimulated: string }
  | { kind: 'skip'; reason: string }
  | { kind: 'invalid'; lines: string[] };

const show = (v: unknown): string => (v === undefined ? '(nothing)' : JSON.stringify(v));

// One expectation checked at one version: undefined when it holds, else the verdict to report.
async function judgeAt(
  scenario: Scenario,
  expectation: ScenarioExpectation,
  at: string,
  invalidLines: (errors: EngineError[]) => string[],
): Promise<Exclude<Verdict, { kind: 'pass' }> | undefined> {
  const run = await runWithGroups(scenario, { runScript: nodeScriptSandbox() });
  if (!run.ok) {
    const notSupported = run.error.filter(
      (e): e is Extract<EngineError, { kind: 'not-supported' }> => e.kind === 'not-supported',
    );
    // The scenario needs something the playground cannot run: its expectation is not met.
    if (notSupported.length === run.error.length) {
      return {
        kind: 'fail',
        detail: `${at}the scenario did not run`,
        notSimulated: notSupported.map((e) => e.message).join('; '),
      };
    }
    return { kind: 'invalid', lines: invalidLines(run.error) };
  }
  const failures = checkExpectation(expectation, run.value);
  if (failures.length === 0) return undefined;
  const detail = failures
    .map(
      (f) =>
        `${at}${f.field}${f.at ? ` (at ${f.at})` : ''}: expected ${show(f.expected)}, got ${show(f.actual)}`,
    )
    .join('; ');
  // An unmet expectation is a failure whatever the result says about simulation; what is not
  // simulated is printed with it, since it may be the cause.
  return { kind: 'fail', detail, notSimulated: notSimulatedSummary(run.value) };
}

async function judge(file: string): Promise<Verdict> {
  const loaded = loadScenario(file);
  if (!loaded.ok) return { kind: 'invalid', lines: loaded.lines };
  const { scenario, spans } = loaded.parsed;
  const byVersion = Object.entries(scenario.expectByVersion ?? {}) as [
    KubernetesVersion,
    ScenarioExpectation,
  ][];
  // Nothing was expected, so nothing can have failed: said, and counted apart.
  if (scenario.expect === undefined && byVersion.length === 0)
    return { kind: 'skip', reason: 'no expect: block' };
  const invalidLines = (errors: EngineError[]) =>
    errors.map((e) => formatError(loaded.name, e, spans));
  // Each version's failures are prefixed with it when the scenario names more than one.
  const checks: [Scenario, ScenarioExpectation, string][] = [
    ...(scenario.expect !== undefined
      ? [
          [
            scenario,
            scenario.expect,
            byVersion.length > 0 ? `[${scenario.kubernetesVersion}] ` : '',
          ] as [Scenario, ScenarioExpectation, string],
        ]
      : []),
    ...byVersion.map(
      ([version, expectation]) =>
        [{ ...scenario, kubernetesVersion: version }, expectation, `[${version}] `] as [
          Scenario,
          ScenarioExpectation,
          string,
        ],
    ),
  ];
  const failed: Extract<Verdict, { kind: 'fail' }>[] = [];
  for (const [s, expectation, at] of checks) {
    const verdict = await judgeAt(s, expectation, at, invalidLines);
    if (verdict?.kind === 'fail') failed.push(verdict);
    else if (verdict !== undefined) return verdict;
  }
  if (failed.length === 0) return { kind: 'pass' };
  return {
    kind: 'fail',
    detail: failed.map((f) => f.detail).join('; '),
    notSimulated: [
      ...new Set(failed.flatMap((f) => (f.notSimulated === '' ? [] : f.notSimulated.split(', ')))),
    ].join(', '),
  };
}

/** Names a scenario in the report: a file by its path, a link by the start of its fragment. */
function label(arg: string): string {
  if (!isLinkArgument(arg)) return arg;
  const text = arg.trim();
  const fragment = text.slice(text.indexOf('#') + 1);
  return `link ${fragment.length > 24 ? `${fragment.slice(0, 24)}…` : fragment}`;
}

// What a plugin assumed is not a missing feature, so it is not named as a possible cause.
function notSimulatedSummary(r: AdmissionResult): string {
  return [...new Set(r.notSimulated.filter((n) => n.assumed !== true).map((n) => n.feature))].join(
    ', ',
  );
}

/** The flag that turns failures of scenarios leaning on something not simulated into skips. */
export const SKIP_NOT_SIMULATED = '--skip-not-simulated';

/** Runs the `test` command. */
export async function test(args: string[], out: Output): Promise<number> {
  const skipNotSimulated = args.includes(SKIP_NOT_SIMULATED);
  const paths = args.filter((a) => a !== SKIP_NOT_SIMULATED);
  const unknownFlag = paths.find((a) => a.startsWith('--'));
  if (paths.length === 0 || unknownFlag !== undefined) {
    if (unknownFlag !== undefined) out.stderr(`unknown flag ${JSON.stringify(unknownFlag)}\n`);
    out.stderr(
      `usage: admission-playground test [${SKIP_NOT_SIMULATED}] <files, folders or links>\n`,
    );
    return exitCode.invalidInput;
  }
  let files: string[];
  try {
    files = scenarioFiles(paths);
  } catch (e) {
    out.stderr(`${(e as Error).message}\n`);
    return exitCode.invalidInput;
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let invalid = 0;
  for (const arg of files) {
    const v = await judge(arg);
    const file = label(arg);
    switch (v.kind) {
      case 'pass':
        passed++;
        out.stdout(`ok   ${file}\n`);
        break;
      case 'fail': {
        const cause = v.notSimulated === '' ? '' : ` (not simulated: ${v.notSimulated})`;
        if (skipNotSimulated && v.notSimulated !== '') {
          skipped++;
          out.stdout(`skip ${file}: ${v.detail}${cause}\n`);
          break;
        }
        failed++;
        out.stdout(`FAIL ${file}: ${v.detail}${cause}\n`);
        break;
      }
      case 'skip':
        skipped++;
        out.stdout(`skip ${file}: ${v.reason}\n`);
        break;
      case 'invalid':
        invalid++;
        out.stdout(`FAIL ${file}: invalid scenario\n`);
        out.stderr(`${v.lines.join('\n')}\n`);
        break;
    }
  }
  out.stdout(
    `${passed} passed, ${failed + invalid} failed${skipped > 0 ? `, ${skipped} skipped` : ''}\n`,
  );
  if (invalid > 0) return exitCode.invalidInput;
  return failed > 0 ? exitCode.expectationFailed : exitCode.ok;
}

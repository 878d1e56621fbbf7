// `admission-playground test <files, folders or links>`: checks every scenario's `expect:` block and
// prints one line per scenario and a closing `N passed, N failed` line.

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkExpectation, runScenarioAsync, type AdmissionResult, type EngineError } from '../../engine/index.ts';
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

type Verdict = { kind: 'pass' } | { kind: 'fail'; detail: string } | { kind: 'skip'; reason: string } | { kind: 'invalid'; lines: string[] };

const show = (v: unknown): string => (v === undefined ? '(nothing)' : JSON.stringify(v));

async function judge(file: string): Promise<Verdict> {
  const loaded = loadScenario(file);
  if (!loaded.ok) return { kind: 'invalid', lines: loaded.lines };
  const { scenario, spans } = loaded.parsed;
  if (scenario.expect === undefined) return { kind: 'skip', reason: 'no expect: block' };
  const run = await runScenarioAsync(scenario, { runScript: nodeScriptSandbox() });
  if (!run.ok) {
    const notSupported = run.error.filter((e): e is Extract<EngineError, { kind: 'not-supported' }> => e.kind === 'not-supported');
    if (notSupported.length === run.error.length) return { kind: 'skip', reason: `needs ${notSupported.map((e) => e.message).join('; ')}` };
    return { kind: 'invalid', lines: run.error.map((e) => formatError(loaded.name, e, spans)) };
  }
  const failures = checkExpectation(scenario.expect, run.value);
  if (failures.length === 0) return { kind: 'pass' };
  const detail = failures
    .map((f) => `${f.field}${f.at ? ` (at ${f.at})` : ''}: expected ${show(f.expected)}, got ${show(f.actual)}`)
    .join('; ');
  // A scenario that leans on something the playground does not simulate yet is skipped, saying what.
  const missing = notSimulatedSummary(run.value);
  if (missing !== '') return { kind: 'skip', reason: `not simulated yet: ${missing} (expectation not met: ${detail})` };
  return { kind: 'fail', detail };
}

/** Names a scenario in the report: a file by its path, a link by the start of its fragment. */
function label(arg: string): string {
  if (!isLinkArgument(arg)) return arg;
  const text = arg.trim();
  const fragment = text.slice(text.indexOf('#') + 1);
  return `link ${fragment.length > 24 ? `${fragment.slice(0, 24)}…` : fragment}`;
}

// What a plugin assumed is not a missing feature: a scenario that fails despite it fails.
function notSimulatedSummary(r: AdmissionResult): string {
  return [...new Set(r.notSimulated.filter((n) => n.assumed !== true).map((n) => n.feature))].join(', ');
}

/** Runs the `test` command. */
export async function test(args: string[], out: Output): Promise<number> {
  if (args.length === 0) {
    out.stderr('usage: admission-playground test <files, folders or links>\n');
    return exitCode.invalidInput;
  }
  let files: string[];
  try {
    files = scenarioFiles(args);
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
      case 'fail':
        failed++;
        out.stdout(`FAIL ${file}: ${v.detail}\n`);
        break;
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
  out.stdout(`${passed} passed, ${failed + invalid} failed${skipped > 0 ? `, ${skipped} skipped` : ''}\n`);
  if (invalid > 0) return exitCode.invalidInput;
  return failed > 0 ? exitCode.expectationFailed : exitCode.ok;
}

// `admission-playground lint [--explain] <files, folders or links>`: reviews each scenario's
// admission configuration against the upstream good practices (engine review/) and prints one
// `file:line:column: id: message` line per finding. A file of plain Kubernetes objects (`helm
// template` output) is reviewed as a scenario holding them. Exits 1 when a finding of severity
// error remains, 2 when a scenario cannot be read.

import {
  loadAllGroups,
  parseScenario,
  reviewScenarioAsync,
  type EngineError,
  type Finding,
  type ParsedScenario,
  type ScenarioReview,
  type Severity,
} from '../../engine/index.ts';
import { nodeScriptSandbox } from '../script/nodeSandbox.ts';
import { exitCode, type Output } from '../io.ts';
import { formatError, readScenario } from '../load.ts';
import { isManifest, manifestScenario, manifestSpan } from './lintManifest.ts';
import { scenarioFiles } from './test.ts';

const EXPLAIN = '--explain';
const USAGE = `usage: admission-playground lint [${EXPLAIN}] <files, folders or links>\n`;

/** Formats one finding as `file:line:column: id: message`. */
export function formatFinding(file: string, f: Finding): string {
  const at = f.span ? `${f.span.line}:${f.span.column}` : '1:1';
  return `${file}:${at}: ${f.id}: ${f.message}`;
}

// The lines --explain adds under a finding: severity, why, the guidance, and an idempotency diff.
function explanation(f: Finding): string[] {
  const lines = [
    `  severity: ${f.severity} (at ${f.pointer})`,
    `  why: ${f.why}`,
    `  guidance: ${f.guidance.page}, "${f.guidance.section}" ${f.guidance.url}`,
  ];
  for (const c of f.diff?.changes ?? []) {
    const show = (v: unknown): string => (v === undefined ? '(absent)' : JSON.stringify(v));
    lines.push(`  ${c.pointer === '' ? '/' : c.pointer}: ${show(c.before)} -> ${show(c.after)}`);
  }
  return lines;
}

type Loaded =
  | { ok: true; parsed: ParsedScenario; name: string; manifest: boolean }
  | { ok: false; lines: string[] };

// A scenario as `run` reads it, or a manifest (Kubernetes objects) read as a scenario's cluster.
function load(arg: string): Loaded {
  const read = readScenario(arg);
  if (!read.ok) return read;
  const manifest = isManifest(read.text);
  const parsed = parseScenario(manifest ? manifestScenario(read.text) : read.text);
  if (parsed.ok) return { ok: true, parsed: parsed.value, name: read.name, manifest };
  const place = (e: EngineError): EngineError =>
    manifest && 'span' in e && e.span !== undefined ? { ...e, span: manifestSpan(e.span) } : e;
  return { ok: false, lines: parsed.error.map((e) => formatError(read.name, place(e))) };
}

/** Runs the `lint` command. */
export async function lint(args: string[], out: Output): Promise<number> {
  const explain = args.includes(EXPLAIN);
  const paths = args.filter((a) => a !== EXPLAIN);
  const unknownFlag = paths.find((a) => a.startsWith('--'));
  if (paths.length === 0 || unknownFlag !== undefined) {
    if (unknownFlag !== undefined) out.stderr(`unknown flag ${JSON.stringify(unknownFlag)}\n`);
    out.stderr(USAGE);
    return exitCode.invalidInput;
  }
  // The review reaches into every part of the engine (its second calls run the chain again): the
  // packed CLI loads all its groups here (runWithGroups.ts says why they are chunks).
  await loadAllGroups();
  let files: string[];
  try {
    files = scenarioFiles(paths);
  } catch (e) {
    out.stderr(`${(e as Error).message}\n`);
    return exitCode.invalidInput;
  }
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  let invalid = 0;
  for (const file of files) {
    const loaded = load(file);
    if (!loaded.ok) {
      invalid++;
      out.stderr(`${loaded.lines.join('\n')}\n`);
      continue;
    }
    const review: ScenarioReview = await reviewScenarioAsync(loaded.parsed, {
      runScript: nodeScriptSandbox(),
    });
    if (loaded.manifest)
      for (const f of review.findings) if (f.span !== undefined) f.span = manifestSpan(f.span);
    for (const f of review.findings) {
      counts[f.severity]++;
      out.stdout(`${formatFinding(loaded.name, f)}\n`);
      if (explain) out.stdout(`${explanation(f).join('\n')}\n`);
    }
    for (const n of review.notChecked) out.stdout(`${loaded.name}: not checked: ${n}\n`);
  }
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  out.stdout(
    `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${counts.info} info in ${plural(files.length - invalid, 'scenario')}\n`,
  );
  if (invalid > 0) return exitCode.invalidInput;
  return counts.error > 0 ? exitCode.expectationFailed : exitCode.ok;
}

// Whole-process measurements for the command-line benchmarks: builds the bundle the package
// ships, runs programs one after the other in alternation (so a busy machine slows them alike),
// and reads each run's wall time and peak resident memory (through a preload that reports
// process.resourceUsage().maxRSS as the process exits).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');

/** Builds dist-cli/ (scripts/build-cli.mjs) and returns the bundle's path. */
export function buildCli(): string {
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'build-cli.mjs')], {
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('scripts/build-cli.mjs failed');
  return join(root, 'dist-cli', 'cli.mjs');
}

const work = mkdtempSync(join(tmpdir(), 'ap-bench-'));
const rssFile = join(work, 'rss');
const preload = join(work, 'rss.mjs');
writeFileSync(
  preload,
  `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS * 1024)));\n`,
);

/** A temporary folder for the benchmark's files. */
export const benchDir = work;

/** One program run: its arguments after `node`. */
export interface Program {
  name: string;
  args: string[];
}

/** Medians over the runs, per program. */
export interface Measured {
  name: string;
  medianMs: number;
  peakRssBytes: number;
}

/** Runs each program `runs` times, alternating, and returns the median wall time and peak RSS. */
export function alternate(programs: Program[], runs: number): Measured[] {
  const times = programs.map(() => [] as number[]);
  const rss = programs.map(() => 0);
  for (let i = 0; i < runs; i++) {
    programs.forEach((p, j) => {
      const t = performance.now();
      const r = spawnSync(process.execPath, ['--import', preload, ...p.args], {
        stdio: ['ignore', 'ignore', 'pipe'],
        cwd: root,
      });
      const ms = performance.now() - t;
      if (r.status !== 0) throw new Error(`${p.name} failed: ${String(r.stderr)}`);
      times[j]?.push(ms);
      rss[j] = Math.max(rss[j] ?? 0, Number(readFileSync(rssFile, 'utf8')));
    });
  }
  return programs.map((p, j) => ({
    name: p.name,
    medianMs: median(times[j] ?? []),
    peakRssBytes: rss[j] ?? 0,
  }));
}

/** Runs each program `runs` times without the preload, alternating; median wall time. */
export function alternateBare(programs: Program[], runs: number): Measured[] {
  const times = programs.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    programs.forEach((p, j) => {
      const t = performance.now();
      const r = spawnSync(process.execPath, p.args, { stdio: 'ignore', cwd: root });
      times[j]?.push(performance.now() - t);
      if (r.status !== 0) throw new Error(`${p.name} failed`);
    });
  }
  return programs.map((p, j) => ({
    name: p.name,
    medianMs: median(times[j] ?? []),
    peakRssBytes: 0,
  }));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

export const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(0)} MB`;

// Whole-process measurements for the command-line benchmarks: builds the bundle the package
// ships, runs programs one after the other in alternation (so a busy machine slows them alike),
// and reads each run's wall time, CPU time and peak resident memory (through a preload that
// reports process.resourceUsage() as the process exits: on a machine busy with other work the CPU
// time says what the program costs, the wall time what a person waits).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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
const usageFile = join(work, 'usage');
const preload = join(work, 'usage.mjs');
writeFileSync(
  preload,
  `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => { const u = process.resourceUsage(); writeFileSync(${JSON.stringify(usageFile)}, JSON.stringify({ rss: u.maxRSS * 1024, cpu: (u.userCPUTime + u.systemCPUTime) / 1000 })); });\n`,
);

/** The machine's load averages (1, 5, 15 minutes), for the figures' context. */
export const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

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
  /** median user + system CPU time; 0 where not measured */
  medianCpuMs: number;
  peakRssBytes: number;
}

/** Runs each program `runs` times, alternating: the median wall and CPU times and the peak RSS. */
export function alternate(programs: Program[], runs: number): Measured[] {
  const times = programs.map(() => [] as number[]);
  const cpu = programs.map(() => [] as number[]);
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
      const usage = JSON.parse(readFileSync(usageFile, 'utf8')) as { rss: number; cpu: number };
      cpu[j]?.push(usage.cpu);
      rss[j] = Math.max(rss[j] ?? 0, usage.rss);
    });
  }
  return programs.map((p, j) => ({
    name: p.name,
    medianMs: median(times[j] ?? []),
    medianCpuMs: median(cpu[j] ?? []),
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
    medianCpuMs: 0,
    peakRssBytes: 0,
  }));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

export const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(0)} MB`;

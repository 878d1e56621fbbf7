// Benchmark (not a test): how fast the installed command line starts. `run` on a gallery scenario
// through the bundle the package ships (dist-cli/cli.mjs, built first), against a bare
// `node -e 0` on the same machine, alternated, median of 21 runs each. Target (issue 22): at most
// 3x the bare node. Then the CPU time of each (user + system, read by a preload, so each carries
// the preload's few milliseconds), which a machine busy with other work disturbs less, and the
// load average. `npm pack`'s tarball size is printed beside it. Run: npx tsx bench/cli.bench.ts

import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { alternate, alternateBare, benchDir, buildCli, load, root } from './processes.ts';

const scenario = 'scenarios/01-mutating-order-lexical.yaml';
const cli = buildCli();
const runs = 21;

const programs = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: `run ${scenario}`, args: [cli, 'run', scenario] },
  { name: '--help', args: [cli, '--help'] },
];
const loadBefore = load();
const [bare, run, help] = alternateBare(programs, runs);
const [bareCpu, runCpu] = alternate(programs.slice(0, 2), runs);
if (bare === undefined || run === undefined || help === undefined) throw new Error('no figures');
if (bareCpu === undefined || runCpu === undefined) throw new Error('no figures');

// The tarball as `npm pack` writes it (prepack rebuilds the bundle); its size, then it goes.
const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', benchDir], {
  cwd: root,
  encoding: 'utf8',
});
const info = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as {
  filename: string;
  size: number;
  unpackedSize: number;
}[];
const tarball = info[0];
if (tarball !== undefined) rmSync(join(benchDir, tarball.filename));

const dist = join(root, 'dist-cli');
const bundleBytes = readdirSync(dist).reduce((n, f) => n + statSync(join(dist, f)).size, 0);
const kb = (n: number): string => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `command line start (median of ${runs}, alternated; load average ${loadBefore} before, ${load()} after):`,
);
console.log(`  node -e 0: ${bare.medianMs.toFixed(0)} ms`);
console.log(
  `  admission-playground run ${scenario}: ${run.medianMs.toFixed(0)} ms = ${(run.medianMs / bare.medianMs).toFixed(2)}x node -e 0 (target <= 3x)`,
);
console.log(`  admission-playground --help: ${help.medianMs.toFixed(0)} ms`);
console.log(
  `  CPU time: node -e 0 ${bareCpu.medianCpuMs.toFixed(0)} ms, run ${runCpu.medianCpuMs.toFixed(0)} ms = ${(runCpu.medianCpuMs / bareCpu.medianCpuMs).toFixed(2)}x`,
);
console.log(
  `  bundle: dist-cli/ ${kb(bundleBytes)}; tarball ${tarball === undefined ? '?' : `${kb(tarball.size)} (${kb(tarball.unpackedSize)} unpacked)`}`,
);
rmSync(benchDir, { recursive: true, force: true });

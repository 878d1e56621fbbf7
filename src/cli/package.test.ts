// The package as a person gets it: `npm pack` (whose prepack builds dist-cli/), installed into an
// empty prefix with the network off and an empty npm cache, then run from outside the checkout.
// What the installed binary prints must be what the checkout's sources print for the same input:
// a gallery scenario, a script webhook (its worker thread ships beside the bundle) and a share
// link, through `npm install -g` and through `npx <tarball>`.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'ap-pack-'));
const prefix = join(work, 'prefix');
const cache = join(work, 'npm-cache');
const installed = join(prefix, 'bin', 'admission-playground');
const gallery = join(root, 'scenarios', '01-mutating-order-lexical.yaml');
const script = join(root, 'scenarios', '26-sidecar-injector-script.yaml');

/** Runs a program to its end; its output, and a failure that says what failed. */
function exec(command: string, args: string[], cwd = work): { stdout: string; code: number } {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env } });
  if (r.error) throw r.error;
  return { stdout: r.stdout, code: r.status ?? -1, ...(r.status !== 0 && { stderr: r.stderr }) };
}

/** What the checkout's sources print for a command line. */
async function checkout(...argv: string[]): Promise<{ stdout: string; code: number }> {
  let stdout = '';
  const code = await main(argv, { stdout: (s) => (stdout += s), stderr: () => {} });
  return { stdout, code };
}

let tarball = '';
let files: string[] = [];
let manifest: Record<string, unknown> = {};

beforeAll(() => {
  const packed = exec('npm', ['pack', '--json', '--pack-destination', work], root);
  expect(packed.code).toBe(0);
  // npm prints the prepack script's output before the JSON.
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as {
    filename: string;
    files: { path: string }[];
  }[];
  tarball = join(work, info?.filename ?? '');
  files = (info?.files ?? []).map((f) => f.path).sort();
  manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as typeof manifest;
  const install = exec('npm', [
    'install',
    '--global',
    '--prefix',
    prefix,
    '--offline',
    '--cache',
    cache,
    '--no-audit',
    '--no-fund',
    tarball,
  ]);
  expect(install).toMatchObject({ code: 0 });
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

// Each case starts node processes (and npx an npm): generous limits for a busy machine.
describe('the packed command line', { timeout: 60_000 }, () => {
  it('holds the prebuilt bundle and no TypeScript, and depends on nothing', () => {
    expect(files.filter((f) => !/^dist-cli\/[\w-]+\.mjs$/.test(f))).toEqual([
      'README.md',
      'bin/admission-playground.mjs',
      'package.json',
    ]);
    expect(files).toContain('dist-cli/cli.mjs');
    expect(files).toContain('dist-cli/scriptThread.mjs');
    expect(manifest['dependencies']).toBeUndefined();
    expect(manifest['engines']).toEqual({ node: '>=20.19' });
  });

  it('runs a gallery scenario from the installed binary as the checkout does', async () => {
    const want = await checkout('run', gallery);
    expect(want.stdout).toContain('configmap/app-settings created');
    expect(exec(installed, ['run', gallery])).toEqual(want);
  });

  it('runs a script webhook in its worker thread as the checkout does', async () => {
    const want = await checkout('run', '--output', 'summary', script);
    expect(want.stdout).toContain('allowed: true');
    expect(exec(installed, ['run', '--output', 'summary', script])).toEqual(want);
  });

  it('runs a share link through the installed binary and through npx of the tarball', async () => {
    const link = (await checkout('link', gallery)).stdout.trim();
    expect(link).toMatch(/#v[0-9]+\./);
    const want = await checkout('run', link);
    expect(exec(installed, ['run', link])).toEqual(want);
    // As the README says it: `npx ./admission-playground-<version>.tgz run <link>`, in the tarball's folder.
    const relative = `./${tarball.slice(work.length + 1)}`;
    const npx = exec('npx', ['--yes', '--offline', '--cache', cache, relative, 'run', link]);
    expect(npx).toEqual(want);
  });

  // The packed engine loads its groups per scenario (src/cli/runWithGroups.ts): a group the scan
  // of a scenario missed would be an InternalError here only, never in the checkout's eager run.
  it('passes every gallery and conformance scenario, and lints one, loading only their groups', async () => {
    const folders = [join(root, 'scenarios'), join(root, '..', 'shared', 'conformance')];
    const want = await checkout('test', ...folders);
    expect(want.code).toBe(0);
    expect(exec(installed, ['test', ...folders])).toEqual(want);
    const lint = join(root, 'scenarios', '16-invalid-webhook-configuration.yaml');
    expect(exec(installed, ['lint', lint])).toEqual(await checkout('lint', lint));
  });

  it('says how it is used when asked, and fails on an unknown command', () => {
    expect(exec(installed, ['--help']).stdout).toMatch(/^usage:\n {2}admission-playground run/);
    expect(exec(installed, ['nonsense']).code).toBe(2);
  });
});

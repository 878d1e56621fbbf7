// `admission-playground test` with `expectByVersion:` (docs/format-additions.md "Expectations per
// version"): each listed version's expectation is checked by running the scenario at that version.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../main.ts';

const gallery = join(import.meta.dirname, '..', '..', '..', 'scenarios');
const example = join(gallery, '17-strict-ip-across-versions.yaml');
const dir = mkdtempSync(join(tmpdir(), 'ap-by-version-'));

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

// The gallery example with its text changed, written to a file of its own.
function variant(name: string, change: (text: string) => string): string {
  const path = join(dir, name);
  writeFileSync(path, change(readFileSync(example, 'utf8')));
  return path;
}

// The first run loads the engine and its generated tables, which can take seconds on a busy machine.
describe('test with expectByVersion', { timeout: 60_000 }, () => {
  it('passes when every version answers as expected', async () => {
    const r = await cli('test', example);
    expect(r.stdout).toBe(`ok   ${example}\n1 passed, 0 failed\n`);
    expect(r.code).toBe(0);
  });

  it("fails on a listed version's unmet expectation, naming the version", async () => {
    const file = variant('warn.yaml', (t) => t.replace('will be considered invalid', 'is invalid'));
    const r = await cli('test', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^FAIL .*warn\.yaml: \[1\.35\] warnings: expected \["spec\.externalIPs\[0\]: non-standard IP address \\"010\.0\.0\.5\\" is invalid/m,
    );
    expect(r.stdout).not.toMatch(/\[1\.3[27]\]/);
  });

  it("names the scenario's own version when expect: fails, and reports every failing version", async () => {
    const file = variant('both.yaml', (t) =>
      t
        .replace('code: 422', 'code: 400')
        .replace('allowed: true\n    warnings:', 'allowed: false\n    warnings:'),
    );
    const r = await cli('test', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /\[1\.37\] code: expected 400, got 422; \[1\.32\] allowed: expected false, got true/,
    );
  });

  it('checks a scenario that has only expectByVersion', async () => {
    const file = variant('only.yaml', (t) => t.replace(/^expect:\n(  .*\n)+/m, ''));
    expect(readFileSync(file, 'utf8')).not.toMatch(/^expect:/m);
    const r = await cli('test', file);
    expect(r.stdout).toMatch(/^ok {3}.*only\.yaml$/m);
    const wrong = variant('only-wrong.yaml', (t) =>
      t
        .replace(/^expect:\n(  .*\n)+/m, '')
        .replace('allowed: true\n    warnings:', 'allowed: false\n    warnings:'),
    );
    expect((await cli('test', wrong)).stdout).toMatch(
      /FAIL .*: \[1\.32\] allowed: expected false, got true/,
    );
  });

  it("refuses the scenario's own version and an unknown one, at their place", async () => {
    const own = variant('own.yaml', (t) => t.replace('"1.32":', '"1.37":'));
    const r = await cli('test', own);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /expectByVersion\/1\.37.*a version other than the scenario's kubernetesVersion \(1\.37\), whose expectation is expect:/,
    );
    const unknown = variant('unknown.yaml', (t) => t.replace('"1.32":', '"1.40":'));
    const u = await cli('test', unknown);
    expect(u.code).toBe(2);
    expect(u.stderr).toMatch(/1\.40/);
  });
});

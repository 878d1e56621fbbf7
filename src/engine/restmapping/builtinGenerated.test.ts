import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedFolder } from '../../testing/sharedData.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const script = join(repoRoot, 'scripts/gen-restmapping.mjs');
const committed = join(repoRoot, 'src/engine/restmapping/builtin.generated.ts');
const committedLater = join(repoRoot, 'src/engine/restmapping/builtinLater.generated.ts');
const openapiDir = sharedFolder('openapi132');
const scratch = mkdtempSync(join(tmpdir(), 'gen-restmapping-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const generate = (env: Record<string, string>): string =>
  execFileSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: 'utf8' });

describe('scripts/gen-restmapping.mjs', () => {
  it('regenerates the committed table byte for byte, twice', () => {
    const first = join(scratch, 'first.ts');
    const second = join(scratch, 'second.ts');
    const later = join(scratch, 'later.ts');
    generate({ OPENAPI_DIR: openapiDir, OUT_FILE: first, LATER_FILE: later });
    generate({ OPENAPI_DIR: openapiDir, OUT_FILE: second, LATER_FILE: later });
    expect(readFileSync(first, 'utf8')).toBe(readFileSync(committed, 'utf8'));
    expect(readFileSync(second, 'utf8')).toBe(readFileSync(first, 'utf8'));
    expect(readFileSync(later, 'utf8')).toBe(readFileSync(committedLater, 'utf8'));
  });

  it('leaves the output alone and exits 0 when the OpenAPI folder is missing', () => {
    const out = join(scratch, 'untouched.ts');
    const stdout = generate({
      OPENAPI_DIR: join(scratch, 'no-such-dir'),
      OUT_FILE: out,
      LATER_FILE: join(scratch, 'later-untouched.ts'),
    });
    expect(stdout).toContain('no OpenAPI documents');
    expect(existsSync(out)).toBe(false);
  });
});

// tsconfig.engine.json compiles src/engine with neither the DOM's nor Node's types, so a host
// global or a Node built-in in the engine fails `npm run typecheck`. Proved here on a scratch file
// compiled with the engine's options.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './sharedData.ts';

const scratch = mkdtempSync(join(tmpdir(), 'engine-tsconfig-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Compiles one source text with the engine's compiler options and returns tsc's output. */
function compile(source: string): { ok: boolean; output: string } {
  const file = join(scratch, `probe${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const config = join(scratch, `tsconfig${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(repoRoot, 'tsconfig.engine.json'),
      include: [],
      files: [join(repoRoot, 'types/engine-platform.d.ts'), file],
    }),
  );
  try {
    return {
      ok: true,
      output: execFileSync(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', config], {
        encoding: 'utf8',
      }),
    };
  } catch (e) {
    return { ok: false, output: String((e as { stdout?: string }).stdout ?? e) };
  }
}

describe('tsconfig.engine.json', () => {
  it('compiles what every host has (structuredClone, TextEncoder, btoa)', () => {
    const r = compile(
      'export const x = [structuredClone({ a: 1 }), new TextEncoder().encode("a"), btoa("a")];\n',
    );
    expect(r.output).toBe('');
    expect(r.ok).toBe(true);
  });

  it('refuses a DOM global', () => {
    const r = compile('export const w = window.location.href;\n');
    expect(r.ok).toBe(false);
    expect(r.output).toContain("Cannot find name 'window'");
  });

  it('refuses a Node built-in', () => {
    const r = compile('import { readFileSync } from "node:fs";\nexport const f = readFileSync;\n');
    expect(r.ok).toBe(false);
    expect(r.output).toContain("'node:fs'");
  });
});

import { describe, expect, it } from 'vitest';
import { compileScript } from './compileScript.ts';
import { SCRIPT_HEAD_COLUMNS } from './wrapper.ts';

// Runs compiled code the way the sandboxes do: the function expression, called with an exports object.
async function defaultExport(source: string): Promise<unknown> {
  const compiled = compileScript(source);
  if (!compiled.ok) throw new Error(compiled.message);
  // oxlint-disable-next-line no-eval -- the test evaluates what the sandbox would
  const init = (0, eval)(compiled.code) as (x: Record<string, unknown>) => Promise<void>;
  const exported: Record<string, unknown> = {};
  await init(exported);
  return typeof exported['default'] === 'function'
    ? (exported['default'] as () => unknown)()
    : exported['default'];
}

describe('compileScript', () => {
  it.each([
    ['a named default function', 'export default function admit() { return 1 }'],
    ['an anonymous default function', 'export default function () { return 1 }'],
    ['a default arrow', 'export default () => 1'],
    ['an async default function', 'export default async function admit() { return 1 }'],
    [
      'a default class instance method',
      'class A { static run() { return 1 } }\nexport default A.run',
    ],
    [
      'a default declared before its helper',
      'export default function admit() { return helper() }\nfunction helper() { return 1 }',
    ],
    ['export { x as default }', 'const admit = () => 1\nexport { admit as default }'],
    ['a named export beside the default', 'export const one = () => 1\nexport default () => one()'],
    ['top-level await', 'const one = await Promise.resolve(1)\nexport default () => one'],
    ['a hash-bang line', '#!/usr/bin/env node\nexport default () => 1'],
    ['export default split over lines', 'export\ndefault\n() => 1'],
  ])('hands back %s', async (_, source) => {
    expect(await defaultExport(source)).toBe(1);
  });

  it("keeps every line where it was, so runtime errors name the script's own lines", async () => {
    const source = 'export default function admit() {\n  const x = undefined;\n  return x.y;\n}';
    const compiled = compileScript(source);
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    expect(
      compiled.code
        .split('\n')
        .slice(0, 4)
        .map((l, i) => (i === 0 ? l.slice(SCRIPT_HEAD_COLUMNS) : l)),
    ).toEqual([
      '               function admit() {',
      '  const x = undefined;',
      '  return x.y;',
      '}',
    ]);
  });

  it("places a syntax error at its line and column, in acorn's words", () => {
    expect(
      compileScript('export default function admit(review) {\n  return { allowed: true\n}\n'),
    ).toEqual({
      ok: false,
      message: 'SyntaxError: Unexpected token',
      line: 4,
      column: 1,
    });
    expect(compileScript('const a = ;')).toMatchObject({ ok: false, line: 1, column: 11 });
  });

  it.each([
    ['a static import', 'import fs from "node:fs"\nexport default () => 1', 1, 1],
    [
      'a dynamic import',
      'export default async () => {\n  await import("https://example.com/x.js")\n}',
      2,
      9,
    ],
    ['import.meta', 'export default () =>\n  import.meta.url', 2, 3],
    ['a re-export', 'export * from "./x.js"', 1, 1],
    ['a named re-export', 'export { a } from "./x.js"', 1, 1],
  ])('refuses %s at its place: no network, no files', (_, source, line, column) => {
    expect(compileScript(source)).toEqual({
      ok: false,
      message: 'a webhook script cannot import modules: it runs with no network and no files',
      line,
      column,
    });
  });
});

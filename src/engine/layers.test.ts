// Keeps the engine's import graph pointing down: every folder imports only from folders in lower
// rows of the layer table at the top of index.ts, so no two folders import each other.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const engine = import.meta.dirname;

interface Layer {
  row: number;
  unit: string;
  mirrors: string;
}

/** Reads the `// | row | folder | mirrors | holds` rows of the table in index.ts. */
function readLayers(indexSource: string): Layer[] {
  const rows = [
    ...indexSource.matchAll(/^\/\/ \|\s*(\d+)\s*\|\s*([^|\s]+)\s*\|\s*([^|]*?)\s*\|/gm),
  ];
  return rows.map(([, row, unit, mirrors]) => ({
    row: Number(row),
    unit: unit ?? '',
    mirrors: mirrors ?? '',
  }));
}

/** Every .ts file under the engine, relative to it, with its text. */
function engineFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith('.ts'))
        files.set(relative(engine, path), readFileSync(path, 'utf8'));
    }
  };
  walk(engine);
  return files;
}

const isTest = (file: string): boolean => file.endsWith('.test.ts');
/** Test helpers beside the code (`testing.ts`): only tests import them, so they sit outside the layers. */
const isTestHelper = (file: string): boolean => file.endsWith('/testing.ts');

/** The folder a file belongs to (its first path segment), or the file itself at the engine's root. */
const unitOf = (file: string): string => file.split('/')[0] ?? file;

/** The engine files a file imports (static, re-exported and dynamic imports with a relative path). */
function importsOf(file: string, source: string): { specifier: string; target: string }[] {
  const found = [
    ...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
  ];
  return found.map(([, specifier]) => ({
    specifier: specifier ?? '',
    target: join(dirname(file), specifier ?? ''),
  }));
}

/** Every import of a non-test file that does not point to a lower row, as a sentence naming file and import. */
function upwardImports(files: ReadonlyMap<string, string>, layers: readonly Layer[]): string[] {
  const rowOf = new Map(layers.map((l) => [l.unit, l.row]));
  const problems: string[] = [];
  for (const [file, source] of files) {
    if (isTest(file) || isTestHelper(file)) continue;
    const from = unitOf(file);
    const fromRow = rowOf.get(from);
    if (fromRow === undefined) {
      problems.push(`${file}: its folder "${from}" is not in the layer table`);
      continue;
    }
    for (const { specifier, target } of importsOf(file, source)) {
      if (target.startsWith('..')) continue;
      const to = unitOf(target);
      if (to === from) continue;
      const toRow = rowOf.get(to);
      if (toRow === undefined)
        problems.push(
          `${file}: imports '${specifier}' from "${to}", which is not in the layer table`,
        );
      else if (toRow === fromRow)
        problems.push(
          `${file}: imports '${specifier}' from its peer "${to}" (both row ${fromRow})`,
        );
      else if (toRow > fromRow)
        problems.push(
          `${file}: imports '${specifier}' from "${to}" (row ${toRow}), above "${from}" (row ${fromRow})`,
        );
    }
  }
  return problems;
}

/** The first cycle between folders in the import graph of non-test files, as `a → b → a`, or undefined. */
function folderCycle(files: ReadonlyMap<string, string>): string | undefined {
  const edges = new Map<string, Set<string>>();
  for (const [file, source] of files) {
    if (isTest(file) || isTestHelper(file)) continue;
    const from = unitOf(file);
    for (const { target } of importsOf(file, source)) {
      const to = unitOf(target);
      if (to === from || target.startsWith('..')) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  const done = new Set<string>();
  const visit = (unit: string, path: string[]): string | undefined => {
    const at = path.indexOf(unit);
    if (at >= 0) return [...path.slice(at), unit].join(' → ');
    if (done.has(unit)) return undefined;
    for (const next of [...(edges.get(unit) ?? [])].sort()) {
      const cycle = visit(next, [...path, unit]);
      if (cycle !== undefined) return cycle;
    }
    done.add(unit);
    return undefined;
  };
  for (const unit of [...edges.keys()].sort()) {
    const cycle = visit(unit, []);
    if (cycle !== undefined) return cycle;
  }
  return undefined;
}

const files = engineFiles();
const layers = readLayers(files.get('index.ts') ?? '');

describe('the engine layers', () => {
  it('lists every engine folder and root file once, with the package it mirrors', () => {
    const units = [...new Set([...files.keys()].filter((f) => !isTest(f)).map(unitOf))].sort();
    expect(layers.map((l) => l.unit).sort()).toEqual(units);
    for (const l of layers) expect(l.mirrors, l.unit).not.toBe('');
  });

  it('has every import point down to a lower row', () => {
    expect(upwardImports(files, layers)).toEqual([]);
  });

  it('has no cycle between folders', () => {
    expect(folderCycle(files)).toBeUndefined();
  });

  it('keeps test helpers out of the shipped code', () => {
    const helperUsers = [...files]
      .filter(([file]) => !isTest(file) && !isTestHelper(file) && unitOf(file) !== 'testing')
      .flatMap(([file, source]) =>
        importsOf(file, source)
          .filter((i) => isTestHelper(i.target))
          .map((i) => `${file}: imports '${i.specifier}'`),
      );
    expect(helperUsers).toEqual([]);
  });

  it('gives each folder one file that says which upstream package it mirrors', () => {
    for (const { unit } of layers.filter((l) => !l.unit.endsWith('.ts'))) {
      const headed = [...files].filter(
        ([file, source]) => unitOf(file) === unit && source.startsWith(`// Package ${unit} `),
      );
      expect(
        headed.map(([file]) => file),
        unit,
      ).toHaveLength(1);
    }
  });
});

describe('the layer check itself', () => {
  const table: Layer[] = [
    { row: 1, unit: 'low', mirrors: 'x' },
    { row: 2, unit: 'high', mirrors: 'x' },
    { row: 2, unit: 'peer', mirrors: 'x' },
  ];

  it('accepts an import from a lower row', () => {
    const tree = new Map([
      ['high/a.ts', "import { b } from '../low/b.ts';"],
      ['low/b.ts', ''],
    ]);
    expect(upwardImports(tree, table)).toEqual([]);
  });

  it.each([
    [
      'an upward import',
      'low/b.ts',
      "import type { A } from '../high/a.ts';",
      '"high" (row 2), above "low" (row 1)',
    ],
    ['a re-export from above', 'low/b.ts', "export { a } from '../high/a.ts';", 'above "low"'],
    [
      'a dynamic import from above',
      'low/b.ts',
      "const m = () => import('../high/a.ts');",
      'above "low"',
    ],
    ['an import from a peer', 'peer/c.ts', "import { a } from '../high/a.ts';", 'its peer "high"'],
    [
      'a folder missing from the table',
      'stray/d.ts',
      "import { b } from '../low/b.ts';",
      'not in the layer table',
    ],
  ])('reports %s, naming the file and the import', (_name, file, source, words) => {
    const tree = new Map([
      ['high/a.ts', ''],
      ['low/b.ts', ''],
      [file, source],
    ]);
    const problems = upwardImports(tree, table);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(file);
    expect(problems[0]).toContain(words);
  });

  it('finds a cycle between two folders', () => {
    const tree = new Map([
      ['high/a.ts', "import { b } from '../low/b.ts';"],
      ['low/b.ts', "import { a } from '../high/a.ts';"],
    ]);
    expect(folderCycle(tree)).toBe('high → low → high');
  });

  it('reads the table rows of a façade', () => {
    expect(
      readLayers(
        '// | row | folder | mirrors | holds\n// |   3 | cel          | k8s.io/apiserver pkg/cel | the CEL environment\n',
      ),
    ).toEqual([{ row: 3, unit: 'cel', mirrors: 'k8s.io/apiserver pkg/cel' }]);
  });
});

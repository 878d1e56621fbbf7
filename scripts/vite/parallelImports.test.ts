import { describe, expect, it } from 'vitest';
import { staticClosure, withParallelImports } from './parallelImports.ts';

// worker.js imports shared.js; group.js imports a.js (which imports b.js) and shared.js.
const chunks = new Map<string, readonly string[]>([
  ['assets/worker.js', ['assets/shared.js']],
  ['assets/shared.js', []],
  ['assets/group.js', ['assets/a.js', 'assets/shared.js']],
  ['assets/a.js', ['assets/b.js']],
  ['assets/b.js', []],
  ['assets/alone.js', []],
]);

describe('parallel dynamic imports', () => {
  it('finds the static closure of a chunk, itself included', () => {
    expect([...staticClosure(chunks, 'assets/group.js')].sort()).toEqual([
      'assets/a.js',
      'assets/b.js',
      'assets/group.js',
      'assets/shared.js',
    ]);
  });

  it("asks for a group's chunks the importer has not loaded in the same round trip", () => {
    expect(withParallelImports(chunks, 'assets/worker.js', 'f=()=>import(`./group.js`)')).toBe(
      'f=()=>Promise.all([import(`./group.js`),import(`./a.js`),import(`./b.js`)]).then((m)=>m[0])',
    );
  });

  it('leaves an import of a chunk that needs nothing more alone', () => {
    const code = 'g=()=>import("./alone.js")';
    expect(withParallelImports(chunks, 'assets/worker.js', code)).toBe(code);
  });
});

import { describe, expect, it } from 'vitest';
import { parallelDynamicImports } from './parallelImports.ts';

const chunk = (fileName: string, imports: string[], code = '') => ({
  type: 'chunk' as const,
  fileName,
  imports,
  code,
});

describe('parallelDynamicImports', () => {
  it("asks for a chunk's static imports, transitively, together with the chunk", () => {
    const worker = chunk('assets/engineWorker-a.js', [], 'load(()=>import(`./engine-core-b.js`))');
    parallelDynamicImports([
      worker,
      chunk('assets/engine-core-b.js', ['assets/engineValidation-c.js']),
      chunk('assets/engineValidation-c.js', ['assets/semver-d.js']),
      chunk('assets/semver-d.js', []),
    ]);
    expect(worker.code).toBe(
      'load(()=>Promise.all([import(`./engine-core-b.js`),import(`./engineValidation-c.js`),import(`./semver-d.js`)]).then((m)=>m[0]))',
    );
  });

  it('leaves alone an import of a chunk that imports nothing, or only what the importer has', () => {
    const code = 'import("./cel-b.js");import(\'./policy-c.js\')';
    const worker = chunk('assets/w.js', ['assets/shared-d.js'], code);
    parallelDynamicImports([
      worker,
      chunk('assets/cel-b.js', []),
      chunk('assets/policy-c.js', ['assets/shared-d.js']),
      chunk('assets/shared-d.js', []),
    ]);
    expect(worker.code).toBe(code);
  });
});

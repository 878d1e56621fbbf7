// A chunk loaded with import() fetches the chunks it imports statically only once it has arrived
// and been parsed: one more round trip for each level. So, in a bundle with no preload (a worker
// has no <link rel=modulepreload>), each dynamic import asks for the chunk's whole static closure
// at once: `import("./a.js")` becomes `Promise.all([import("./a.js"), import("./b.js"), ...])`
// with the chunks b... that a.js needs and the importer has not loaded already. The browser's
// engine worker then gets an engine group and the shared validation chunks it uses in one round
// trip (issue 22).

import type { Plugin } from 'vite';

/** The chunks of a bundle as this plugin reads them: each one's static imports. */
export type ChunkImports = ReadonlyMap<string, readonly string[]>;

/** The static closure of a chunk (itself included). */
export function staticClosure(chunks: ChunkImports, file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of chunks.get(file) ?? []) staticClosure(chunks, dep, seen);
  return seen;
}

const DYNAMIC_IMPORT = /\bimport\(\s*(["'`])\.\/([^"'`]+\.js)\1\s*\)/g;

/**
 * Rewrites the dynamic imports of chunk `file` (its code `code`, in folder-relative `./x.js`
 * form) so each also imports, in parallel, the chunks its target needs beyond the importer's own.
 */
export function withParallelImports(chunks: ChunkImports, file: string, code: string): string {
  const loaded = staticClosure(chunks, file);
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  return code.replace(DYNAMIC_IMPORT, (whole, quote: string, target: string) => {
    const extra = [...staticClosure(chunks, dir + target)]
      .filter((c) => c !== dir + target && !loaded.has(c))
      .sort();
    if (extra.length === 0) return whole;
    const imports = [target, ...extra.map((c) => c.slice(dir.length))]
      .map((c) => `import(${quote}./${c}${quote})`)
      .join(',');
    return `Promise.all([${imports}]).then((m)=>m[0])`;
  });
}

/** The Vite plugin: every chunk's dynamic imports ask for their static closures in parallel. */
export function parallelImports(): Plugin {
  return {
    name: 'parallel-dynamic-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, readonly string[]>();
      for (const c of Object.values(bundle))
        if (c.type === 'chunk') chunks.set(c.fileName, c.imports);
      for (const c of Object.values(bundle))
        if (c.type === 'chunk' && c.dynamicImports.length > 0)
          c.code = withParallelImports(chunks, c.fileName, c.code);
    },
  };
}

// A dynamic import of a chunk that imports other chunks statically costs a round trip per level:
// the browser learns of the chunk's imports only once it has fetched and parsed it. The page's
// build preloads them (Vite's modulepreload helper); a worker's build has nothing of the kind, so
// an engine group (src/engine/groups/load.ts) waited for its chunk, then for the validation
// helpers it shares with others (engineValidation), one after the other. This plugin rewrites each
// dynamic import in a worker's chunks to ask for the chunk's static imports at the same time.

import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  code: string;
}

const IMPORT = /\bimport\((["'`])\.\/([\w.-]+\.js)\1\)/g;

/** The chunks `file` imports statically, transitively, without itself and what the importer has already. */
function staticClosure(
  chunks: ReadonlyMap<string, ChunkLike>,
  file: string,
  loaded: ReadonlySet<string>,
): string[] {
  const seen = new Set<string>([file]);
  const walk = (f: string) => {
    for (const dep of chunks.get(f)?.imports ?? []) {
      if (seen.has(dep) || loaded.has(dep)) continue;
      seen.add(dep);
      walk(dep);
    }
  };
  walk(file);
  seen.delete(file);
  return [...seen].sort();
}

/** Rewrites the dynamic imports of chunks in one directory to fetch their static imports in parallel. */
export function parallelDynamicImports(chunks: ChunkLike[]): void {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const dir = (f: string) => f.slice(0, f.lastIndexOf('/') + 1);
  for (const chunk of chunks) {
    // What the importing chunk holds already: its own static imports are loaded with it.
    const loaded = new Set([chunk.fileName, ...staticClosure(byFile, chunk.fileName, new Set())]);
    chunk.code = chunk.code.replace(IMPORT, (call: string, q: string, name: string) => {
      const target = `${dir(chunk.fileName)}${name}`;
      const deps = staticClosure(byFile, target, loaded).map((d) => d.slice(dir(d).length));
      if (deps.length === 0) return call;
      const all = [name, ...deps].map((f) => `import(${q}./${f}${q})`).join(',');
      return `Promise.all([${all}]).then((m)=>m[0])`;
    });
  }
}

/** The plugin, for a worker's build (vite.config.ts `worker.plugins`). */
export function parallelImports(): Plugin {
  return {
    name: 'parallel-dynamic-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      parallelDynamicImports(
        Object.values(bundle).filter((c): c is typeof c & ChunkLike => c.type === 'chunk'),
      );
    },
  };
}

// Builds the command line the package ships: src/cli/entry.ts and everything it imports (the
// engine, yaml, CEL, fflate, acorn) bundled for Node into dist-cli/cli.mjs and the chunks it
// imports on demand, beside the script sandbox's worker thread (src/cli/script/scriptThread.mjs,
// plain JavaScript that imports only node:*). No TypeScript is compiled and no dependency is
// resolved at run time. Minified (MINIFY=0 keeps names, for profiling): less to parse at start.
// `npm pack` runs it (the "prepack" script); a checkout runs the sources through tsx instead.
import { copyFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { lazyEngineGroups } from './vite/lazyEngineGroups.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}dist-cli`;

// The engine's groups stay chunks of their own, as in the browser's worker: the commands load what a
// scenario needs before running it (src/cli/runWithGroups.ts), so `run` on a plain webhook scenario
// does not compile CEL, the policies and every validator at each start.
rmSync(outDir, { recursive: true, force: true });
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [lazyEngineGroups],
  build: {
    ssr: 'src/cli/entry.ts',
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: process.env.MINIFY !== '0',
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      // What a command or a scenario may not need (lint's checks, the live client, the script
      // compiler, the share-link codec) is a chunk of its own, loaded by its dynamic import: a
      // `run` parses less code at every start.
      // The engine's CEL is imported statically too (policies): said once, not at every build.
      checks: { ineffectiveDynamicImport: false },
      output: { entryFileNames: 'cli.mjs', chunkFileNames: '[name]-[hash].mjs', format: 'es' },
    },
  },
  // Bundle every package: the installed CLI has no dependencies of its own.
  ssr: { target: 'node', noExternal: true },
});
copyFileSync(`${root}src/cli/script/scriptThread.mjs`, `${outDir}/scriptThread.mjs`);
const files = readdirSync(outDir);
const bytes = files.reduce((n, f) => n + statSync(`${outDir}/${f}`).size, 0);
console.log(`build-cli: wrote dist-cli/ (${files.length} files, ${(bytes / 1024).toFixed(0)} KiB)`);

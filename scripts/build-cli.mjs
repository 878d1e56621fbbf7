// Builds the command line the package ships: src/cli/entry.ts and everything it imports (the
// engine, yaml, CEL, fflate, acorn) bundled into one ESM file for Node, dist-cli/cli.mjs, beside
// the script sandbox's worker thread (src/cli/script/scriptThread.mjs, plain JavaScript that
// imports only node:*). No TypeScript is compiled and no dependency is resolved at run time.
// `npm pack` runs it (the "prepack" script); a checkout runs the sources through tsx instead.
import { copyFileSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}dist-cli`;

rmSync(outDir, { recursive: true, force: true });
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/cli/entry.ts',
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: process.env.MINIFY !== '0',
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: 'cli.mjs', format: 'es', codeSplitting: false },
    },
  },
  // Bundle every package: the installed CLI has no dependencies of its own.
  ssr: { target: 'node', noExternal: true },
});
copyFileSync(`${root}src/cli/script/scriptThread.mjs`, `${outDir}/scriptThread.mjs`);
console.log(
  `build-cli: wrote dist-cli/cli.mjs (${(statSync(`${outDir}/cli.mjs`).size / 1024).toFixed(0)} KiB)`,
);

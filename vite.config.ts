import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { APP_BOOT_HASH, verdictFirstBoot } from './scripts/vite/appBoot.ts';
import { lazyEngineGroups } from './scripts/vite/lazyEngineGroups.mjs';
import { offline } from './scripts/vite/offlinePlugin.ts';
import { parallelImports } from './scripts/vite/parallelImports.ts';

// monaco-yaml -> monaco-worker-manager/worker.js imports the legacy deep path
// 'monaco-editor/esm/vs/editor/editor.worker.js'. monaco-editor >= 0.56 has an "exports" map
// ("./*": "./esm/vs/*.js") that rewrites it to esm/vs/esm/vs/... (missing), so point it at the file.
const monacoEditorWorker = fileURLToPath(
  new URL('./node_modules/monaco-editor/esm/vs/editor/editor.worker.js', import.meta.url),
);

// The built page may run only its own scripts and talk to nothing: a share link is untrusted
// input, and nothing may leave the browser. `blob:` scripts and workers are the script webhooks'
// sandbox (src/app/scripts): a worker started from a blob: URL inherits this policy, so the
// scripts in it can connect nowhere either (connect-src 'none') and cannot eval (no
// 'unsafe-eval'). Monaco injects <style> elements, hence 'unsafe-inline' for styles only, and its
// icon font is a data: URL. The page's one inline script, its boot (scripts/vite/appBoot.ts), runs
// by its hash. Build only: the dev server needs inline scripts and a websocket for HMR.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' blob: ${APP_BOOT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'none'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const csp: Plugin = {
  name: 'content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
      injectTo: 'head-prepend',
    },
  ],
};

// The engine worker opens the share link the early script hands it (src/app/evaluation/earlyStart.ts):
// in the worker the codec's decoder, which the façade loads on demand (loadShareCodec), is a static
// import, part of the worker's own file, so opening a link costs no round trip for a chunk of its own. The page
// keeps it lazy (a chunk fetched when a link is written).
const SHARE_CODEC_IMPORT = "import('./share/link.ts')";
const WORKER_CODEC = `Promise.resolve({
  decodeShareLink: decodeInWorker,
  encodeShareLink: () => { throw new Error('the engine worker writes no links'); },
})`;
const workerShareCodec: Plugin = {
  name: 'engine-worker-share-codec',
  enforce: 'pre',
  transform: (code, id) =>
    /[\\/]src[\\/]engine[\\/]index\.ts$/.test(id) && code.includes(SHARE_CODEC_IMPORT)
      ? {
          // The decoder only (the worker writes no links): the encoder's deflate stays out.
          code: `import { decodeShareLink as decodeInWorker } from './share/link.ts';\n${code.replace(SHARE_CODEC_IMPORT, WORKER_CODEC)}`,
          map: null,
        }
      : undefined,
};

// The engine worker is the largest download before a link's first verdict: a first script of its
// own (src/app/evaluation/earlyStart.ts, an entry with no imports of size) starts it before the
// page's React and workbench have arrived; opened from a share link, it has the worker decode and
// run the link and paints kubectl's line before the app is even requested (scripts/vite/appBoot.ts
// writes the page's boot). A script tag in index.html would not do: the bundler folds every module
// script of the page into one entry, which waits for all of its imports.
const EARLY_ENTRY = 'earlyStart';

// The build is a static site: relative asset URLs (`base: './'`) let any static host serve it
// from any path, and let it open offline.
export default defineConfig({
  base: './',
  plugins: [lazyEngineGroups, react(), csp, verdictFirstBoot(EARLY_ENTRY), offline()],
  resolve: {
    alias: [
      {
        find: /^monaco-editor\/esm\/vs\/editor\/editor\.worker(\.js)?$/,
        replacement: monacoEditorWorker,
      },
    ],
  },
  // Dev only: without this the first visit logs "optimized dependencies changed, reloading" once
  // the lazy editor chunk asks for monaco-yaml's worker, and the page reloads under the person.
  optimizeDeps: { include: ['monaco-yaml', 'monaco-yaml/yaml.worker.js'] },
  // Module workers, so the editor and YAML workers can import like the rest of the bundle.
  worker: {
    format: 'es',
    // The share codec a static import of the worker (it opens a link itself); each engine group's
    // chunk and the shared chunks it imports are fetched in one round trip.
    plugins: () => [lazyEngineGroups, workerShareCodec, parallelImports()],
    rolldownOptions: {
      output: {
        // An engine group's chunk is named after its group (src/engine/<group>/group.ts, or
        // src/engine/plugins/<family>Group.ts, src/engine/rest/validators/<family>Group.ts), so the bench and a reader of the network log can
        // tell them apart.
        // Everything the worker's entry imports statically stays in its one file: left alone, the
        // bundler moves modules the engine groups share with it into a chunk of their own, which
        // the worker then waits for, one more round trip before its first answer.
        // The validation helpers several groups share (the validator families', the policies')
        // make a chunk per set of groups that share them (entriesAware), so a ConfigMap's
        // validators do not bring the pod spec's: a group's loader asks for its shared chunks
        // in parallel with it (parallelImports), so more chunks cost no more round trips.
        codeSplitting: {
          groups: [
            { name: 'engineWorker', tags: ['$initial'] },
            {
              name: 'engineValidation',
              test: /[\\/]src[\\/]engine[\\/](?:validation[\\/]|rest[\\/]validator\.ts$)/,
              minShareCount: 2,
              entriesAware: true,
            },
          ],
        },
        chunkFileNames: (chunk) => {
          const group =
            /[\\/]src[\\/]engine[\\/](?:([a-z]+)[\\/]group|(?:[a-z]+[\\/])+([a-zA-Z]+)Group)\.ts$/.exec(
              chunk.facadeModuleId ?? '',
            );
          // The shared validation chunks are named by the groups that share each one: one name will do.
          const name =
            group === null
              ? chunk.name.replace(/~.*$/, '')
              : `engine-${group[1] ?? group[2] ?? ''}`;
          return `assets/${name}-[hash].js`;
        },
      },
    },
  },
  // The Monaco chunk (~3.9 MB) is lazy, loaded after first paint; the warning limit sits above it.
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4200,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        [EARLY_ENTRY]: fileURLToPath(
          new URL('./src/app/evaluation/earlyStart.ts', import.meta.url),
        ),
      },
      // The engine is pure (STYLE.md: no globals, nothing done at import but building constants),
      // so a module of it whose exports the page does not use can go: the page imports the façade
      // (engine/index.ts) for the share codec alone, and must not pull in the parser and CEL with it.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]engine[\\/]/.test(id) },
      output: {
        // What every page needs before its first result (React, yaml, the store) in one chunk: left
        // alone, the bundler splits it into several small chunks shared with the lazy ones, and each
        // compresses worse on its own. The engine is not in it: it runs in its own worker
        // (src/app/evaluation/engineWorker.ts, a bundle of its own), and the share codec stays lazy.
        // The few small modules the early script shares with the app (the early worker's hand-over,
        // the verdict's placeholder, the link and view tests) make one chunk of their own: left
        // in 'startup', the early script would wait for React before the verdict.
        codeSplitting: {
          groups: [
            {
              name: 'early',
              priority: 1,
              test: /src[\\/]app[\\/](evaluation[\\/](appBoot|engineWorkerStart|verdictPlaceholder)|share[\\/]shareFragment|workshop[\\/]viewMode)\.ts$/,
            },
            {
              name: 'startup',
              test: /node_modules[\\/](react|react-dom|scheduler|yaml|zustand)[\\/]|src[\\/]app[\\/]store[\\/]/,
            },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
});

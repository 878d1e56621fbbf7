import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// monaco-yaml -> monaco-worker-manager/worker.js imports the legacy deep path
// 'monaco-editor/esm/vs/editor/editor.worker.js'. monaco-editor >= 0.56 has an "exports" map
// ("./*": "./esm/vs/*.js") that rewrites it to esm/vs/esm/vs/... (missing), so point it at the file.
const monacoEditorWorker = fileURLToPath(
  new URL('./node_modules/monaco-editor/esm/vs/editor/editor.worker.js', import.meta.url),
);

// The build is a static site: relative asset URLs (`base: './'`) let any static host serve it
// from any path, and let it open offline.
export default defineConfig({
  base: './',
  plugins: [react()],
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
  worker: { format: 'es' },
  // The Monaco chunk (~3.9 MB) is lazy, loaded after first paint; the warning limit sits above it.
  build: { target: 'es2022', chunkSizeWarningLimit: 4200 },
  preview: { port: 4173, strictPort: true },
});

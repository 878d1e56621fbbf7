// Builds the service worker (src/app/offline/serviceWorker.ts) into the site's root as sw.js, once
// the rest of the build is written: it lists the output directory as written (the page, chunks,
// worker chunks, styles, fonts, public files), and compiles the worker with that list and its
// version in it. Build only: the dev server registers no worker and serves no sw.js.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { precacheList, SERVICE_WORKER_FILE, type BuiltFile } from './precacheList.ts';

const entry = fileURLToPath(new URL('../../src/app/offline/serviceWorker.ts', import.meta.url));

/** Reads every file under a folder, with its path relative to it in URL form. */
function readTree(root: string): BuiltFile[] {
  const files: BuiltFile[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.isFile())
        files.push({ path: relative(root, path).split(sep).join('/'), bytes: readFileSync(path) });
    }
  };
  walk(root);
  return files;
}

/** The Vite plugin that writes sw.js with the build's precache list. */
export function offline(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'offline-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      if (error || config.build.ssr || config.build.write === false) return;
      const outDir = resolve(config.root, config.build.outDir);
      const { version, entries } = precacheList(readTree(outDir));
      // A build of its own: one classic script with no imports (a module service worker is not
      // yet everywhere), minified like the site, sharing no chunk with the page.
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __OFFLINE_PRECACHE__: JSON.stringify(entries),
          __OFFLINE_VERSION__: JSON.stringify(version),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: config.build.target,
          minify: true,
          lib: {
            entry,
            formats: ['iife'],
            name: 'admissionPlaygroundServiceWorker',
            fileName: () => SERVICE_WORKER_FILE,
          },
        },
      });
      config.logger.info(
        `offline: ${SERVICE_WORKER_FILE} precaches ${String(entries.length)} files (build ${version})`,
      );
    },
  };
}

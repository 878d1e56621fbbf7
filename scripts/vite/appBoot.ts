// The built page's boot (issue 22, "verdict first"). Vite writes the app's entry as a module
// script with its modulepreloads; this plugin moves them into the data of a small inline boot
// script, which
// - starts the engine worker as the page's first act (its script is the largest download before
//   a link's verdict), keeping what it says until the early script or the app takes it
//   (src/app/evaluation/engineWorkerStart.ts);
// - loads the app at once, unless the page was opened from a share link: then the app waits until
//   the early script (src/app/evaluation/earlyStart.ts) has painted the link's verdict and asks
//   for it, so nothing of the app is requested before the verdict.
// The boot script runs under the page's Content-Security-Policy by its sha256 hash (never
// 'unsafe-inline'); its text is fixed, the build's file names are in its data attributes.

import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { APP_BOOT_ID, LOAD_APP_EVENT } from '../../src/app/evaluation/appBoot.ts';
import { SHARE_FRAGMENT } from '../../src/app/share/shareFragment.ts';

/** The boot script's text (data-worker, data-entry, data-preload: the build's files). */
export const APP_BOOT_SCRIPT = `(() => {
  const boot = document.currentScript;
  const data = boot.dataset;
  if (typeof Worker === 'function') {
    const worker = new Worker(data.worker, { type: 'module', name: 'engine' });
    const heard = [];
    worker.onmessage = (e) => heard.push({ kind: 'reply', reply: e.data });
    worker.onerror = (e) => {
      e.preventDefault();
      heard.push({ kind: 'fail', message: e.message ?? '' });
    };
    worker.onmessageerror = () => heard.push({ kind: 'fail', message: 'its answer could not be read' });
    boot.engine = { worker, heard };
  }
  const add = (tag, attrs) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    document.head.append(e);
    return e;
  };
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const href of [...data.preload.split(' ').filter(Boolean), data.entry])
      add('link', { rel: 'modulepreload', crossorigin: '', href });
    // Run once the document is parsed (as index.html's own module script would): it needs #root.
    // An app that cannot load (a lost chunk, the network gone) says so where a link's verdict waits for it.
    const run = () =>
      add('script', { type: 'module', crossorigin: '', src: data.entry }).addEventListener('error', () => {
        const note = document.querySelector('.vf-note');
        if (note === null) return;
        note.textContent = 'The workbench could not be loaded: reload the page to try again.';
        note.setAttribute('role', 'alert');
      });
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  };
  if (${SHARE_FRAGMENT.toString()}.test(location.hash)) boot.addEventListener('${LOAD_APP_EVENT}', load);
  else load();
})();`;

/** The CSP source that lets the boot script run. */
export const APP_BOOT_HASH = `'sha256-${createHash('sha256').update(APP_BOOT_SCRIPT).digest('base64')}'`;

/** The built files the boot script names. */
export interface BootFiles {
  /** The early script's entry chunk, and the chunks it imports. */
  early: { fileName: string; imports: readonly string[] };
  /** The engine worker's script. */
  worker: string;
}

const attr = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Rewrites Vite's index.html: the app's entry script and modulepreloads go into the boot script's
 * data; the boot script, the early script and its imports come right after the title, before the
 * stylesheet (an inline script after a stylesheet would wait for it).
 */
export function rewriteIndexHtml(html: string, files: BootFiles): string {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (entryTag?.[1] === undefined) throw new Error('index.html has no entry script');
  const preloads: string[] = [];
  const rest = html
    .replace(entryTag[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  const boot = [
    `<script id="${APP_BOOT_ID}" data-worker="./${attr(files.worker)}" data-entry="${attr(entryTag[1])}" data-preload="${attr(preloads.join(' '))}">${APP_BOOT_SCRIPT}</script>`,
    ...files.early.imports.map((f) => `<link rel="modulepreload" crossorigin href="./${attr(f)}">`),
    // async: it runs as soon as it arrives, not after the document is parsed.
    `<script type="module" async crossorigin src="./${attr(files.early.fileName)}"></script>`,
  ].join('\n    ');
  if (!rest.includes('</title>')) throw new Error('index.html has no title');
  return rest.replace('</title>', `</title>\n    ${boot}`);
}

/** The plugin: finds the early entry (named `earlyEntry`) and the engine worker, and rewrites the page. */
export function verdictFirstBoot(earlyEntry: string): Plugin {
  return {
    name: 'verdict-first-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const bundle = Object.values(ctx.bundle ?? {});
        const early = bundle.find((c) => c.type === 'chunk' && c.isEntry && c.name === earlyEntry);
        if (early?.type !== 'chunk') throw new Error(`the build has no ${earlyEntry} entry`);
        const worker = bundle.find((f) => /(^|\/)engineWorker-[\w-]+\.js$/.test(f.fileName));
        if (worker === undefined) throw new Error('the build has no engine worker');
        return rewriteIndexHtml(html, { early, worker: worker.fileName });
      },
    },
  };
}

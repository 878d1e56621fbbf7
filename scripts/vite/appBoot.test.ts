import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_BOOT_HASH, APP_BOOT_SCRIPT, rewriteIndexHtml } from './appBoot.ts';

// index.html as Vite writes it for the app's entry.
const VITE_HTML = `<html><head>
    <title>Admission Playground</title>
    <script type="module" crossorigin src="./assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/startup-B.js">
    <link rel="modulepreload" crossorigin href="./assets/early-C.js">
    <link rel="stylesheet" crossorigin href="./assets/index-D.css">
  </head><body><div id="root"></div></body></html>`;

const files = {
  early: { fileName: 'assets/earlyStart-E.js', imports: ['assets/early-C.js'] },
  worker: 'assets/engineWorker-F.js',
};

describe('rewriteIndexHtml', () => {
  const html = rewriteIndexHtml(VITE_HTML, files);

  it("moves the app's entry and preloads into the boot script's data", () => {
    expect(html).not.toContain('src="./assets/index-A.js"');
    expect(html).not.toContain('href="./assets/startup-B.js"');
    expect(html).toContain(
      '<script id="app-boot" data-worker="./assets/engineWorker-F.js" data-entry="./assets/index-A.js" data-preload="./assets/startup-B.js ./assets/early-C.js">',
    );
  });

  it('puts the boot script, then the early script and its imports, before the stylesheet', () => {
    const at = (s: string) => html.indexOf(s);
    expect(at('id="app-boot"')).toBeGreaterThan(at('</title>'));
    expect(at('<link rel="modulepreload" crossorigin href="./assets/early-C.js">')).toBeGreaterThan(
      at('id="app-boot"'),
    );
    expect(at('src="./assets/earlyStart-E.js"')).toBeLessThan(at('rel="stylesheet"'));
    expect(html).toContain(`${APP_BOOT_SCRIPT}</script>`);
  });

  it('refuses a page without an entry script', () => {
    expect(() => rewriteIndexHtml('<title>x</title>', files)).toThrow('no entry script');
  });
});

/** Runs the boot script against a fake page; returns what it added to the head, and its element. */
function runBoot(hash: string, readyState = 'complete') {
  const added: { tag: string; attrs: Record<string, string> }[] = [];
  const listeners = new Map<string, () => void>();
  const boot = {
    dataset: { worker: './w.js', entry: './index.js', preload: './startup.js ./early.js' },
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    engine: undefined as unknown,
  };
  const started: unknown[] = [];
  const note = { textContent: 'Opening the workbench…', attrs: {} as Record<string, string> };
  const noteElement = {
    get textContent() {
      return note.textContent;
    },
    set textContent(t: string) {
      note.textContent = t;
    },
    setAttribute: (k: string, v: string) => (note.attrs[k] = v),
  };
  class Worker {
    onmessage: ((e: { data: unknown }) => void) | undefined;
    constructor(...args: unknown[]) {
      started.push(args);
    }
  }
  const document = {
    currentScript: boot,
    readyState,
    addEventListener: (type: string, fn: () => void) => listeners.set(`document ${type}`, fn),
    createElement: (tag: string) => {
      const e = { tag, attrs: {} as Record<string, string> };
      return {
        ...e,
        setAttribute: (k: string, v: string) => (e.attrs[k] = v),
        addEventListener: (type: string, fn: () => void) => listeners.set(`${tag} ${type}`, fn),
        e,
      };
    },
    querySelector: (selector: string) => (selector === '.vf-note' ? noteElement : null),
    head: {
      append: (el: { e: { tag: string; attrs: Record<string, string> } }) => added.push(el.e),
    },
  };
  runInNewContext(APP_BOOT_SCRIPT, { document, location: { hash }, Worker });
  return { added, listeners, boot, started, note };
}

describe('the boot script', () => {
  it('runs under the CSP by its own hash', () => {
    const digest = createHash('sha256').update(APP_BOOT_SCRIPT).digest('base64');
    expect(APP_BOOT_HASH).toBe(`'sha256-${digest}'`);
  });

  it('starts the engine worker and keeps what it says for the early script', () => {
    const { started, boot } = runBoot('');
    expect(started).toEqual([['./w.js', { type: 'module', name: 'engine' }]]);
    const engine = boot.engine as {
      worker: { onmessage: (e: { data: unknown }) => void };
      heard: unknown[];
    };
    engine.worker.onmessage({ data: { type: 'ready' } });
    expect(engine.heard).toEqual([{ kind: 'reply', reply: { type: 'ready' } }]);
  });

  it('loads the app at once when the page is not a share link', () => {
    const { added } = runBoot('#not-a-link');
    expect(
      added.map((e) => [
        e.tag,
        e.attrs['rel'] ?? e.attrs['type'],
        e.attrs['href'] ?? e.attrs['src'],
      ]),
    ).toEqual([
      ['link', 'modulepreload', './startup.js'],
      ['link', 'modulepreload', './early.js'],
      ['link', 'modulepreload', './index.js'],
      ['script', 'module', './index.js'],
    ]);
  });

  it("runs the app's script once the document is parsed", () => {
    const { added, listeners } = runBoot('', 'loading');
    expect(added.map((e) => e.tag)).toEqual(['link', 'link', 'link']);
    listeners.get('document DOMContentLoaded')?.();
    expect(added.map((e) => e.tag)).toEqual(['link', 'link', 'link', 'script']);
  });

  it('waits, for a share link, until the early script asks for the app (once)', () => {
    const { added, listeners } = runBoot('#v2.abc');
    expect(added).toEqual([]);
    listeners.get('load-app')?.();
    listeners.get('load-app')?.();
    expect(added.filter((e) => e.tag === 'script')).toHaveLength(1);
  });

  it("says where the link's verdict waits when the app's script cannot load", () => {
    const { listeners, note } = runBoot('#v2.abc');
    listeners.get('load-app')?.();
    expect(note.textContent).toBe('Opening the workbench…');
    listeners.get('script error')?.();
    expect(note).toEqual({
      textContent: 'The workbench could not be loaded: reload the page to try again.',
      attrs: { role: 'alert' },
    });
  });
});

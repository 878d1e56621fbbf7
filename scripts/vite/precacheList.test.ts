import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPrecached, precacheList, type BuiltFile } from './precacheList.ts';

const file = (path: string, text = path): BuiltFile => ({
  path,
  bytes: new TextEncoder().encode(text),
});

describe('isPrecached', () => {
  it.each([
    ['the page', 'index.html', true],
    ['a hashed chunk', 'assets/index-BoDo1r9L.js', true],
    ['a worker chunk', 'assets/engineWorker-EQTKjE3b.js', true],
    ['a font', 'assets/inter-latin-wght-normal-Dx4kXJAl.woff2', true],
    ['a public file', 'manifest.webmanifest', true],
    ['the service worker itself', 'sw.js', false],
    ['a file in a dot folder', '.vite/manifest.json', false],
    ['a source map', 'assets/index-BoDo1r9L.js.map', false],
    ['a gzipped copy', 'assets/index-BoDo1r9L.js.gz', false],
    ['a brotli copy', 'index.html.br', false],
  ])('%s: %s → %s', (_name, path, expected) => {
    expect(isPrecached(path)).toBe(expected);
  });

  it('keeps a worker file of the same name in a sub-folder', () => {
    expect(isPrecached('assets/sw.js')).toBe(true);
  });
});

describe('precacheList', () => {
  it('lists every precached file once, in path order, leaving the worker out', () => {
    const { entries } = precacheList([
      file('index.html'),
      file('sw.js'),
      file('assets/b-2.js'),
      file('assets/a-1.css'),
      file('.vite/manifest.json'),
    ]);
    expect(entries.map((e) => e.url)).toEqual(['assets/a-1.css', 'assets/b-2.js', 'index.html']);
  });

  it('gives each file the Subresource Integrity digest of its bytes', () => {
    const { entries } = precacheList([file('index.html', '<!doctype html>')]);
    const digest = createHash('sha256').update('<!doctype html>').digest('base64');
    expect(entries[0]?.integrity).toBe(`sha256-${digest}`);
  });

  it('keeps the version when the same files come in another order', () => {
    const a = precacheList([file('index.html'), file('assets/a-1.js')]);
    const b = precacheList([file('assets/a-1.js'), file('index.html')]);
    expect(a.version).toBe(b.version);
  });

  it('changes the version when a file keeps its name but not its bytes (index.html, public files)', () => {
    const before = precacheList([file('index.html', 'one'), file('assets/a-1.js')]);
    const after = precacheList([file('index.html', 'two'), file('assets/a-1.js')]);
    expect(after.version).not.toBe(before.version);
  });

  it('changes the version when a file is added or renamed', () => {
    const before = precacheList([file('index.html'), file('assets/a-1.js', 'x')]);
    expect(precacheList([file('index.html'), file('assets/a-2.js', 'x')]).version).not.toBe(
      before.version,
    );
    expect(
      precacheList([file('index.html'), file('assets/a-1.js', 'x'), file('icon.svg')]).version,
    ).not.toBe(before.version);
  });

  it('ignores the worker and source maps in the version', () => {
    const before = precacheList([file('index.html'), file('sw.js', 'one')]);
    const after = precacheList([file('index.html'), file('sw.js', 'two'), file('index.js.map')]);
    expect(after.version).toBe(before.version);
  });
});

// The service worker's precache list, made from what the build wrote: every file of the site but
// the worker itself, with a digest per file, and a version that changes whenever a file does.

import { createHash } from 'node:crypto';
import type { Precache, PrecacheEntry } from '../../src/app/offline/precache.ts';

/** The service worker's file name, at the site's root so its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** One file in the build's output directory. */
export interface BuiltFile {
  /** Its path relative to the output directory, with forward slashes. */
  path: string;
  bytes: Uint8Array;
}

/**
 * Tells whether a built file belongs in the precache: not the worker (the browser checks it for
 * updates itself), not a dot folder (Vite's `.vite/manifest.json`), not source maps nor
 * precompressed copies (the page never asks for them by those names).
 */
export function isPrecached(path: string): boolean {
  if (path === SERVICE_WORKER_FILE) return false;
  if (path.split('/').some((segment) => segment.startsWith('.'))) return false;
  return !/\.(map|gz|br|zst)$/.test(path);
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes);

/** Builds the precache of one build from its output files, in path order so the version is stable. */
export function precacheList(files: readonly BuiltFile[]): Precache {
  const entries: PrecacheEntry[] = files
    .filter((file) => isPrecached(file.path))
    .map((file) => ({ url: file.path, integrity: `sha256-${sha256(file.bytes).digest('base64')}` }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const listing = entries.map((e) => `${e.url} ${e.integrity}\n`).join('');
  return { version: sha256(listing).digest('hex').slice(0, 16), entries };
}

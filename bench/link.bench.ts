// Benchmark (not a test): share-link length for every gallery scenario as written, comments
// included, against lz-string's compressToEncodedURIComponent of the same text (what other
// playgrounds use). Target (issue 20): our link at most 0.6x lz-string's length at the median.
// For the record it also prints the link without the v2 dictionary, and the v1 link (canonical
// JSON, comments dropped). Run: npx tsx bench/link.bench.ts

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'fflate';
import LZString from 'lz-string';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { encodeBase64url } from '../src/engine/share/base64url.ts';
import { canonicalJson } from '../src/engine/share/canonicalJson.ts';
import { encodeV1 } from '../src/engine/share/v1.ts';

const root = join(import.meta.dirname, '..');

interface Row {
  file: string;
  textBytes: number;
  link: number;
  lz: number;
  noDictionary: number;
  v1: number;
}

function measure(folder: string): Row[] {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  return files.map((file) => {
    const text = readFileSync(join(folder, file), 'utf8');
    const link = encodeShareLink(text);
    const json = canonicalJson(text);
    if (!link.ok || !json.ok) throw new Error(`${file} does not encode`);
    if (!link.value.startsWith('v2.')) throw new Error(`${file} fell back to a v1 link`);
    const bytes = new TextEncoder().encode(text);
    // The same v2 framing without the dictionary: "v2." + base64url(raw deflate, level 9).
    const noDictionary = `v2.${encodeBase64url(deflateSync(bytes, { level: 9 }))}`.length;
    return {
      file,
      textBytes: bytes.length,
      link: link.value.length,
      lz: LZString.compressToEncodedURIComponent(text).length,
      noDictionary,
      v1: `v1.${encodeV1(json.value) ?? ''}`.length,
    };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const ratio = (n: number): string => n.toFixed(3);

function summary(rows: Row[]): { link: number; noDictionary: number } {
  return {
    link: median(rows.map((r) => r.link / r.lz)),
    noDictionary: median(rows.map((r) => r.noDictionary / r.lz)),
  };
}

const gallery = measure(join(root, 'scenarios'));
const header = [
  'scenario',
  'text bytes',
  'link',
  'lz-string',
  'ratio',
  'no dict',
  'v1 (no comments)',
];
console.log(header.join('\t'));
for (const r of gallery) {
  console.log(
    [r.file, r.textBytes, r.link, r.lz, ratio(r.link / r.lz), r.noDictionary, r.v1].join('\t'),
  );
}
const own = summary(gallery);
console.log(
  `\nmedian ratio over ${String(gallery.length)} gallery scenarios: ${ratio(own.link)} (target <= 0.6); without the dictionary: ${ratio(own.noDictionary)}`,
);

// The recorded conformance scenarios beside the checkout, when present: a second sample, written
// in another style than the gallery's (the dictionary was not made from them).
const conformance = join(root, '..', 'shared', 'conformance');
if (existsSync(conformance)) {
  const rows = measure(conformance);
  const s = summary(rows);
  console.log(
    `median ratio over ${String(rows.length)} conformance scenarios: ${ratio(s.link)}; without the dictionary: ${ratio(s.noDictionary)}`,
  );
}
if (own.link > 0.6) process.exitCode = 1;

// Benchmark (not a test): share-link length for every gallery scenario, against lz-string's
// compressToEncodedURIComponent of the same canonical JSON (what other playgrounds use).
// Target: our link at most 0.6x lz-string's length at the median. The ratio without the preset
// dictionary is printed for the record. Run: npx tsx bench/link.bench.ts

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'fflate';
import LZString from 'lz-string';
import { encodeShareLink } from '../src/engine/share/link.ts';
import { encodeBase64url } from '../src/engine/share/base64url.ts';
import { canonicalJson } from '../src/engine/share/canonicalJson.ts';

const root = join(import.meta.dirname, '..');

interface Row {
  file: string;
  jsonBytes: number;
  link: number;
  lz: number;
  noDictionary: number;
}

function measure(folder: string): Row[] {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  return files.map((file) => {
    const text = readFileSync(join(folder, file), 'utf8');
    const json = canonicalJson(text);
    const link = encodeShareLink(text);
    if (!json.ok || !link.ok) throw new Error(`${file} does not encode`);
    const bytes = new TextEncoder().encode(json.value);
    // The same v1 framing without the dictionary: "v1." + base64url(raw deflate, level 9).
    const noDictionary = `v1.${encodeBase64url(deflateSync(bytes, { level: 9 }))}`.length;
    return {
      file,
      jsonBytes: bytes.length,
      link: link.value.length,
      lz: LZString.compressToEncodedURIComponent(json.value).length,
      noDictionary,
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

function summary(rows: Row[]): { withDictionary: number; withoutDictionary: number } {
  return {
    withDictionary: median(rows.map((r) => r.link / r.lz)),
    withoutDictionary: median(rows.map((r) => r.noDictionary / r.lz)),
  };
}

const gallery = measure(join(root, 'scenarios'));
const header = ['scenario', 'JSON bytes', 'link', 'lz-string', 'ratio', 'no dict', 'ratio no dict'];
console.log(header.join('\t'));
for (const r of gallery) {
  console.log(
    [
      r.file,
      r.jsonBytes,
      r.link,
      r.lz,
      ratio(r.link / r.lz),
      r.noDictionary,
      ratio(r.noDictionary / r.lz),
    ].join('\t'),
  );
}
const own = summary(gallery);
console.log(
  `\nmedian ratio over ${String(gallery.length)} gallery scenarios: ${ratio(own.withDictionary)} (target <= 0.6); without the dictionary: ${ratio(own.withoutDictionary)}`,
);

// The recorded conformance scenarios beside the checkout, when present: a second, larger sample.
const conformance = join(root, '..', 'shared', 'conformance');
if (existsSync(conformance)) {
  const rows = measure(conformance);
  const s = summary(rows);
  console.log(
    `median ratio over ${String(rows.length)} conformance scenarios: ${ratio(s.withDictionary)}; without the dictionary: ${ratio(s.withoutDictionary)}`,
  );
}
if (own.withDictionary > 0.6) process.exitCode = 1;

// JSON values inside YAML (a pasted `kubectl get -o json` under `object:`) must parse exactly as
// the YAML library alone parses them: the same result, errors and span of every value and key.
// Compared on every gallery and conformance scenario written with JSON values at several depths,
// and on texts where the blanking must give up.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../../testing/sharedData.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import { blankJsonRegions, restoreJsonRegions } from './jsonRegions.ts';
import { loadYaml } from './loadYaml.ts';
import { parseScenarioWith } from './parse.ts';
import { childPointer } from './pointer.ts';
import { SpanTable, lineLocator } from './spans.ts';
import type { Locator } from './spans.ts';
import { lineStartsOf } from './jsonText.ts';
import { toJson } from './toJson.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const files = [join(root, 'scenarios'), sharedFolder('conformance')].flatMap((folder) =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(folder, f)),
);

const yamlOnly = { whole: false, minRegionChars: Number.POSITIVE_INFINITY };
const regions = { whole: false, minRegionChars: 0 };

/** The JSON a YAML text stands for, by the YAML library. */
function jsonOf(text: string): JsonValue {
  const loaded = loadYaml(text);
  const doc = loaded.documents[0];
  if (doc === undefined) throw new Error('no document');
  const locate = lineLocator(loaded.lineStarts);
  return toJson(doc, '', locate, new SpanTable(), [], text);
}

/** Whether the JSON values of a text go back in after the YAML library read it blanked. */
function restores(text: string): boolean {
  const blanked = blankJsonRegions(text, 0);
  const loaded = loadYaml(blanked.text);
  const doc = loaded.documents[0];
  if (doc === undefined || loaded.problems.length > 0) return false;
  const source = lineLocator(lineStartsOf(text));
  const locate: Locator = (start, end) =>
    source(blanked.sourceOffset(start), blanked.sourceOffset(end));
  const spans = new SpanTable();
  const root = toJson(doc, '', locate, spans, [], blanked.text);
  return restoreJsonRegions(root, blanked.regions, doc, source, spans);
}

const PLAIN_KEY = /^[a-z][A-Za-z0-9]*$/;
const YAML11_WORDS = /^(?:y|n|yes|no|on|off|true|false|null)$/i;
const keyOf = (k: string): string =>
  PLAIN_KEY.test(k) && !YAML11_WORDS.test(k) ? k : JSON.stringify(k);

/** JSON as kubectl prints it, its lines after the first indented by `indent` (the last by `close`). */
function pasted(v: JsonValue, indent: number, close: number): string {
  const lines = JSON.stringify(v, null, 4).split('\n');
  return lines
    .map((line, i) =>
      i === 0 ? line : `${' '.repeat(i === lines.length - 1 ? close : indent)}${line}`,
    )
    .join('\n');
}

/** YAML with block maps and lists down to `jsonDepth`, then JSON values indented under their keys. */
function mixed(value: JsonValue, jsonDepth: number, closeAtKey: boolean, indent = 0): string {
  const pad = ' '.repeat(indent);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('map');
  const close = closeAtKey ? indent : indent + 2;
  return Object.entries(value)
    .map(([k, v]) => {
      const isMap = v !== null && typeof v === 'object' && !Array.isArray(v);
      if (isMap && jsonDepth > 0 && Object.keys(v).length > 0)
        return `${pad}${keyOf(k)}:\n${mixed(v, jsonDepth - 1, closeAtKey, indent + 2)}`;
      // A list as a block sequence of JSON items, its dashes at the key's column.
      if (Array.isArray(v) && jsonDepth > 0 && v.length > 0)
        return `${pad}${keyOf(k)}:\n${v.map((e) => `${pad}- ${pasted(e, indent + 2, close)}\n`).join('')}`;
      return `${pad}${keyOf(k)}: ${pasted(v, indent + 2, close)}\n`;
    })
    .join('');
}

/** Every pointer of a value, depth first. */
function pointers(value: JsonValue, pointer = ''): string[] {
  if (value === null || typeof value !== 'object') return [pointer];
  const children = Array.isArray(value)
    ? value.map((v, i) => pointers(v, childPointer(pointer, i)))
    : Object.entries(value).map(([k, v]) => pointers(v, childPointer(pointer, k)));
  return [pointer, ...children.flat()];
}

function expectSame(text: string): void {
  const yaml = parseScenarioWith(text, yamlOnly);
  const fast = parseScenarioWith(text, regions);
  if (!yaml.ok || !fast.ok) {
    expect(fast).toEqual(yaml);
    return;
  }
  expect(fast.value.scenario).toEqual(yaml.value.scenario);
  const a = yaml.value.spans as SpanTable;
  const b = fast.value.spans as SpanTable;
  for (const p of pointers(jsonOf(text))) {
    const span = a.spanOf(p);
    expect({ p, span: b.spanOf(p) }).toEqual({ p, span });
    expect({ p, key: b.keySpanOf(p) }).toEqual({ p, key: a.keySpanOf(p) });
    if (span === undefined) continue;
    expect({ p, at: b.pointerAt(span.line, span.column) }).toEqual({
      p,
      at: a.pointerAt(span.line, span.column),
    });
  }
}

describe('JSON values inside YAML read as the YAML library reads them', () => {
  it('has scenarios to compare', () => expect(files.length).toBeGreaterThan(50));
  it.each(files)('%s with JSON values', (file) => {
    const value = jsonOf(readFileSync(file, 'utf8'));
    for (const depth of [0, 1, 2]) {
      for (const closeAtKey of [false, true]) {
        const text = mixed(value, depth, closeAtKey);
        // The rendering has JSON values for the fast path to take.
        expect(blankJsonRegions(text, 0).regions.length).toBeGreaterThan(0);
        expect(restores(text)).toBe(true);
        expectSame(text);
      }
    }
  });

  const big = JSON.stringify({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    data: { a: 'x'.repeat(5000) },
  });
  it.each([
    {
      name: 'an object indented by kubectl and then under its key',
      text: `request:\n  operation: CREATE\n  object: ${JSON.stringify(JSON.parse(big), null, 4).replaceAll('\n', '\n    ')}\n`,
    },
    {
      name: 'an object whose lines are not indented past its key (a YAML error)',
      text: `request:\n  operation: CREATE\n  object: {\n"apiVersion": "v1"\n  }\n`,
    },
    {
      name: 'a comment after the closing bracket',
      text: `request:\n  operation: CREATE\n  object: ${big}  # pasted\n`,
    },
    {
      name: 'JSON inside a block scalar',
      text: `request:\n  operation: CREATE\n  object: {"apiVersion": "v1", "kind": "ConfigMap"}\nnotes: |\n  object: ${big}\n`,
    },
    {
      name: 'an object repeated by an alias',
      text: `request:\n  operation: CREATE\n  object: &o ${big}\n  oldObject: *o\n`,
    },
    {
      name: 'an object in a map that is merged',
      text: `base: &b\n  object: ${big}\nrequest:\n  <<: *b\n  operation: CREATE\n`,
    },
    {
      name: 'a duplicate key inside the JSON',
      text: `request:\n  operation: CREATE\n  object: {"kind": "ConfigMap", "kind": "Secret", "apiVersion": "v1"}\n`,
    },
    {
      name: 'a second key on the closing line',
      text: `request:\n  object: {"kind": "ConfigMap",\n    "apiVersion": "v1"} \n  operation: CREATE\n`,
    },
    {
      name: 'a list item less indented than its dash',
      text: `request:\n  operation: CREATE\ncluster:\n  objects:\n  - {"kind": "ConfigMap",\n  "apiVersion": "v1"}\n`,
    },
    {
      name: 'a list item after its key, dashes indented',
      text: `cluster:\n  objects:\n    - ${big}\n    - {"kind": "Namespace", "apiVersion": "v1",\n       "metadata": {"name": "a"}\n      }\nrequest:\n  operation: CREATE\n  object: {"kind": "ConfigMap", "apiVersion": "v1"}\n`,
    },
    {
      name: 'a blank line inside the JSON',
      text: `request:\n  operation: CREATE\n  object: {"kind": "ConfigMap",\n\n    "apiVersion": "v1", "metadata": {"name": "a"}}\n`,
    },
  ])('$name', ({ text }) => expectSame(text));

  it('reads a list item written as JSON', () => {
    const text = `cluster:\n  objects:\n  - ${big}\nrequest:\n  operation: CREATE\n`;
    expect(blankJsonRegions(text).regions.map((r) => text.slice(r.start, r.end))).toEqual([big]);
    expect(restores(text)).toBe(true);
  });

  it.each([
    ['JSON inside a block scalar', `notes: |\n  object: ${big}\n`],
    ['an alias', `base: &b\n  object: ${big}\nrequest: *b\n`],
  ])('gives up on %s', (_name, text) => {
    expect(blankJsonRegions(text, 0).regions.length).toBe(1);
    expect(restores(text)).toBe(false);
  });

  it('takes a large pasted object and leaves small values to YAML by default', () => {
    const text = `request:\n  operation: CREATE\n  object: ${big}\n  options: {"dryRun": []}\n`;
    const found = blankJsonRegions(text);
    expect(found.regions.map((r) => text.slice(r.start, r.end))).toEqual([big]);
    expect(found.text).toBe(text.replace(big, '{}'));
    // `object: ` ends at 39: the placeholder's end is the JSON's end, and all after it moves.
    expect([0, 39, 41, found.text.length].map(found.sourceOffset)).toEqual([
      0,
      39,
      39 + big.length,
      text.length,
    ]);
  });
});

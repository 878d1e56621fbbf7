// The JSON path must read a JSON text exactly as the YAML path does: the same values and the same
// span of every value and key (error positions and editor markers depend on them). Compared on
// every gallery and conformance scenario rendered as JSON three ways, and on hand-made edge cases.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../../testing/sharedData.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { EngineError } from '../errors.ts';
import { lineStartsOf, looksLikeJsonObject, readJsonText } from './jsonText.ts';
import { loadYaml } from './loadYaml.ts';
import { parseScenario } from './parse.ts';
import { childPointer } from './pointer.ts';
import { SpanTable, lineLocator } from './spans.ts';
import { toJson } from './toJson.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const files = [join(root, 'scenarios'), sharedFolder('conformance')].flatMap((folder) =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(folder, f)),
);

function viaYaml(text: string): { value: JsonValue; spans: SpanTable; errors: EngineError[] } {
  const loaded = loadYaml(text);
  expect(loaded.problems).toEqual([]);
  const locate = lineLocator(loaded.lineStarts);
  const spans = new SpanTable();
  spans.recordValue('', locate(0, text.length));
  const errors: EngineError[] = [];
  const doc = loaded.documents[0];
  if (doc === undefined) throw new Error('no document');
  return { value: toJson(doc, '', locate, spans, errors, text), spans, errors };
}

function viaJson(text: string): { value: JsonValue | undefined; spans: SpanTable } {
  const locate = lineLocator(lineStartsOf(text));
  const spans = new SpanTable();
  spans.recordValue('', locate(0, text.length));
  return { value: readJsonText(text, locate, spans), spans };
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
  expect(looksLikeJsonObject(text)).toBe(true);
  const yaml = viaYaml(text);
  expect(yaml.errors).toEqual([]);
  const json = viaJson(text);
  expect(json.value).toEqual(yaml.value);
  expect(JSON.stringify(json.value)).toBe(JSON.stringify(yaml.value));
  expect(lineStartsOf(text)).toEqual(loadYaml(text).lineStarts);
  for (const p of pointers(yaml.value)) {
    const span = yaml.spans.spanOf(p);
    expect({ p, span: json.spans.spanOf(p) }).toEqual({ p, span });
    expect({ p, key: json.spans.keySpanOf(p) }).toEqual({ p, key: yaml.spans.keySpanOf(p) });
    if (span === undefined) continue;
    const at = json.spans.pointerAt(span.line, span.column);
    expect({ p, at }).toEqual({ p, at: yaml.spans.pointerAt(span.line, span.column) });
  }
}

describe('readJsonText reads JSON as the YAML path does', () => {
  it('has scenarios to compare', () => expect(files.length).toBeGreaterThan(50));
  it.each(files)('%s rendered as JSON', (file) => {
    const value = viaYaml(readFileSync(file, 'utf8')).value;
    expectSame(JSON.stringify(value));
    expectSame(JSON.stringify(value, null, 2));
    expectSame(`\n  ${JSON.stringify(value, null, 4)}\n\n`);
  });

  it.each([
    {
      name: 'escapes',
      text: '{"a\\"b": "x\\\\", "c": "\\u00e9\\n\\t\\/\\ud83d\\ude00", "d": "\\\\"}',
    },
    { name: 'numbers', text: '{"a": [0, -0, 1.5, -2e3, 1E-7, 123456789012345, 0.1e1]}' },
    { name: 'literals and empties', text: '{"a": true, "b": false, "c": null, "d": {}, "e": []}' },
    {
      name: 'keys to escape in pointers',
      text: '{"a/b": {"c~d": 1}, "": 2, "__proto__": {"x": 1}}',
    },
    { name: 'integer-like keys', text: '{"b": 1, "10": 2, "2": 3}' },
    { name: 'a long key', text: `{"${'k'.repeat(2000)}": "v"}` },
    { name: 'unicode', text: '{"é": "ü ✓ 😀", "x": ["\u2028"]}' },
  ])('reads $name identically', ({ text }) => expectSame(text));
});

describe('readJsonText leaves to the YAML path', () => {
  it.each([
    { name: 'a duplicate key', text: '{"a": 1, "a": 2}' },
    { name: 'a merge-looking key', text: '{"<<": {"a": 1}}' },
    { name: 'a tab', text: '{"a":\t1}' },
    { name: 'a carriage return', text: '{"a": 1}\r\n' },
    { name: 'a long integer', text: '{"a": 12345678901234567}' },
    { name: 'an infinite number', text: '{"a": 1e400}' },
    { name: 'deep nesting', text: `${'{"a":'.repeat(150)}1${'}'.repeat(150)}` },
    { name: 'not JSON', text: '{a: 1}' },
    { name: 'an array', text: '[1]' },
  ])('$name', ({ text }) => {
    const json = viaJson(text);
    expect(json.value).toBeUndefined();
    // Nothing was recorded beyond the root the caller recorded.
    expect(json.spans.pointerAt(1, 2)).toBe('');
  });

  it('reports a duplicate key in JSON text as the YAML path does', () => {
    const parsed = parseScenario('{"request": {"operation": "CREATE", "operation": "DELETE"}}');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error[0]).toMatchObject({
      kind: 'yaml-syntax',
      message: 'duplicate key "operation"',
    });
  });
});

describe('parseScenario on JSON text', () => {
  it('places an error in a JSON scenario at its value', () => {
    const text = '{\n  "request": {\n    "operation": "FROB"\n  }\n}\n';
    const parsed = parseScenario(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error[0]).toMatchObject({
      pointer: '/request/operation',
      span: { line: 3, column: 18, endLine: 3, endColumn: 24 },
    });
  });
});

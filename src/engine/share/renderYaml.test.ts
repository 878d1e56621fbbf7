import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonicalJson.ts';
import { renderYaml } from './renderYaml.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';

const render = (value: JsonObject): string => {
  const text = renderYaml(value);
  if (!text.ok) throw new Error(text.error);
  return text.value;
};

/** Reads rendered text back the way the engine reads it. */
const readBack = (text: string): string => {
  const json = canonicalJson(text);
  if (!json.ok) throw new Error(JSON.stringify(json.error));
  return json.value;
};

describe('renderYaml', () => {
  it('writes the gallery’s block style: two-space indent, sections as blocks, short lists and maps on one line', () => {
    const value = {
      kubernetesVersion: '1.32',
      request: { object: { metadata: { name: 'a' }, ops: ['CREATE', 'UPDATE'] } },
    };
    expect(render(value)).toBe(
      'kubernetesVersion: "1.32"\nrequest:\n  object:\n    metadata: {name: a}\n    ops: [CREATE, UPDATE]\n',
    );
  });

  it('writes a multi-line string as a literal block', () => {
    expect(render({ description: 'line one\nline two\n' })).toBe(
      'description: |\n  line one\n  line two\n',
    );
  });

  it.each([
    'yes',
    'No',
    'on',
    'OFF',
    'y',
    '~',
    'null',
    '010',
    '0x1F',
    '1_000',
    '1.32',
    '1e5',
    '.inf',
    '.NaN',
    '12:30',
    '2001-12-14',
    '<<',
    '=',
    '- a',
    'a: b',
    '#c',
    '*x',
    '&y',
    '!t',
    '%z',
    '@',
    '`',
    ' lead',
    'trail ',
    '',
    '"',
    "'",
    '[a]',
    '{b}',
    'a, b',
  ])('quotes the string %j where YAML 1.1 would read something else', (text) => {
    const value = { kubernetesVersion: '1.32', title: text, list: [text], map: { [text]: text } };
    expect(readBack(render(value))).toBe(JSON.stringify(value));
  });

  it('quotes a "<<" key, which YAML 1.1 would read as a merge', () => {
    expect(render({ request: { '<<': { a: 1 } } })).toBe('request:\n  "<<": {a: 1}\n');
  });

  it.each([
    ['control characters', '\u0000\u0001\u001f\u007f'],
    ['a lone surrogate', '\ud800'],
    ['emoji and scripts', '😀 中文 עברית é'],
    ['a tab and a carriage return', 'a\tb\r\nc'],
    ['a line separator', 'a\u2028b'],
  ])('keeps %s exactly', (_, text) => {
    const value = { kubernetesVersion: '1.32', description: text, title: text };
    expect(readBack(render(value))).toBe(JSON.stringify(value));
  });

  const nested = (depth: number): JsonObject => {
    let value: JsonValue = 'leaf';
    for (let i = 0; i < depth; i++) value = [value];
    return { kubernetesVersion: '1.32', request: value };
  };

  it('renders nesting as deep as the parser reads', () => {
    const value = nested(199);
    expect(readBack(render(value))).toBe(JSON.stringify(value));
  });

  it('refuses nesting deeper than the parser reads, without recursing', () => {
    expect(renderYaml(nested(100_000))).toEqual({
      ok: false,
      error: "this link's scenario nests deeper than 200 levels, more than the parser reads",
    });
  });

  it('writes compact JSON when deep indentation would make the block text too large', () => {
    let value: JsonValue = Array.from({ length: 60_000 }, () => 1);
    for (let i = 0; i < 150; i++) value = [value, 2];
    const text = render({ kubernetesVersion: '1.32', request: value });
    expect(text.length).toBeLessThan(200_000);
    expect(readBack(text)).toBe(JSON.stringify({ kubernetesVersion: '1.32', request: value }));
    // Past the 16 MiB limit takes a second or more to measure and read back on a busy machine.
  }, 30_000);
});

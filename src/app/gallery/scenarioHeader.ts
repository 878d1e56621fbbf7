// Reads a scenario file's name, title and description from its text without the engine: the
// gallery chunk then shares no code with the page but React, and opens without parsing 16
// scenarios. It reads the top-level keys as the shipped files write them (plain or quoted
// scalars, block scalars); gallery.test.ts checks it agrees with parseScenario on every file.

import type { ScenarioHeader } from './galleryEntry.ts';

const KEY = /^(name|title|description):[ \t]*(.*)$/;

/** Reads the top-level name, title and description of a scenario's YAML text. */
export function scenarioHeader(text: string, fallbackName: string): ScenarioHeader {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const found: Record<string, string> = {};
  for (let i = 0; i < lines.length; i += 1) {
    const m = KEY.exec(lines[i] ?? '');
    const key = m?.[1];
    if (key === undefined || key in found) continue;
    const raw = (m?.[2] ?? '').trim();
    // A comment ends a plain scalar, not a quoted one.
    const value = /^["']/.test(raw) ? raw : raw.replace(/(^|\s+)#.*$/, '').trim();
    if (/^[|>][+-]?$/.test(value)) {
      const block = blockScalar(lines, i + 1, value);
      found[key] = block.value;
      i = block.next - 1;
    } else {
      found[key] = flowScalar(value);
    }
  }
  return { name: found.name || fallbackName, title: found.title, description: found.description };
}

/** A `|` or `>` block scalar's text: the indented lines below, folded for `>`, chomped as marked. */
function blockScalar(
  lines: readonly string[],
  from: number,
  header: string,
): { value: string; next: number } {
  let indent: number | undefined;
  const body: string[] = [];
  let i = from;
  for (; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      body.push('');
      continue;
    }
    const own = line.length - line.trimStart().length;
    indent ??= own;
    if (own < indent || indent === 0) break;
    body.push(line.slice(indent));
  }
  while (body.length > 0 && body[body.length - 1] === '') body.pop();
  const text = header.startsWith('>')
    ? body.join('\n').replace(/([^\n])\n(?=[^\n ])/g, '$1 ')
    : body.join('\n');
  return { value: header.endsWith('-') ? text : `${text}\n`, next: i };
}

/** A one-line scalar: quotes removed and the common escapes decoded. */
function flowScalar(value: string): string {
  if (value.startsWith("'") && value.endsWith("'") && value.length >= 2)
    return value.slice(1, -1).replace(/''/g, "'");
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
    return value
      .slice(1, -1)
      .replace(/\\(["\\/nt])/g, (_m, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);
  }
  return value;
}

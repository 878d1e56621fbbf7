// Writes the difference between two pod specs for the refused-update message. Upstream prints
// go-cmp's cmp.Diff of the internal structs, which the playground cannot reproduce byte for byte; this
// lists each changed field as `-` old and `+` new JSON, in the spirit of that diff.

import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import type { JsonValue } from '../../apimachinery/types.ts';

function walk(
  a: JsonValue | undefined,
  b: JsonValue | undefined,
  path: string,
  out: string[],
): void {
  if (semanticDeepEqual(a, b, true)) return;
  const isMap = (v: JsonValue | undefined): v is { [k: string]: JsonValue } =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isMap(a) && isMap(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
      walk(a[k], b[k], path === '' ? k : `${path}.${k}`, out);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((x, i) => walk(x, b[i], `${path}[${i}]`, out));
    return;
  }
  out.push(`  ${path}:`, `- ${JSON.stringify(a ?? null)}`, `+ ${JSON.stringify(b ?? null)}`);
}

/** Lists the changed fields between the stored and the new value, one `-`/`+` pair each. */
export function podSpecDiff(old: JsonValue, now: JsonValue, type = 'core.PodSpec'): string {
  const out: string[] = [];
  walk(old, now, '', out);
  return `  ${type}{\n${out.map((l) => `  ${l}`).join('\n')}\n  }\n`;
}

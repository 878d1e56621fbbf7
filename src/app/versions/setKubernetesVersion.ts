// Writes the scenario's kubernetesVersion as one text edit that keeps every other byte: the value of
// a top-level `kubernetesVersion:` is replaced where it stands; a scenario without one gets the line
// after its header fields (apiVersion, kind, name, title, description), else at the top.

import { isMap, isScalar, parseDocument } from 'yaml';

const headerKeys = new Set(['apiVersion', 'kind', 'name', 'title', 'description']);

/** The text with kubernetesVersion set to `version` (quoted), or undefined when the text is not a YAML map. */
export function setKubernetesVersion(source: string, version: string): string | undefined {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) return undefined;
  const root = doc.contents;
  const quoted = `"${version}"`;
  if (root === null) return `kubernetesVersion: ${quoted}\n${source}`;
  if (!isMap(root) || root.flow === true) return undefined;
  let insertAt = 0;
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    const value = pair.value;
    if (key === 'kubernetesVersion') {
      const range = (value as { range?: [number, number, number] } | null)?.range;
      if (range === undefined) return undefined;
      // An empty value (`kubernetesVersion:`) has a zero-width range at its end.
      const [start, end] = range;
      const gap = start === end && source[start - 1] === ':' ? ' ' : '';
      return `${source.slice(0, start)}${gap}${quoted}${source.slice(end)}`;
    }
    const end = (value as { range?: [number, number, number] } | null)?.range?.[2];
    if (key !== undefined && headerKeys.has(key) && end !== undefined)
      insertAt = lineEnd(source, end);
  }
  return `${source.slice(0, insertAt)}kubernetesVersion: ${quoted}\n${source.slice(insertAt)}`;
}

// The offset just past the line break at or after `offset` (the text's end when there is none).
function lineEnd(source: string, offset: number): number {
  // A block scalar (description: |) ends after its last line's break already.
  if (offset > 0 && source[offset - 1] === '\n') return offset;
  const next = source.indexOf('\n', offset);
  return next === -1 ? source.length : next + 1;
}

import { describe, expect, it } from 'vitest';
import { fieldHighlight } from './fieldHighlight.ts';

const object = `apiVersion: v1
kind: Pod
metadata:
  name: web
  labels: { app: web }
spec:
  containers:
    - name: app
      image: nginx:1.27
`;

/** The text a highlight covers. */
const covered = (
  text: string,
  h: { line: number; column: number; endLine: number; endColumn: number },
) => {
  const lines = text.split('\n');
  if (h.line === h.endLine) return lines[h.line - 1]?.slice(h.column - 1, h.endColumn - 1);
  return [
    lines[h.line - 1]?.slice(h.column - 1),
    ...lines.slice(h.line, h.endLine - 1),
    lines[h.endLine - 1]?.slice(0, h.endColumn - 1),
  ].join('\n');
};

describe('fieldHighlight', () => {
  it('lights the field a pointer names, key and value', () => {
    const [h] = fieldHighlight(object, '/spec/containers/0/image');
    expect(h?.kind).toBe('field');
    expect(covered(object, h!)).toBe('image: nginx:1.27');
    expect(covered(object, fieldHighlight(object, '/metadata/labels/app')[0]!)).toBe('app: web');
  });

  it('lights the parent of a field the text does not have, and nothing further up', () => {
    expect(covered(object, fieldHighlight(object, '/metadata/labels/injected')[0]!)).toBe(
      'labels: { app: web }',
    );
    expect(fieldHighlight(object, '/metadata/annotations/a')).toEqual([]);
    expect(fieldHighlight(object, '')).toEqual([]);
    expect(fieldHighlight(object, undefined)).toEqual([]);
  });

  it('finds the object below a prefix in the whole scenario', () => {
    const scenario = `request:\n  object:\n${object.replace(/^/gm, '    ').trimEnd()}\n`;
    const [h] = fieldHighlight(scenario, '/metadata/name', ['request', 'object']);
    expect(h?.line).toBe(6);
    expect(covered(scenario, h!)).toBe('name: web');
  });

  it('lights nothing in a text that is not YAML', () => {
    expect(fieldHighlight('a: [', '/a')).toEqual([]);
  });
});

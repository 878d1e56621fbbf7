import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blameLines } from './blameLines.ts';
import { tag } from './tagged.ts';

describe('blameLines', () => {
  const object = {
    metadata: { name: 'web', labels: { on: 'yes' } },
    spec: {
      containers: [{ name: 'app', ports: [{ containerPort: 80 }] }],
      tolerations: [],
      args: ['a', 'b'],
    },
  };
  const lines = blameLines(tag(object, [{ position: -1, how: 'request' }]));

  it('writes YAML that reads back as the object', () => {
    expect(parse(lines.map((l) => l.text).join('\n'), { version: '1.1' })).toEqual(object);
  });

  it('names each line’s field by JSON pointer', () => {
    expect(lines.map((l) => [l.text, l.pointer])).toEqual([
      ['metadata:', '/metadata'],
      ['  name: web', '/metadata/name'],
      ['  labels:', '/metadata/labels'],
      ['    "on": "yes"', '/metadata/labels/on'],
      ['spec:', '/spec'],
      ['  containers:', '/spec/containers'],
      ['  - name: app', '/spec/containers/0/name'],
      ['    ports:', '/spec/containers/0/ports'],
      ['    - containerPort: 80', '/spec/containers/0/ports/0/containerPort'],
      ['  tolerations: []', '/spec/tolerations'],
      ['  args:', '/spec/args'],
      ['  - a', '/spec/args/0'],
      ['  - b', '/spec/args/1'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { lineDiff } from './lineDiff.ts';

/** A diff as the fallback prints it: one `+ `, `- ` or `  ` line each. */
const printed = (before: string, after: string) =>
  lineDiff(before, after).map(
    (l) => `${l.kind === 'added' ? '+' : l.kind === 'removed' ? '-' : ' '} ${l.text}`,
  );

describe('lineDiff', () => {
  it.each([
    ['keeps identical texts', 'a\nb\n', 'a\nb\n', ['  a', '  b']],
    ['adds to an empty text', '', 'a\nb', ['+ a', '+ b']],
    ['removes everything', 'a\nb', '', ['- a', '- b']],
    ['adds a line in the middle', 'a\nc', 'a\nb\nc', ['  a', '+ b', '  c']],
    ['removes a line in the middle', 'a\nb\nc', 'a\nc', ['  a', '- b', '  c']],
    [
      'shows a changed line as removed then added',
      'a\nb\nc',
      'a\nB\nc',
      ['  a', '- b', '+ B', '  c'],
    ],
    ['ignores a missing final newline', 'a\nb', 'a\nb\n', ['  a', '  b']],
    ['appends at the end', 'a', 'a\nb', ['  a', '+ b']],
    [
      'keeps the common lines between scattered changes',
      'x\na\ny\nb',
      'a\nz\nb\nw',
      ['- x', '  a', '- y', '+ z', '  b', '+ w'],
    ],
    [
      'diffs a patched pod',
      'metadata:\n  name: web\nspec:\n  containers:\n  - image: nginx\n',
      'metadata:\n  labels:\n    team: a\n  name: web\nspec:\n  containers:\n  - image: nginx\n  - image: envoy\n',
      [
        '  metadata:',
        '+   labels:',
        '+     team: a',
        '    name: web',
        '  spec:',
        '    containers:',
        '    - image: nginx',
        '+   - image: envoy',
      ],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(printed(before, after)).toEqual(expected);
  });

  it('keeps every line of both texts, in order', () => {
    const before = 'a\nb\nc\nd\ne';
    const after = 'b\nx\nd\ne\nf';
    const diff = lineDiff(before, after);
    expect(diff.filter((l) => l.kind !== 'added').map((l) => l.text)).toEqual(before.split('\n'));
    expect(diff.filter((l) => l.kind !== 'removed').map((l) => l.text)).toEqual(after.split('\n'));
  });
});

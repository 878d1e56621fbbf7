import { describe, expect, it } from 'vitest';
import { applyTaggedPatch, pointerOf, pointerTokens } from './applyTaggedPatch.ts';
import { fieldBlames } from './blame.ts';
import { tag, untag } from './tagged.ts';

const request = [{ position: -1, how: 'request' as const }];
const write = { position: 3, how: 'patch' as const };
const last = (root: ReturnType<typeof tag>, pointer: string) =>
  fieldBlames(root).find((f) => f.pointer === pointer)?.last.position;

describe('applyTaggedPatch', () => {
  it('applies add, replace, remove, move, copy and test as RFC 6902 does', () => {
    const root = tag({ a: { b: 1 }, list: [1, 2], keep: 'x' }, request);
    const after = applyTaggedPatch(
      root,
      [
        { op: 'test', path: '/keep', value: 'x' },
        { op: 'add', path: '/list/1', value: 9 },
        { op: 'replace', path: '/a/b', value: 2 },
        { op: 'copy', from: '/a', path: '/c' },
        { op: 'move', from: '/keep', path: '/moved' },
        { op: 'remove', path: '/list/0' },
      ],
      write,
    );
    expect(untag(after)).toEqual({ a: { b: 2 }, list: [9, 2], c: { b: 2 }, moved: 'x' });
    expect(last(after, '/list/1')).toBe(-1);
    expect(last(after, '/list/0')).toBe(3);
    expect(last(after, '/moved')).toBe(3);
  });

  it('throws on a path that is not there, so Blame falls back to comparing objects', () => {
    expect(() =>
      applyTaggedPatch(
        tag({ a: 1 }, request),
        [{ op: 'replace', path: '/a/b/c', value: 1 }],
        write,
      ),
    ).toThrow();
    expect(() =>
      applyTaggedPatch(tag([1], request), [{ op: 'add', path: '/5', value: 1 }], write),
    ).toThrow();
  });

  it('escapes and unescapes pointer tokens', () => {
    expect(pointerTokens('/metadata/annotations/a~1b~0c')).toEqual([
      'metadata',
      'annotations',
      'a/b~c',
    ]);
    expect(pointerOf(['metadata', 'annotations', 'a/b~c', 0])).toBe(
      '/metadata/annotations/a~1b~0c/0',
    );
  });
});

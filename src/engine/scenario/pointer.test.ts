import { describe, expect, it } from 'vitest';
import { childPointer, documentPointer, escapePointerToken, parentPointer } from './pointer.ts';

describe('pointer', () => {
  it.each([
    { name: 'a plain key', token: 'response', escaped: 'response' },
    { name: 'a dotted webhook name', token: 'deny.example.com', escaped: 'deny.example.com' },
    { name: 'a slash', token: 'config/hook', escaped: 'config~1hook' },
    { name: 'a tilde before a slash', token: '~/x', escaped: '~0~1x' },
    { name: 'an empty key', token: '', escaped: '' },
  ])('escapes $name as RFC 6901 says', ({ token, escaped }) => {
    expect(escapePointerToken(token)).toBe(escaped);
  });

  it.each([
    { name: 'an index', parent: '/cluster/objects', key: 2, pointer: '/cluster/objects/2' },
    { name: 'a key under the root', parent: '', key: 'webhooks', pointer: '/webhooks' },
    { name: 'a key with a slash', parent: '/webhooks', key: 'a/b', pointer: '/webhooks/a~1b' },
  ])('appends $name', ({ parent, key, pointer }) => {
    expect(childPointer(parent, key)).toBe(pointer);
  });

  it('names a document inside a string with a # suffix', () => {
    expect(documentPointer('/cluster/objects/4', 1)).toBe('/cluster/objects/4#1');
  });

  it.each([
    { name: 'a nested pointer', pointer: '/a/b/c', parent: '/a/b' },
    { name: 'a top-level pointer', pointer: '/a', parent: '' },
    { name: 'a document suffix', pointer: '/cluster/objects/4#1', parent: '/cluster/objects/4' },
    {
      name: 'a pointer below a document',
      pointer: '/cluster/objects/4#1/kind',
      parent: '/cluster/objects/4#1',
    },
    { name: 'the root', pointer: '', parent: undefined },
  ])('finds the parent of $name', ({ pointer, parent }) => {
    expect(parentPointer(pointer)).toBe(parent);
  });
});

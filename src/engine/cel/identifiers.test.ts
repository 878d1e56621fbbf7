import { describe, expect, it } from 'vitest';
import { celReservedWords, isCelIdentifier } from './identifiers.ts';

describe('CEL identifiers', () => {
  it.each(['foo', '_x', 'a1', 'namespaces', 'int'])('%s is an identifier', (name) => {
    expect(isCelIdentifier(name)).toBe(true);
  });

  it.each(['1a', 'a-b', '', 'true', 'namespace', 'in', 'while'])('%s is not', (name) => {
    expect(isCelIdentifier(name)).toBe(false);
  });

  it('reserves the 21 words of the language definition', () => {
    expect(celReservedWords.size).toBe(21);
  });
});

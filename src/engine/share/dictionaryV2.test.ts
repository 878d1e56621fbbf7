import { describe, expect, it } from 'vitest';
import { DICTIONARY_V2 } from './dictionaryV2.ts';
import { fnv1a } from './fnv1a.testing.ts';

describe('the v2 dictionary', () => {
  it('fits the 32 KiB DEFLATE window', () => {
    expect(DICTIONARY_V2.length).toBeLessThanOrEqual(32 * 1024);
  });

  it('is frozen: any change needs a new link version, never an edit of these numbers', () => {
    expect({ length: DICTIONARY_V2.length, fnv1a: fnv1a(DICTIONARY_V2).toString(16) }).toEqual({
      length: 9871,
      fnv1a: '8297a8e',
    });
  });
});

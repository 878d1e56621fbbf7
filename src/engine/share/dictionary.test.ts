import { describe, expect, it } from 'vitest';
import { DICTIONARY_V1 } from './dictionary.ts';
import { fnv1a } from './fnv1a.testing.ts';

describe('the v1 dictionary', () => {
  it('fits the 32 KiB DEFLATE window', () => {
    expect(DICTIONARY_V1.length).toBeLessThanOrEqual(32 * 1024);
  });

  it('is frozen: any change needs a new link version, never an edit of these numbers', () => {
    expect({ length: DICTIONARY_V1.length, fnv1a: fnv1a(DICTIONARY_V1).toString(16) }).toEqual({
      length: 10152,
      fnv1a: 'e6fa69f0',
    });
  });
});

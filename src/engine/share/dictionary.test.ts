import { describe, expect, it } from 'vitest';
import { DICTIONARY_V1 } from './dictionary.ts';

/** FNV-1a, 32 bits: enough to notice any edit. */
function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

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

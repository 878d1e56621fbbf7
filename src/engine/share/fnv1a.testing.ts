// (ours) A test helper: a 32-bit FNV-1a hash, enough to notice any edit of a frozen dictionary.

/** Hashes bytes with FNV-1a, 32 bits. */
export function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

// Decides how scenario positions are named: RFC 6901 JSON pointers, plus a `#<n>` suffix for the
// n-th YAML document inside a string (cluster.objects may hold multi-document YAML strings).

/** Escapes one reference token as RFC 6901 requires (`~` → `~0`, `/` → `~1`). */
export function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Appends one key or index to a pointer. */
export function childPointer(parent: string, key: string | number): string {
  return `${parent}/${typeof key === 'number' ? String(key) : escapePointerToken(key)}`;
}

/**
 * Names the document at `index` (0-based) inside the YAML string at `pointer`, e.g.
 * `/cluster/objects/4#1`. `#` never occurs in an array index, so the name cannot clash with a
 * real pointer into the scenario.
 */
export function documentPointer(pointer: string, index: number): string {
  return `${pointer}#${String(index)}`;
}

/** Drops the last reference token (or the `#<n>` document suffix); the root has no parent. */
export function parentPointer(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  // A document suffix belongs to the string it was read from, so that string is its parent.
  const suffix = /#\d+$/.exec(pointer);
  if (suffix) return pointer.slice(0, suffix.index);
  return pointer.slice(0, Math.max(pointer.lastIndexOf('/'), 0));
}

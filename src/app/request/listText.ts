// The request bar writes lists and maps as short text: `a, b` and `key=v1,v2; other=v`.

/** Splits `a, b` into its non-empty items. */
export function parseList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Splits `key=v1,v2; other=v` into a map of lists. */
export function parseExtra(text: string): Record<string, string[]> {
  const extra: Record<string, string[]> = {};
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key !== '') extra[key] = eq < 0 ? [] : parseList(part.slice(eq + 1));
  }
  return extra;
}

/** Writes a map of lists as `key=v1,v2; other=v`. */
export function formatExtra(extra: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(extra)
    .map(([k, v]) => `${k}=${v.join(',')}`)
    .join('; ');
}

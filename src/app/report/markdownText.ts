// Markdown that cannot be broken by what it quotes: code fences longer than any backtick run in
// the text, inline code likewise, and table cells with their pipes escaped.

/** Returns a code fence longer than any run of backticks in the text, so the text cannot close it. */
export function fence(text: string, info: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${info}\n${text.replace(/\n$/, '')}\n${marks}`;
}

/** Quotes a value as inline code, whatever backticks it holds. */
export function code(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${marks}${pad}${value}${pad}${marks}`;
}

/** Makes text one GitHub table cell: one line, its pipes escaped (also inside code spans). */
export function cell(value: string): string {
  return value.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

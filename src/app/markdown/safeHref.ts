// Which link targets a description may have, and the character references links and text may
// use. Decoding comes first and the check second, so `&#106;avascript:` is judged as what the
// browser would see: `javascript:`.

const SAFE_SCHEME = /^(?:https?|mailto):/i;
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Returns the href for an absolute http:, https: or mailto: URL, else undefined. */
export function safeHref(url: string): string | undefined {
  // The scheme must open the text: browsers skip leading spaces and control characters, and
  // drop tabs and newlines inside the scheme, which would let `java\tscript:` through.
  if (!SAFE_SCHEME.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  rarr: '→',
  larr: '←',
  times: '×',
};

/** The entity or numeric character reference at the start of the text, decoded, with its length. */
export function entityAt(text: string): { value: string; length: number } | undefined {
  const m = /^&(?:#[xX]([0-9a-fA-F]{1,6})|#(\d{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/.exec(text);
  if (!m) return undefined;
  if (m[3] !== undefined) {
    const named = NAMED[m[3]];
    return named === undefined ? undefined : { value: named, length: m[0].length };
  }
  const code = m[1] !== undefined ? Number.parseInt(m[1], 16) : Number(m[2]);
  // CommonMark: NUL, surrogates and code points past Unicode become the replacement character.
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return { value: valid ? String.fromCodePoint(code) : '\uFFFD', length: m[0].length };
}

const ESCAPABLE = /[!-/:-@[-`{-~]/;

/** Decodes backslash escapes and character references (link destinations and titles). */
export function unescapeText(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    const next = text[i + 1] ?? '';
    const entity = ch === '&' ? entityAt(text.slice(i)) : undefined;
    if (ch === '\\' && ESCAPABLE.test(next)) {
      out += next;
      i += 2;
    } else if (entity) {
      out += entity.value;
      i += entity.length;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

/** Whether a character may be backslash-escaped (ASCII punctuation). */
export const isEscapable = (ch: string): boolean => ch.length === 1 && ESCAPABLE.test(ch);

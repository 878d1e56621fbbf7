import { describe, expect, it } from 'vitest';
import { goQuote, goQuoteBytes } from './goQuote.ts';

describe('goQuote', () => {
  it.each([
    { name: 'plain text', s: 'abc', q: '"abc"' },
    { name: 'a double quote and a backslash', s: 'a"b\\', q: '"a\\"b\\\\"' },
    { name: 'HTML characters (unlike encoding/json)', s: '<a&b>', q: '"<a&b>"' },
    { name: 'C escapes', s: '\x07\b\f\n\r\t\v', q: '"\\a\\b\\f\\n\\r\\t\\v"' },
    { name: 'other control bytes as \\x', s: '\x00\x1b\x7f', q: '"\\x00\\x1b\\x7f"' },
    { name: 'C1 controls as \\u', s: '\u0085', q: '"\\u0085"' },
    { name: 'printable non-ASCII', s: 'héllo 世界 😀', q: '"héllo 世界 😀"' },
    { name: 'a no-break space', s: '\u00a0', q: '"\\u00a0"' },
    { name: 'a zero-width space (format character)', s: '\u200b', q: '"\\u200b"' },
    { name: 'the line separator', s: '\u2028', q: '"\\u2028"' },
    { name: 'a private-use rune', s: '\ue000', q: '"\\ue000"' },
    { name: 'a supplementary private-use rune', s: '\u{f0000}', q: '"\\U000f0000"' },
    { name: 'the replacement character itself', s: '\ufffd', q: '"�"' },
  ])('quotes $name like strconv.Quote', ({ s, q }) => {
    expect(goQuote(s)).toBe(q);
  });

  it('shows invalid UTF-8 bytes as \\x escapes', () => {
    expect(goQuoteBytes(Uint8Array.from([0x61, 0xff, 0xc3]))).toBe('"a\\xff\\xc3"');
  });
});

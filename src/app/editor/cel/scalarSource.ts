// Where each character of a YAML string's value sits in the text it was read from, for the five
// scalar styles (YAML 1.2 §7.3 flow scalars, §8.1 block scalars): plain and quoted lines fold into
// spaces, `''` and `\"` escapes are one character written as two, `|` keeps its line breaks and
// `>` folds them. The CEL decorations, markers and completion translate through this.

/** The scalar styles the `yaml` package names on its Scalar nodes. */
export type ScalarStyle =
  'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

/** A scalar's value with, for each of its characters, the source range it was written as. */
export interface DecodedScalar {
  value: string;
  /** starts[i]..ends[i]: the source text of value[i] (two characters for `''`, six for `\u00e9`). */
  starts: number[];
  ends: number[];
  /** Where the scalar's value ends in the source (before a closing quote); the place for an offset past the end. */
  end: number;
}

/** One character of the value and the source it came from. */
interface Unit {
  char: string;
  start: number;
  end: number;
  /** Written as an escape: never whitespace that folding trims. */
  escaped: boolean;
}

/**
 * Decodes the scalar written at source[start, end) (a `yaml` node's range[0] and range[1]) in
 * `style`. `expected` is the value the parser read; a block scalar with an indentation indicator
 * takes its indentation from it. Answers undefined when the decoding does not reproduce `expected`.
 */
export function decodeScalar(
  source: string,
  start: number,
  end: number,
  style: ScalarStyle,
  expected: string,
): DecodedScalar | undefined {
  const decoded =
    style === 'BLOCK_LITERAL' || style === 'BLOCK_FOLDED'
      ? decodeBlock(source, start, end, style === 'BLOCK_FOLDED', expected)
      : decodeFlow(source, start, end, style);
  return decoded?.value === expected ? decoded : undefined;
}

/** The source range of value[from, to); an empty range sits where value[from] starts. */
export function sourceRange(
  d: DecodedScalar,
  from: number,
  to: number,
): { start: number; end: number } {
  const start = from < d.value.length ? d.starts[from]! : d.end;
  if (to <= from) return { start, end: start };
  const end = to - 1 < d.value.length ? d.ends[to - 1]! : d.end;
  return { start, end: Math.max(start, end) };
}

/** The value offset of a source offset: the number of value characters that start before it. */
export function valueOffset(d: DecodedScalar, sourceOffset: number): number {
  let lo = 0;
  let hi = d.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (d.starts[mid]! < sourceOffset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Joins units into a DecodedScalar. */
function collect(units: readonly Unit[], end: number): DecodedScalar {
  return {
    value: units.map((u) => u.char).join(''),
    starts: units.map((u) => u.start),
    ends: units.map((u) => u.end),
    end,
  };
}

/** The lines of source[from, to): each line's start and end (before its line break). */
function linesOf(source: string, from: number, to: number): { start: number; end: number }[] {
  const lines: { start: number; end: number }[] = [];
  let lineStart = from;
  for (let i = from; i <= to; i++) {
    if (i === to || source[i] === '\n') {
      const lineEnd = i > lineStart && source[i - 1] === '\r' ? i - 1 : i;
      lines.push({ start: lineStart, end: lineEnd });
      lineStart = i + 1;
    }
  }
  return lines;
}

const isWhite = (u: Unit) => !u.escaped && (u.char === ' ' || u.char === '\t');

// --- flow scalars -------------------------------------------------------------------------------

function decodeFlow(
  source: string,
  start: number,
  end: number,
  style: ScalarStyle,
): DecodedScalar | undefined {
  const quoted = style !== 'PLAIN';
  const from = quoted ? start + 1 : start;
  const to = quoted ? end - 1 : end;
  if (to < from) return undefined;
  const lines = linesOf(source, from, to).map((l) =>
    style === 'QUOTE_DOUBLE'
      ? doubleQuotedLine(source, l.start, l.end)
      : style === 'QUOTE_SINGLE'
        ? singleQuotedLine(source, l.start, l.end)
        : plainLine(source, l.start, l.end),
  );
  const units: Unit[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let first = 0;
    let last = line.units.length;
    if (i > 0) while (first < last && isWhite(line.units[first]!)) first++;
    // Whitespace before a line break folds away, unless the break itself is escaped.
    if (i < lines.length - 1 && !line.escapedBreak)
      while (last > first && isWhite(line.units[last - 1]!)) last--;
    units.push(...line.units.slice(first, last));
    if (i === lines.length - 1) break;
    // The lines after this one that hold only whitespace: each is a line feed; a break with none folds into a space.
    let empty = 0;
    while (i + 1 + empty < lines.length - 1 && lines[i + 1 + empty]!.units.every(isWhite)) empty++;
    for (let k = 1; k <= empty; k++) {
      const at = lines[i + k]!.lineStart;
      units.push({ char: '\n', start: at, end: at, escaped: false });
    }
    if (empty === 0 && !line.escapedBreak)
      units.push({ char: ' ', start: line.lineEnd, end: line.lineEnd + 1, escaped: false });
    i += empty;
  }
  return collect(units, to);
}

interface FlowLine {
  units: Unit[];
  lineStart: number;
  lineEnd: number;
  /** A double-quoted line that ends in `\`: its line break is not content. */
  escapedBreak: boolean;
}

function plainLine(source: string, start: number, end: number): FlowLine {
  const units: Unit[] = [];
  for (let i = start; i < end; i++)
    units.push({ char: source[i]!, start: i, end: i + 1, escaped: false });
  return { units, lineStart: start, lineEnd: end, escapedBreak: false };
}

function singleQuotedLine(source: string, start: number, end: number): FlowLine {
  const units: Unit[] = [];
  for (let i = start; i < end; i++) {
    const quote = source[i] === "'" && source[i + 1] === "'";
    units.push({ char: source[i]!, start: i, end: quote ? i + 2 : i + 1, escaped: quote });
    if (quote) i++;
  }
  return { units, lineStart: start, lineEnd: end, escapedBreak: false };
}

// YAML 1.2 §5.7 escapes (also YAML 1.1's).
const simpleEscapes: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
};
const hexEscapeLength: Record<string, number> = { x: 2, u: 4, U: 8 };

function doubleQuotedLine(source: string, start: number, end: number): FlowLine {
  const units: Unit[] = [];
  let escapedBreak = false;
  for (let i = start; i < end; i++) {
    const c = source[i]!;
    if (c !== '\\') {
      units.push({ char: c, start: i, end: i + 1, escaped: false });
      continue;
    }
    if (i + 1 >= end) {
      escapedBreak = true; // `\` then the line break
      break;
    }
    const e = source[i + 1]!;
    const simple = simpleEscapes[e];
    if (simple !== undefined) {
      units.push({ char: simple, start: i, end: i + 2, escaped: true });
      i++;
      continue;
    }
    const length = hexEscapeLength[e];
    const hex = length === undefined ? '' : source.slice(i + 2, i + 2 + length);
    if (length === undefined || !/^[0-9a-fA-F]+$/.test(hex) || hex.length !== length) {
      units.push({ char: c, start: i, end: i + 1, escaped: false }); // not an escape the parser knows
      continue;
    }
    const escapeEnd = i + 2 + length;
    for (const char of String.fromCodePoint(Number.parseInt(hex, 16))) {
      // A code point past U+FFFF is two UTF-16 units; both come from the one escape.
      for (let k = 0; k < char.length; k++)
        units.push({ char: char[k]!, start: i, end: escapeEnd, escaped: true });
    }
    i = escapeEnd - 1;
  }
  return { units, lineStart: start, lineEnd: end, escapedBreak };
}

// --- block scalars ------------------------------------------------------------------------------

function decodeBlock(
  source: string,
  start: number,
  end: number,
  folded: boolean,
  expected: string,
): DecodedScalar | undefined {
  const headerEnd = source.indexOf('\n', start);
  if (headerEnd === -1 || headerEnd >= end)
    return {
      value: '',
      starts: [],
      ends: [],
      end: Math.min(end, headerEnd === -1 ? end : headerEnd),
    };
  const header = /^[|>]([1-9+-]*)/.exec(source.slice(start, headerEnd))?.[1] ?? '';
  const chomping = header.includes('+') ? 'keep' : header.includes('-') ? 'strip' : 'clip';
  const lines = linesOf(source, headerEnd + 1, end);
  // A final empty "line" after the last line break is not a line of the scalar.
  if (lines.length > 0 && lines[lines.length - 1]!.start === end) lines.pop();
  const spaces = (l: { start: number; end: number }) => {
    let n = 0;
    while (l.start + n < l.end && source[l.start + n] === ' ') n++;
    return n;
  };
  const firstText = lines.find((l) => spaces(l) < l.end - l.start);
  let indent: number;
  if (/[1-9]/.test(header)) {
    // The indicator counts from the parent's indentation, which the node does not carry: the first
    // text line's spaces minus those the value keeps tell it.
    const valueLine = expected.split('\n').find((l) => /[^ ]/.test(l)) ?? '';
    indent = firstText ? spaces(firstText) - (/^ */.exec(valueLine)?.[0].length ?? 0) : 0;
  } else {
    indent = firstText ? spaces(firstText) : Math.max(0, ...lines.map(spaces));
  }
  const content = lines.map((l) => {
    const isEmpty = spaces(l) >= l.end - l.start && l.end - l.start <= indent;
    const units: Unit[] = [];
    for (let i = l.start + indent; i < l.end; i++)
      units.push({ char: source[i]!, start: i, end: i + 1, escaped: false });
    return {
      units,
      isEmpty,
      lineEnd: l.end,
      moreIndented: units.length > 0 && (units[0]!.char === ' ' || units[0]!.char === '\t'),
    };
  });
  let lastText = content.length - 1;
  while (lastText >= 0 && content[lastText]!.isEmpty) lastText--;
  const units: Unit[] = [];
  const feed = (at: number) => units.push({ char: '\n', start: at, end: at + 1, escaped: false });
  let previousText: (typeof content)[number] | undefined;
  let emptiesSince = 0;
  for (let i = 0; i <= lastText; i++) {
    const line = content[i]!;
    if (line.isEmpty) {
      emptiesSince++;
      continue;
    }
    if (previousText) {
      // §8.1.3: a break between two text lines without leading whitespace folds; around a
      // more-indented line, and in a literal, every break is kept.
      const folds = folded && !previousText.moreIndented && !line.moreIndented;
      if (!folds) feed(previousText.lineEnd);
      else if (emptiesSince === 0)
        units.push({
          char: ' ',
          start: previousText.lineEnd,
          end: previousText.lineEnd + 1,
          escaped: false,
        });
    }
    for (let k = i - emptiesSince; k < i; k++) feed(content[k]!.lineEnd);
    units.push(...line.units);
    previousText = line;
    emptiesSince = 0;
  }
  if (previousText && chomping !== 'strip') feed(previousText.lineEnd);
  if (chomping === 'keep')
    for (let k = lastText + 1; k < content.length; k++) feed(content[k]!.lineEnd);
  const last = units[units.length - 1];
  return collect(units, last ? last.end : end);
}

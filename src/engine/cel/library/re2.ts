// Compiles an RE2 pattern (Go's regexp/syntax, Perl flags) into an equivalent JavaScript RegExp,
// rejecting what Go rejects with Go's error text ("error parsing regexp: <code>: `<expr>`").
// Constructs Go accepts but JavaScript cannot express here raise Re2UnsupportedError instead.

/** A pattern Go's regexp.Compile rejects; the message is Go's *syntax.Error text. */
export class Re2SyntaxError extends Error {
  constructor(code: string, expr: string) {
    super(`error parsing regexp: ${code}: \`${expr}\``);
  }
}

/** A valid RE2 pattern using a construct the playground cannot run (e.g. scoped flags). */
export class Re2UnsupportedError extends Error {}

const POSIX: Record<string, string> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};
const SIMPLE_ESCAPES: Record<string, string> = {
  a: '\\x07',
  f: '\\f',
  t: '\\t',
  n: '\\n',
  r: '\\r',
  v: '\\v',
};
const hex2 = (c: string) => '\\x' + (c.codePointAt(0) ?? 0).toString(16).padStart(2, '0');
const literal = (cp: number) => `\\u{${cp.toString(16)}}`;

class Translator {
  private i = 0;
  private out = '';
  private depth = 0;
  private lastRepeat = -1; // source offset where the previous repetition operator began
  private canRepeat = false;
  private names = new Set<string>();
  flags = '';

  constructor(private readonly src: string) {}

  run(): string {
    this.leadingFlags();
    while (this.i < this.src.length) this.step();
    if (this.depth > 0) throw new Re2SyntaxError('missing closing )', this.src);
    return this.out;
  }

  private leadingFlags(): void {
    const m = /^\(\?([imsU]+)\)/.exec(this.src);
    if (!m?.[1]) return;
    if (m[1].includes('U'))
      throw new Re2UnsupportedError('the ungreedy flag (?U) is not supported');
    this.flags = [...new Set(m[1])].join('');
    this.i = m[0].length;
  }

  private emitAtom(js: string): void {
    this.out += js;
    this.canRepeat = true;
    this.lastRepeat = -1;
  }

  private step(): void {
    const c = this.src.charAt(this.i);
    switch (c) {
      case '(':
        return this.group();
      case ')':
        if (this.depth === 0) throw new Re2SyntaxError('unexpected )', this.src);
        this.depth--;
        this.i++;
        return this.emitAtom(')');
      case '|':
        this.i++;
        this.out += '|';
        this.canRepeat = false;
        this.lastRepeat = -1;
        return;
      case '*':
      case '+':
      case '?':
        return this.repeat(1);
      case '{': {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
        if (!m) {
          this.i++;
          return this.emitAtom('\\{');
        }
        const min = Number(m[1]);
        const max = m[2] === undefined ? min : m[3] === '' ? -1 : Number(m[3]);
        if (min > 1000 || max > 1000 || (max >= 0 && min > max))
          throw new Re2SyntaxError('invalid repeat count', m[0]);
        return this.repeat(m[0].length);
      }
      case '}':
      case ']':
        this.i++;
        return this.emitAtom('\\' + c);
      case '[':
        return this.emitAtom(this.charClass());
      case '.':
        this.i++;
        return this.emitAtom(this.flags.includes('s') ? '[\\s\\S]' : '[^\\n]');
      case '^':
      case '$':
        this.i++;
        this.out += c;
        this.canRepeat = false; // Go allows repeating an anchor; JavaScript does not.
        return;
      case '\\':
        return this.escape();
      default: {
        const cp = this.src.codePointAt(this.i) ?? 0;
        this.i += cp > 0xffff ? 2 : 1;
        return this.emitAtom(literal(cp));
      }
    }
  }

  private repeat(len: number): void {
    const start = this.i;
    this.i += len;
    if (this.src.charAt(this.i) === '?') this.i++;
    const op = this.src.slice(start, this.i);
    if (this.lastRepeat >= 0)
      throw new Re2SyntaxError(
        'invalid nested repetition operator',
        this.src.slice(this.lastRepeat, this.i),
      );
    if (!this.canRepeat) {
      if (this.out === '' || /[(|]$/.test(this.out))
        throw new Re2SyntaxError('missing argument to repetition operator', op);
      throw new Re2UnsupportedError(`repeating an anchor ("${op}") is not supported`);
    }
    this.out += op;
    this.lastRepeat = start;
  }

  private group(): void {
    const rest = this.src.slice(this.i);
    this.depth++;
    this.canRepeat = false;
    this.lastRepeat = -1;
    if (!rest.startsWith('(?')) {
      this.i++;
      this.out += '(';
      return;
    }
    if (rest.startsWith('(?P<') || rest.startsWith('(?<')) {
      const begin = rest.startsWith('(?P') ? 4 : 3;
      const end = rest.indexOf('>');
      if (end < 0) throw new Re2SyntaxError('invalid named capture', rest);
      const name = rest.slice(begin, end);
      if (!/^\w+$/.test(name))
        throw new Re2SyntaxError('invalid named capture', rest.slice(0, end + 1));
      if (this.names.has(name)) throw new Re2SyntaxError('duplicate capture group name', name);
      this.names.add(name);
      this.i += end + 1;
      this.out += `(?<${name}>`;
      return;
    }
    // (?flags) or (?flags:re): only the flag-free (?: form can be expressed in JavaScript.
    const m = /^\(\?(-?[imsU]*(?:-[imsU]*)?)([:)])/.exec(rest);
    if (!m) {
      const bad = /^\(\?[-imsU]*./u.exec(rest)?.[0] ?? rest;
      throw new Re2SyntaxError('invalid or unsupported Perl syntax', bad);
    }
    if (m[1] !== '' || m[2] === ')')
      throw new Re2UnsupportedError(
        `inline flags ("${m[0]}") are only supported at the start of the pattern`,
      );
    this.i += 3;
    this.out += '(?:';
  }

  /** Translates one escape; inClass selects the character-class forms. */
  private escapeBody(inClass: boolean): string {
    const start = this.i;
    const c = this.src.charAt(this.i + 1);
    if (c === '') throw new Re2SyntaxError('trailing backslash at end of expression', '');
    this.i += 2;
    if (/^[0-7]$/.test(c)) {
      // Go: a lone \1-\7 would be a backreference, which RE2 rejects; otherwise up to 3 octal digits.
      if (c !== '0' && !/^[0-7]$/.test(this.src.charAt(this.i))) {
        throw new Re2SyntaxError('invalid escape sequence', this.src.slice(start, this.i));
      }
      const digits = /^[0-7]{1,3}/.exec(this.src.slice(start + 1))?.[0] ?? '0';
      this.i = start + 1 + digits.length;
      return literal(parseInt(digits, 8));
    }
    if (c in SIMPLE_ESCAPES) return SIMPLE_ESCAPES[c] ?? '';
    if (c === 'd' || c === 'D' || c === 'w' || c === 'W') return '\\' + c;
    if (c === 's') return inClass ? '\\t\\n\\f\\r ' : '[\\t\\n\\f\\r ]';
    if (c === 'S') return inClass ? '\\S' : '[^\\t\\n\\f\\r ]';
    if (c === 'x') return this.hexEscape(start);
    if (c === 'p' || c === 'P') return this.unicodeClass(start, c === 'P');
    if (!inClass && (c === 'b' || c === 'B')) return '\\' + c;
    if (!inClass && c === 'A') return '(?<![\\s\\S])';
    if (!inClass && c === 'z') return '(?![\\s\\S])';
    if (c === 'C') throw new Re2UnsupportedError('\\C (any byte) is not supported');
    if ((c.codePointAt(0) ?? 0x80) < 0x80 && !/^[0-9A-Za-z]$/.test(c)) return hex2(c);
    throw new Re2SyntaxError('invalid escape sequence', this.src.slice(start, this.i));
  }

  private hexEscape(start: number): string {
    const rest = this.src.slice(this.i);
    const m = /^\{([0-9A-Fa-f]+)\}/.exec(rest) ?? /^[0-9A-Fa-f]{2}/.exec(rest);
    if (!m)
      throw new Re2SyntaxError(
        'invalid escape sequence',
        this.src.slice(start, this.i + Math.min(rest.length, 2)),
      );
    const cp = parseInt(m[1] ?? m[0], 16);
    this.i += m[0].length;
    if (cp > 0x10ffff)
      throw new Re2SyntaxError('invalid escape sequence', this.src.slice(start, this.i));
    return literal(cp);
  }

  private unicodeClass(start: number, negated: boolean): string {
    let name = this.src.charAt(this.i);
    if (name === '{') {
      const end = this.src.indexOf('}', this.i);
      if (end < 0) throw new Re2SyntaxError('invalid character class range', this.src.slice(start));
      name = this.src.slice(this.i + 1, end);
      this.i = end + 1;
    } else this.i++;
    if (name.startsWith('^')) [name, negated] = [name.slice(1), !negated];
    const p = negated ? '\\P' : '\\p';
    if (name === 'Any') return negated ? '[^\\s\\S]' : '[\\s\\S]';
    const js = name.length <= 2 ? `${p}{${name}}` : `${p}{Script=${name}}`;
    try {
      new RegExp(js, 'u');
    } catch {
      throw new Re2SyntaxError('invalid character class range', this.src.slice(start, this.i));
    }
    return js;
  }

  private escape(): void {
    if (this.src.charAt(this.i + 1) === 'Q') {
      const end = this.src.indexOf('\\E', this.i + 2);
      const text = this.src.slice(this.i + 2, end < 0 ? undefined : end);
      this.i = end < 0 ? this.src.length : end + 2;
      for (const ch of text) this.emitAtom(literal(ch.codePointAt(0) ?? 0));
      return;
    }
    this.emitAtom(this.escapeBody(false));
  }

  private charClass(): string {
    const start = this.i;
    this.i++;
    let js = '[';
    if (this.src.charAt(this.i) === '^') {
      js += '^';
      this.i++;
    }
    let first = true;
    let prevLiteral: number | undefined;
    for (;;) {
      if (this.i >= this.src.length)
        throw new Re2SyntaxError('missing closing ]', this.src.slice(start));
      const c = this.src.charAt(this.i);
      if (c === ']' && !first) break;
      first = false;
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(this.src.slice(this.i));
      if (posix) {
        const set = POSIX[posix[2] ?? ''];
        if (set === undefined) throw new Re2SyntaxError('invalid character class range', posix[0]);
        if (posix[1])
          throw new Re2UnsupportedError(`negated POSIX class ${posix[0]} is not supported`);
        js += set;
        this.i += posix[0].length;
        prevLiteral = undefined;
        continue;
      }
      if (c === '-' && prevLiteral !== undefined && this.src.charAt(this.i + 1) !== ']') {
        const loStart = this.lastLiteralStart;
        this.i++;
        const hi = this.classLiteral();
        if (hi === undefined)
          throw new Re2SyntaxError(
            'invalid character class range',
            this.src.slice(loStart, this.i),
          );
        if (hi < prevLiteral)
          throw new Re2SyntaxError(
            'invalid character class range',
            this.src.slice(loStart, this.i),
          );
        js += '-' + literal(hi);
        prevLiteral = undefined;
        continue;
      }
      this.lastLiteralStart = this.i;
      const lit = this.classLiteral();
      if (lit === undefined) {
        js += this.escapeBody(true);
        prevLiteral = undefined;
      } else {
        js += literal(lit);
        prevLiteral = lit;
      }
    }
    this.i++;
    return js + ']';
  }

  private lastLiteralStart = 0;

  /** Reads a single literal character of a class, or returns undefined for a class escape (\d, \pL…). */
  private classLiteral(): number | undefined {
    const c = this.src.charAt(this.i);
    if (c !== '\\') {
      const cp = this.src.codePointAt(this.i) ?? 0;
      this.i += cp > 0xffff ? 2 : 1;
      return cp;
    }
    const next = this.src.charAt(this.i + 1);
    if (/^[dDwWsSpP]$/.test(next)) return undefined;
    const save = this.i;
    const js = this.escapeBody(true);
    const m = /^\\u\{([0-9a-f]+)\}$/.exec(js) ?? /^\\x([0-9a-f]{2})$/.exec(js);
    if (m?.[1]) return parseInt(m[1], 16);
    const simple: Record<string, number> = {
      '\\x07': 7,
      '\\f': 12,
      '\\t': 9,
      '\\n': 10,
      '\\r': 13,
      '\\v': 11,
    };
    const code = simple[js];
    if (code !== undefined) return code;
    this.i = save;
    return undefined;
  }
}

/** Compiles an RE2 pattern like Go's regexp.Compile, as a JavaScript RegExp with the given extra flags. */
export function compileRe2(pattern: string, extraFlags = ''): RegExp {
  try {
    return compileTranslated(pattern, extraFlags);
  } catch (e) {
    // `^(?i)…` (Gateway API's GRPCRoute): a leading `^` is zero-width, so flags that do not change
    // it (all but m) mean the same at the very start, where JavaScript can express them.
    const hoisted = /^(\^+)\(\?([isU]+)\)/.exec(pattern);
    if (!(e instanceof Re2UnsupportedError) || hoisted === null) throw e;
    return compileTranslated(
      `(?${hoisted[2]})${hoisted[1]}${pattern.slice(hoisted[0].length)}`,
      extraFlags,
    );
  }
}

function compileTranslated(pattern: string, extraFlags: string): RegExp {
  const t = new Translator(pattern);
  const source = t.run();
  try {
    return new RegExp(source, 'u' + t.flags + extraFlags);
  } catch (e) {
    throw new Re2UnsupportedError(
      `pattern not supported by the playground's regular expression engine: ${(e as Error).message}`,
    );
  }
}

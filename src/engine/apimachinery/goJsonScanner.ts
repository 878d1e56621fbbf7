// Decides whether bytes are valid JSON and, if not, which error text Go reports. A port of the
// state machine in encoding/json/scanner.go (checkValid, quoteChar, maxNestingDepth 10000).

import { goQuote } from './goQuote.ts';

type Step = (c: number) => boolean;

// scanner.go parseObjectKey / parseObjectValue / parseArrayValue.
const Parse = { ObjectKey: 0, ObjectValue: 1, ArrayValue: 2 } as const;
type Parse = (typeof Parse)[keyof typeof Parse];

const MAX_NESTING_DEPTH = 10000;
const isSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean =>
  isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);

/** Renders a byte as Go's scanner does in `invalid character ...` messages. */
export function quoteChar(c: number): string {
  if (c === 0x27) return `'\\''`;
  if (c === 0x22) return `'"'`;
  // Go converts the byte to a rune (Latin-1) before quoting it.
  const q = goQuote(String.fromCharCode(c));
  return "'" + q.slice(1, -1) + "'";
}

/** Validates JSON bytes like json.Unmarshal's first pass, returning Go's SyntaxError text or undefined. */
export function checkValidGo(data: Uint8Array): string | undefined {
  const stack: Parse[] = [];
  let err: string | undefined;
  let endTop = false;
  let step: Step;

  const fail = (c: number, context: string): boolean => {
    err = `invalid character ${quoteChar(c)} ${context}`;
    step = () => false;
    return false;
  };
  const push = (c: number, p: Parse, next: Step): boolean => {
    stack.push(p);
    step = next;
    return stack.length <= MAX_NESTING_DEPTH ? true : fail(c, 'exceeded max depth');
  };
  const pop = (): void => {
    stack.pop();
    if (stack.length === 0) {
      step = endTopState;
      endTop = true;
    } else step = endValue;
  };
  const expect =
    (want: number, literal: string, next: Step): Step =>
    (c) => {
      if (c === want) {
        step = next;
        return true;
      }
      return fail(c, `in literal ${literal} (expecting '${String.fromCharCode(want)}')`);
    };

  const endTopState: Step = (c) => (isSpace(c) ? true : fail(c, 'after top-level value'));
  const endValue: Step = (c) => {
    const n = stack.length;
    if (n === 0) {
      step = endTopState;
      endTop = true;
      return endTopState(c);
    }
    if (isSpace(c)) {
      step = endValue;
      return true;
    }
    const ps = stack[n - 1];
    if (ps === Parse.ObjectKey) {
      if (c === 0x3a) {
        stack[n - 1] = Parse.ObjectValue;
        step = beginValue;
        return true;
      }
      return fail(c, 'after object key');
    }
    if (ps === Parse.ObjectValue) {
      if (c === 0x2c) {
        stack[n - 1] = Parse.ObjectKey;
        step = beginString;
        return true;
      }
      if (c === 0x7d) {
        pop();
        return true;
      }
      return fail(c, 'after object key:value pair');
    }
    if (c === 0x2c) {
      step = beginValue;
      return true;
    }
    if (c === 0x5d) {
      pop();
      return true;
    }
    return fail(c, 'after array element');
  };

  const inString: Step = (c) => {
    if (c === 0x22) step = endValue;
    else if (c === 0x5c) step = inStringEsc;
    else if (c < 0x20) return fail(c, 'in string literal');
    return true;
  };
  const escU =
    (remaining: number): Step =>
    (c) => {
      if (!isHex(c)) return fail(c, 'in \\u hexadecimal character escape');
      step = remaining === 1 ? inString : escU(remaining - 1);
      return true;
    };
  const inStringEsc: Step = (c) => {
    if ('bfnrt\\/"'.includes(String.fromCharCode(c))) step = inString;
    else if (c === 0x75) step = escU(4);
    else return fail(c, 'in string escape code');
    return true;
  };

  const state0: Step = (c) => {
    if (c === 0x2e) step = dot;
    else if (c === 0x65 || c === 0x45) step = exp;
    else return endValue(c);
    return true;
  };
  const state1: Step = (c) => (isDigit(c) ? true : state0(c));
  const neg: Step = (c) => {
    if (c === 0x30) step = state0;
    else if (c >= 0x31 && c <= 0x39) step = state1;
    else return fail(c, 'in numeric literal');
    return true;
  };
  const dot: Step = (c) => {
    if (!isDigit(c)) return fail(c, 'after decimal point in numeric literal');
    step = dot0;
    return true;
  };
  const dot0: Step = (c) => {
    if (isDigit(c)) return true;
    if (c === 0x65 || c === 0x45) {
      step = exp;
      return true;
    }
    return endValue(c);
  };
  const exp0: Step = (c) => (isDigit(c) ? true : endValue(c));
  const expSign: Step = (c) => {
    if (!isDigit(c)) return fail(c, 'in exponent of numeric literal');
    step = exp0;
    return true;
  };
  const exp: Step = (c) => {
    if (c === 0x2b || c === 0x2d) {
      step = expSign;
      return true;
    }
    return expSign(c);
  };

  const lit = (word: string): Step => {
    let next: Step = endValue;
    for (let k = word.length - 1; k >= 1; k--) next = expect(word.charCodeAt(k), word, next);
    return next;
  };
  const beginValue: Step = (c) => {
    if (isSpace(c)) return true;
    switch (c) {
      case 0x7b:
        return push(c, Parse.ObjectKey, beginStringOrEmpty);
      case 0x5b:
        return push(c, Parse.ArrayValue, beginValueOrEmpty);
      case 0x22:
        step = inString;
        return true;
      case 0x2d:
        step = neg;
        return true;
      case 0x30:
        step = state0;
        return true;
      case 0x74:
        step = lit('true');
        return true;
      case 0x66:
        step = lit('false');
        return true;
      case 0x6e:
        step = lit('null');
        return true;
    }
    if (c >= 0x31 && c <= 0x39) {
      step = state1;
      return true;
    }
    return fail(c, 'looking for beginning of value');
  };
  const beginValueOrEmpty: Step = (c) => {
    if (isSpace(c)) return true;
    if (c === 0x5d) return endValue(c);
    return beginValue(c);
  };
  const beginString: Step = (c) => {
    if (isSpace(c)) return true;
    if (c === 0x22) {
      step = inString;
      return true;
    }
    return fail(c, 'looking for beginning of object key string');
  };
  const beginStringOrEmpty: Step = (c) => {
    if (isSpace(c)) return true;
    if (c === 0x7d) {
      stack[stack.length - 1] = Parse.ObjectValue;
      return endValue(c);
    }
    return beginString(c);
  };

  step = beginValue;
  for (const c of data) if (!step(c)) return err;
  // scanner.eof: feed a space so a trailing number finishes, then demand a complete value.
  if (endTop) return undefined;
  if (!step(0x20)) return err;
  return endTop ? undefined : 'unexpected end of JSON input';
}

// cel-go ext.Strings (version 2 for Kubernetes >= 1.29): the functions cel-js lacks. cel-js already
// has indexOf, lastIndexOf, lowerAscii, upperAscii, split, substring, trim and join built in
// (their differences from cel-go are listed in celGoDifferences.md).

import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError } from '@marcbachmann/cel-js';
import { registerNamespace } from './namespace.ts';
import { formatCelString } from './stringFormat.ts';

/** charAt: the rune at an index, "" at the end, an error beyond it. */
function charAt(s: string, index: bigint): string {
  const runes = [...s];
  if (index < 0n || index > BigInt(runes.length))
    throw new EvaluationError(`index out of range: ${index}`);
  return runes[Number(index)] ?? '';
}

/** strings.Replace: n < 0 replaces all; an empty old string matches before every rune and at the end. */
function replace(s: string, from: string, to: string, n: bigint): string {
  if (n === 0n || (from === to && from !== '')) return s;
  let limit = n < 0n ? Infinity : Number(n);
  if (from === '') {
    const runes = [...s];
    let out = '';
    for (let i = 0; i <= runes.length; i++) {
      if (limit-- > 0) out += to;
      out += runes[i] ?? '';
    }
    return out;
  }
  let out = '';
  let rest = s;
  let at: number;
  while (limit-- > 0 && (at = rest.indexOf(from)) >= 0) {
    out += rest.slice(0, at) + to;
    rest = rest.slice(at + from.length);
  }
  return out + rest;
}

const QUOTE_ESCAPES: Record<string, string> = {
  '\x07': '\\a',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\v': '\\v',
  '\\': '\\\\',
  '"': '\\"',
};

/** strings.quote: escapes \a \b \f \n \r \t \v \\ and ", invalid UTF-16 becomes U+FFFD. */
function quote(s: string): string {
  let out = '"';
  const wellFormed = s.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  for (const ch of wellFormed) out += QUOTE_ESCAPES[ch] ?? ch;
  return out + '"';
}

/** Registers the string extensions of cel-go's strings library version 2 that cel-js lacks. */
export function registerStringsLibrary(env: Environment): void {
  env.registerFunction('string.charAt(int): string', charAt);
  env.registerFunction(
    'string.replace(string, string): string',
    (s: string, a: string, b: string) => replace(s, a, b, -1n),
  );
  env.registerFunction('string.replace(string, string, int): string', replace);
  env.registerFunction('string.format(list): string', (s: string, args: unknown) => {
    try {
      return formatCelString(s, args);
    } catch (e) {
      throw new EvaluationError((e as Error).message);
    }
  });
  const ns = registerNamespace(env, 'strings');
  env.registerFunction(`${ns}.quote(string): string`, (_: unknown, s: string) => quote(s));
}

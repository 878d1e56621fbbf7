// The Kubernetes regex library (k8s.io/apiserver/pkg/cel/library/regex.go): find and findAll,
// run with RE2 syntax (Go's regexp) and leftmost-first matching.

import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError } from '@marcbachmann/cel-js';
import { Re2SyntaxError, compileRe2 } from './re2.ts';

const cache = new Map<string, RegExp>();

/** Compiles like regexp.Compile; a syntax error reads `Illegal regex: error parsing regexp: ...`. */
function compile(pattern: string): RegExp {
  const hit = cache.get(pattern);
  if (hit) return hit;
  try {
    const re = compileRe2(pattern, 'g');
    cache.set(pattern, re);
    return re;
  } catch (e) {
    if (e instanceof Re2SyntaxError) throw new EvaluationError(`Illegal regex: ${e.message}`);
    throw new EvaluationError((e as Error).message);
  }
}

/** Go's Regexp.FindAllString: an empty match right after the previous match is skipped. */
export function findAllString(re: RegExp, s: string, n: number): string[] {
  const out: string[] = [];
  if (n === 0) return out;
  let pos = 0;
  let prevMatchEnd = -1;
  while ((n < 0 || out.length < n) && pos <= s.length) {
    re.lastIndex = pos;
    const m = re.exec(s);
    if (!m) break;
    const start = m.index;
    const end = start + m[0].length;
    let accept = true;
    if (end === pos) {
      if (start === prevMatchEnd) accept = false;
      const cp = s.codePointAt(end) ?? 0;
      pos = end + (cp > 0xffff ? 2 : 1);
    } else pos = end;
    prevMatchEnd = end;
    if (accept) out.push(m[0]);
  }
  return out;
}

/** Registers the regex library (IntroducedVersion 1.0). */
export function registerRegexLibrary(env: Environment): void {
  env.registerFunction('string.find(string): string', (s: string, pattern: string) => {
    const re = compile(pattern);
    re.lastIndex = 0;
    return re.exec(s)?.[0] ?? '';
  });
  env.registerFunction('string.findAll(string): list<string>', (s: string, pattern: string) =>
    findAllString(compile(pattern), s, -1),
  );
  env.registerFunction(
    'string.findAll(string, int): list<string>',
    (s: string, pattern: string, n: bigint) =>
      findAllString(compile(pattern), s, n < 0n ? -1 : Number(n)),
  );
}

// A rule's `fieldPath`: a JSON path of field accessors (`.spec.replicas`, `['a.b']`) that must name a
// field of the schema; the rule's error is reported there. Mirrors apiextensions-apiserver
// pkg/apiserver/schema/cel/validation.go ValidFieldPath and unescapeSingleQuote.

import type { Structural } from '../structural.ts';

/** The field.Path of a valid field path, or why it is not valid (the text CRD validation shows). */
export type FieldPathResult =
  { ok: true; path: string; schema: Structural } | { ok: false; error: string };

const escapes: Record<string, string> = {
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  "'": "'",
  '\\': '\\',
};

function unescapeSingleQuote(s: string): string | { error: string } {
  let bad: string | undefined;
  const out = s.replace(/\\./gs, (m) => {
    const r = escapes[m[1]!];
    if (r === undefined) bad ??= m;
    return r ?? '';
  });
  return bad === undefined ? out : { error: `invalid escape char ${bad}` };
}

// The scanner's split function: '.', '[' and ']' alone, a single-quoted string whole, and the text
// between delimiters.
function tokens(jsonPath: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < jsonPath.length) {
    if (jsonPath[i] === "'") {
      let j = i + 1;
      while (j < jsonPath.length && !(jsonPath[j] === "'" && jsonPath[j - 1] !== '\\')) j++;
      out.push(jsonPath.slice(i, j + 1));
      i = j + 1;
      continue;
    }
    if ('.[]'.includes(jsonPath[i]!)) {
      out.push(jsonPath[i]!);
      i++;
      continue;
    }
    let j = i;
    while (j < jsonPath.length && !'.[]'.includes(jsonPath[j]!)) j++;
    out.push(jsonPath.slice(i, j));
    i = j;
  }
  return out;
}

/** ValidFieldPath: the field.Path string `jsonPath` names under `schema`, or its error. */
export function validFieldPath(
  jsonPath: string,
  schema: Structural,
  allowArrayNotation = true,
): FieldPathResult {
  let path = '';
  let node = schema;
  const append = (name: string): string | undefined => {
    if (node.properties.size > 0) {
      const next = node.properties.get(name);
      if (next === undefined) return 'does not refer to a valid field';
      path = path === '' ? name : `${path}.${name}`;
      node = next;
      return undefined;
    }
    if (node.additionalProperties !== undefined) {
      path = `${path}[${name}]`;
      node = node.additionalProperties;
      return undefined;
    }
    return 'does not refer to a valid field';
  };
  const fail = (error: string): FieldPathResult => ({ ok: false, error });
  const toks = tokens(jsonPath);
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i]!;
    if (tok === '[') {
      if (!allowArrayNotation) return fail('array notation is not allowed');
      const quoted = toks[++i];
      if (quoted === undefined) return fail('unexpected end of JSON path');
      if (quoted.length < 2 || !quoted.startsWith("'") || !quoted.endsWith("'"))
        return fail(`expected single quoted string but got ${quoted}`);
      const name = unescapeSingleQuote(quoted.slice(1, -1));
      if (typeof name !== 'string') return fail(`invalid string literal: ${name.error}`);
      const err = append(name);
      if (err !== undefined) return fail(err);
      const close = toks[++i];
      if (close === undefined) return fail('unexpected end of JSON path');
      if (close !== ']') return fail(`expected ] but got ${close}`);
    } else if (tok === '.') {
      const name = toks[++i];
      if (name === undefined) return fail('unexpected end of JSON path');
      const err = append(name);
      if (err !== undefined) return fail(err);
    } else return fail(`expected [ or . but got: ${tok}`);
  }
  return { ok: true, path, schema: node };
}

import { describe, expect, it } from 'vitest';
import { rewriteMessageLiterals, type RewrittenExpression } from './messageLiterals.ts';

function rewrite(expression: string): RewrittenExpression {
  const r = rewriteMessageLiterals(expression);
  if ('error' in r) throw new Error(`unexpected error: ${r.error}`);
  return r;
}

describe('rewriteMessageLiterals', () => {
  it.each([
    [
      'an expression without literals unchanged',
      'object.spec.replicas + 1',
      'object.spec.replicas + 1',
    ],
    ['a map literal unchanged', '{"a": {"b": 1}}', '{"a": {"b": 1}}'],
    ['`in` before a map literal unchanged', '"a" in {"a": 1}', '"a" in {"a": 1}'],
    ['an empty Object', 'Object{}', '__Object({})'],
    [
      'a JSONPatch',
      'JSONPatch{op: "add", path: "/x", value: 1}',
      '__JSONPatch({"op": dyn( "add"), "path": dyn( "/x"), "value": dyn( 1)})',
    ],
    [
      'nested Object literals',
      'Object{spec: Object.spec{replicas: 3}}',
      '__Object({"spec": dyn( __object("Object.spec", {"replicas": dyn( 3)}))})',
    ],
    ['a leading dot', '.Object{}', '__Object({})'],
    [
      'a literal inside a list',
      '[JSONPatch{op: "remove", path: "/a"}]',
      '[__JSONPatch({"op": dyn( "remove"), "path": dyn( "/a")})]',
    ],
    ['a trailing comma', 'Object{spec: 1,}', '__Object({"spec": dyn( 1)})'],
    ['whitespace around the dots of a name', 'Object . spec {}', '__object("Object.spec", {})'],
    ['an unknown type name as a bare reference', 'Foo{a: 1}', '__object(Foo, {"a": dyn( 1)})'],
    [
      'braces inside strings untouched',
      'Object{metadata: "a{b}"}',
      '__Object({"metadata": dyn( "a{b}")})',
    ],
    [
      'an optional field (parser.go optField)',
      'Object{?spec: x, b: 1}',
      '__Object({"spec": __optField( x), "b": dyn( 1)})',
    ],
    ['a literal after a conditional', 'x ? Object{} : Object{}', 'x ? __Object({}) : __Object({})'],
  ])('rewrites %s', (_name, input, want) => {
    expect(rewrite(input).text).toBe(want);
  });

  it.each([
    ['a raw string', `r"Object{}"`],
    ['a triple-quoted string', `'''Object{a: 1}'''`],
    ['a bytes literal', `b"Object{}"`],
    ['a comment', `x // Object{}\n`],
  ])('leaves literals inside %s alone', (_name, input) => {
    expect(rewrite(input).text).toBe(input);
  });

  it('does not take a member selection followed by a brace for a literal', () => {
    expect(rewrite('a.b').text).toBe('a.b');
    expect(rewrite('f(x).Object').text).toBe('f(x).Object');
  });

  it('maps offsets inside copied text back to the original', () => {
    const src = 'Object{spec: Object.spec{replicas: foo}}';
    const r = rewrite(src);
    const at = r.text.indexOf('foo');
    expect(r.toOriginalOffset(at)).toBe(src.indexOf('foo'));
  });

  it('maps inserted text to the brace of its literal', () => {
    const src = 'x + Foo{a: 1}';
    const r = rewrite(src);
    expect(r.toOriginalOffset(r.text.indexOf('Foo'))).toBe(src.indexOf('{'));
  });

  it('keeps multi-line literals and comments in field values', () => {
    const src = 'Object{\n  spec: Object.spec{ // the spec\n    replicas: 1\n  }\n}';
    const r = rewrite(src);
    expect(r.text).toContain('__object("Object.spec", {');
    expect(r.text).toContain('"replicas": dyn( 1\n  )');
    expect(r.toOriginalOffset(r.text.indexOf('1\n'))).toBe(src.indexOf('1\n'));
  });

  it.each([
    ['a field without a colon', 'Object{spec}', "mismatched input '}' expecting ':'", 11],
    [
      'a field without a value',
      'Object{spec: }',
      "mismatched input '}' expecting an expression",
      13,
    ],
    [
      'a field that is not a name',
      'Object{"spec": 1}',
      `mismatched input '"spec"' expecting {'}', ',', '?', IDENTIFIER}`,
      7,
    ],
  ])('reports %s', (_name, input, error, offset) => {
    expect(rewriteMessageLiterals(input)).toEqual({ error, offset });
  });
});

import { Environment } from '@marcbachmann/cel-js';
import { describe, expect, it } from 'vitest';
import { rewriteMessageLiterals } from '../messageLiterals.ts';
import {
  JSONPatchVal,
  ObjectVal,
  checkTypeNamesMatchFieldPathNames,
  escapeKey,
  mutationValueToJson,
  registerMutationLibrary,
} from './mutation.ts';

const env = new Environment({ enableOptionalTypes: true, homogeneousAggregateLiterals: true });
registerMutationLibrary(env);
registerMutationLibrary(env); // a second registration is a no-op

function evaluate(expression: string): unknown {
  const r = rewriteMessageLiterals(expression);
  if ('error' in r) throw new Error(r.error);
  return env.evaluate(r.text);
}

describe('mutation library', () => {
  it.each([
    ['k8s.io/x~y', 'k8s.io~1x~0y'],
    ['a/b/c', 'a~1b~1c'],
    ['~1', '~01'],
    ['plain', 'plain'],
  ])('escapeKey(%j) is %j', (key, want) => {
    expect(escapeKey(key)).toBe(want);
    expect(evaluate(`jsonpatch.escapeKey(${JSON.stringify(key)})`)).toBe(want);
  });

  it('builds JSONPatch values with their fields', () => {
    const v = evaluate('[JSONPatch{op: "add", path: "/x", value: {"a": 1}}]') as JSONPatchVal[];
    expect(v[0]).toBeInstanceOf(JSONPatchVal);
    expect(v[0]?.op).toBe('add');
    expect(v[0]?.from).toBe('');
    expect(mutationValueToJson(v[0]?.value)).toEqual({ ok: true, value: { a: 1 } });
  });

  it.each([
    ['JSONPatch{op: "add"}.op', 'add'],
    ['JSONPatch{} == JSONPatch{}', true],
    ['JSONPatch{op: "add"} == JSONPatch{op: "remove"}', false],
    ['JSONPatch{op: "add", value: 1} == JSONPatch{op: "add", value: 1}', true],
    ['Object{field: "x"}.field', 'x'],
    ['Object{field: "x"} == Object{field: "x"}', true],
    ['Object{field: "x"} == Object{field: "y"}', false],
  ])('evaluates %s', (expression, want) => {
    expect(evaluate(expression)).toBe(want);
  });

  it('refuses a JSONPatch op that is not a string', () => {
    expect(() => evaluate('JSONPatch{op: 1}')).toThrow(
      "unexpected type int64 for JSONPatchType 'op' field",
    );
  });

  it('types Object and JSONPatch literals for the checker', () => {
    expect(env.check(rewriteText('Object{}')).type).toBe('Object');
    expect(env.check(rewriteText('[JSONPatch{}]')).type).toBe('list<JSONPatch>');
  });

  it('checks nested type names against the field path', () => {
    const ok = evaluate('Object{spec: Object.spec{template: Object.spec.template{}}}') as ObjectVal;
    expect(checkTypeNamesMatchFieldPathNames(ok)).toBeUndefined();
    const bad = evaluate('Object{spec: Object.specx{replicas: 1}}') as ObjectVal;
    expect(checkTypeNamesMatchFieldPathNames(bad)).toBe(
      'unexpected type name "Object.specx", expected "Object.spec", which matches field name path from root Object type',
    );
    const inList = evaluate(
      'Object{spec: Object.spec{ports: [Object.spec.portsZ{}]}}',
    ) as ObjectVal;
    expect(checkTypeNamesMatchFieldPathNames(inList)).toContain(
      '"Object.spec.portsZ", expected "Object.spec.ports"',
    );
  });

  it('converts Object values to JSON with ints as numbers', () => {
    const v = evaluate('Object{spec: Object.spec{replicas: 3, tags: ["a"]}}');
    expect(mutationValueToJson(v)).toEqual({
      ok: true,
      value: { spec: { replicas: 3, tags: ['a'] } },
    });
  });
});

function rewriteText(expression: string): string {
  const r = rewriteMessageLiterals(expression);
  if ('error' in r) throw new Error(r.error);
  return r.text;
}

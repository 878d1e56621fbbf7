import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../apimachinery/types.ts';
import type { ApplyOptions } from './apply.ts';
import { applyPatch } from './apply.ts';
import { decodePatch } from './decodePatch.ts';

const doc = (): JsonValue => ({
  metadata: { name: 'cm', labels: { env: 'dev', 'a/b': 'slash', 'c~d': 'tilde' } },
  data: { n: 1, s: 'x', nul: null },
  list: [1, 2, 3],
});

function run(patch: string, input: JsonValue = doc(), options?: ApplyOptions) {
  const ops = decodePatch(patch);
  if (!ops.ok) throw new Error(ops.error);
  return applyPatch(input, ops.value, options);
}

function patched(patch: string, input?: JsonValue): JsonValue {
  const r = run(patch, input);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const at = (v: JsonValue, ...keys: Array<string | number>): JsonValue | undefined =>
  keys.reduce<JsonValue | undefined>(
    (cur, k) => (cur as Record<string, JsonValue> | undefined)?.[k],
    v,
  );

describe('applyPatch results', () => {
  it.each<{
    name: string;
    patch: string;
    path: Array<string | number>;
    want: JsonValue | undefined;
  }>([
    {
      name: 'add sets a new member',
      patch: '[{"op":"add","path":"/metadata/labels/x","value":"y"}]',
      path: ['metadata', 'labels', 'x'],
      want: 'y',
    },
    {
      name: 'add overwrites an existing member',
      patch: '[{"op":"add","path":"/data/s","value":"z"}]',
      path: ['data', 's'],
      want: 'z',
    },
    {
      name: 'add inserts at an index',
      patch: '[{"op":"add","path":"/list/1","value":9}]',
      path: ['list'],
      want: [1, 9, 2, 3],
    },
    {
      name: 'add at the length appends',
      patch: '[{"op":"add","path":"/list/3","value":9}]',
      path: ['list'],
      want: [1, 2, 3, 9],
    },
    {
      name: 'add at "-" appends',
      patch: '[{"op":"add","path":"/list/-","value":9}]',
      path: ['list'],
      want: [1, 2, 3, 9],
    },
    {
      name: 'add at -1 appends (counted on the grown array)',
      patch: '[{"op":"add","path":"/list/-1","value":9}]',
      path: ['list'],
      want: [1, 2, 3, 9],
    },
    {
      name: 'add at -2 inserts before the last',
      patch: '[{"op":"add","path":"/list/-2","value":9}]',
      path: ['list'],
      want: [1, 2, 9, 3],
    },
    {
      name: 'add at minus the grown length prepends',
      patch: '[{"op":"add","path":"/list/-4","value":9}]',
      path: ['list'],
      want: [9, 1, 2, 3],
    },
    {
      name: 'add without value stores null',
      patch: '[{"op":"add","path":"/data/v"}]',
      path: ['data', 'v'],
      want: null,
    },
    {
      name: 'add at "/" sets the empty key',
      patch: '[{"op":"add","path":"/","value":1}]',
      path: [''],
      want: 1,
    },
    {
      name: 'a path without a leading slash drops its first segment',
      patch: '[{"op":"add","path":"data/top","value":1}]',
      path: ['top'],
      want: 1,
    },
    {
      name: '~1 decodes to a slash',
      patch: '[{"op":"replace","path":"/metadata/labels/a~1b","value":"r"}]',
      path: ['metadata', 'labels', 'a/b'],
      want: 'r',
    },
    {
      name: '~0 decodes to a tilde',
      patch: '[{"op":"remove","path":"/metadata/labels/c~0d"}]',
      path: ['metadata', 'labels', 'c~d'],
      want: undefined,
    },
    {
      name: '~01 decodes to ~1, not a slash',
      patch: '[{"op":"add","path":"/data/~01","value":1}]',
      path: ['data', '~1'],
      want: 1,
    },
    {
      name: 'add through a null member is missing',
      patch:
        '[{"op":"add","path":"/data/nul","value":{}},{"op":"add","path":"/data/nul/k","value":1}]',
      path: ['data', 'nul', 'k'],
      want: 1,
    },
    {
      name: 'remove deletes a member',
      patch: '[{"op":"remove","path":"/metadata/labels/env"}]',
      path: ['metadata', 'labels', 'env'],
      want: undefined,
    },
    {
      name: 'remove deletes an element',
      patch: '[{"op":"remove","path":"/list/0"}]',
      path: ['list'],
      want: [2, 3],
    },
    {
      name: 'remove -1 deletes the last element',
      patch: '[{"op":"remove","path":"/list/-1"}]',
      path: ['list'],
      want: [1, 2],
    },
    {
      name: 'replace sets an existing member',
      patch: '[{"op":"replace","path":"/data/n","value":2}]',
      path: ['data', 'n'],
      want: 2,
    },
    {
      name: 'replace on a missing member adds it',
      patch: '[{"op":"replace","path":"/data/new","value":2}]',
      path: ['data', 'new'],
      want: 2,
    },
    {
      name: 'replace -1 sets the last element',
      patch: '[{"op":"replace","path":"/list/-1","value":0}]',
      path: ['list'],
      want: [1, 2, 0],
    },
    {
      name: 'replace without value stores null',
      patch: '[{"op":"replace","path":"/data/n"}]',
      path: ['data', 'n'],
      want: null,
    },
    {
      name: 'replace "" swaps the whole document',
      patch: '[{"op":"replace","path":"","value":{"only":true}}]',
      path: [],
      want: { only: true },
    },
    {
      name: 'replace "" with a scalar is ignored',
      patch: '[{"op":"replace","path":"","value":5}]',
      path: ['data', 'n'],
      want: 1,
    },
    {
      name: 'move relocates a member',
      patch: '[{"op":"move","from":"/data/s","path":"/metadata/s"}]',
      path: ['metadata', 's'],
      want: 'x',
    },
    {
      name: 'move removes the source',
      patch: '[{"op":"move","from":"/data/s","path":"/metadata/s"}]',
      path: ['data', 's'],
      want: undefined,
    },
    {
      name: 'move within an array',
      patch: '[{"op":"move","from":"/list/0","path":"/list/-"}]',
      path: ['list'],
      want: [2, 3, 1],
    },
    {
      name: 'copy duplicates a member',
      patch: '[{"op":"copy","from":"/metadata/labels","path":"/data/l"}]',
      path: ['data', 'l', 'env'],
      want: 'dev',
    },
    {
      name: 'copy is deep',
      patch:
        '[{"op":"copy","from":"/metadata/labels","path":"/data/l"},{"op":"add","path":"/data/l/env","value":"p"}]',
      path: ['metadata', 'labels', 'env'],
      want: 'dev',
    },
    {
      name: 'copy from a missing member adds null',
      patch: '[{"op":"copy","from":"/data/none","path":"/data/c"}]',
      path: ['data', 'c'],
      want: null,
    },
    {
      name: 'test then add applies both',
      patch:
        '[{"op":"test","path":"/metadata/labels/env","value":"dev"},{"op":"add","path":"/metadata/labels/p","value":"true"}]',
      path: ['metadata', 'labels', 'p'],
      want: 'true',
    },
    {
      name: 'a number keeps its value',
      patch: '[{"op":"add","path":"/data/f","value":1.50}]',
      path: ['data', 'f'],
      want: 1.5,
    },
  ])('$name', ({ patch, path, want }) => {
    expect(at(patched(patch), ...path)).toStrictEqual(want);
  });
});

describe('applyPatch test operation', () => {
  it.each([
    { name: 'equal strings', value: '"dev"', path: '/metadata/labels/env', passes: true },
    { name: 'different strings', value: '"prod"', path: '/metadata/labels/env', passes: false },
    { name: 'the same number written the same way', value: '1', path: '/data/n', passes: true },
    {
      name: 'the same number written differently (1.0)',
      value: '1.0',
      path: '/data/n',
      passes: false,
    },
    {
      name: 'a string escape against the plain character',
      value: '"\\u0078"',
      path: '/data/s',
      passes: false,
    },
    {
      name: 'objects in a different member order',
      value: '{"s":"x","nul":null,"n":1}',
      path: '/data',
      passes: true,
    },
    {
      name: 'objects with an extra member',
      value: '{"s":"x","nul":null,"n":1,"e":2}',
      path: '/data',
      passes: false,
    },
    { name: 'arrays element by element', value: '[1, 2, 3]', path: '/list', passes: true },
    { name: 'arrays in a different order', value: '[3,2,1]', path: '/list', passes: false },
    { name: 'a missing member against null', value: 'null', path: '/data/none', passes: true },
    { name: 'a null member against null', value: 'null', path: '/data/nul', passes: true },
    { name: 'a missing member against a value', value: '"x"', path: '/data/none', passes: false },
    { name: 'a present member against null', value: 'null', path: '/data/s', passes: false },
    { name: 'an array element by negative index', value: '3', path: '/list/-1', passes: true },
  ])('compares $name', ({ value, path, passes }) => {
    const r = run(`[{"op":"test","path":"${path}","value":${value}}]`);
    expect(r.ok ? 'passes' : r.error).toBe(
      passes ? 'passes' : `testing value ${path} failed: test failed`,
    );
  });

  it('fails a present member when value is absent', () => {
    expect(run('[{"op":"test","path":"/data/s"}]')).toEqual({
      ok: false,
      error: 'testing value /data/s failed: test failed',
    });
  });

  it('compares the whole document at ""', () => {
    expect(run('[{"op":"test","path":"","value":{"a":[1]}}]', { a: [1] }).ok).toBe(true);
    expect(run('[{"op":"test","path":"","value":{"a":[2]}}]', { a: [1] })).toEqual({
      ok: false,
      error: 'testing value  failed: test failed',
    });
  });
});

describe('applyPatch errors', () => {
  it.each([
    {
      name: 'the recorded failing test op',
      patch:
        '[{"op":"test","path":"/metadata/labels/env","value":"prod"},{"op":"add","path":"/metadata/labels/promoted","value":"true"}]',
      err: 'testing value /metadata/labels/env failed: test failed',
    },
    { name: 'an unknown op', patch: '[{"op":"ADD","path":"/a"}]', err: 'Unexpected kind: ADD' },
    { name: 'a non-string op', patch: '[{"op":1}]', err: 'Unexpected kind: unknown' },
    { name: 'a missing op', patch: '[{"path":"/a"}]', err: 'Unexpected kind: unknown' },
    { name: 'a null operation', patch: '[null]', err: 'Unexpected kind: unknown' },
    {
      name: 'add to a missing parent',
      patch: '[{"op":"add","path":"/metadata/annotations/x","value":"1"}]',
      err: 'add operation does not apply: doc is missing path: "/metadata/annotations/x": missing value',
    },
    {
      name: 'add at the root',
      patch: '[{"op":"add","path":"","value":{}}]',
      err: 'add operation does not apply: doc is missing path: "": missing value',
    },
    {
      name: 'add through a string',
      patch: '[{"op":"add","path":"/data/s/x","value":1}]',
      err: 'add operation does not apply: doc is missing path: "/data/s/x": missing value',
    },
    {
      name: 'add without a path',
      patch: '[{"op":"add","value":1}]',
      err: 'add operation failed to decode path: missing value',
    },
    {
      name: 'add with a numeric path',
      patch: '[{"op":"add","path":1}]',
      err: 'add operation failed to decode path: missing value',
    },
    {
      name: 'add past the end',
      patch: '[{"op":"add","path":"/list/4","value":1}]',
      err: "error in add for path: '/list/4': Unable to access invalid index: 4: invalid index referenced",
    },
    {
      name: 'add before the start',
      patch: '[{"op":"add","path":"/list/-5","value":1}]',
      err: "error in add for path: '/list/-5': Unable to access invalid index: -5: invalid index referenced",
    },
    {
      name: 'add at a non-numeric index',
      patch: '[{"op":"add","path":"/list/x","value":1}]',
      err: `error in add for path: '/list/x': value was not a proper array index: 'x': strconv.Atoi: parsing "x": invalid syntax`,
    },
    {
      name: 'add at an int64-overflowing index',
      patch: '[{"op":"add","path":"/list/9223372036854775808","value":1}]',
      err: `error in add for path: '/list/9223372036854775808': value was not a proper array index: '9223372036854775808': strconv.Atoi: parsing "9223372036854775808": value out of range`,
    },
    {
      name: 'remove a missing member',
      patch: '[{"op":"remove","path":"/metadata/labels/x"}]',
      err: "error in remove for path: '/metadata/labels/x': Unable to remove nonexistent key: x: missing value",
    },
    {
      name: 'remove under a missing parent',
      patch: '[{"op":"remove","path":"/x/y"}]',
      err: 'remove operation does not apply: doc is missing path: "/x/y": missing value',
    },
    {
      name: 'remove past the end',
      patch: '[{"op":"remove","path":"/list/3"}]',
      err: "error in remove for path: '/list/3': Unable to access invalid index: 3: invalid index referenced",
    },
    {
      name: 'remove before the start',
      patch: '[{"op":"remove","path":"/list/-4"}]',
      err: "error in remove for path: '/list/-4': Unable to access invalid index: -4: invalid index referenced",
    },
    {
      name: 'remove "-"',
      patch: '[{"op":"remove","path":"/list/-"}]',
      err: `error in remove for path: '/list/-': strconv.Atoi: parsing "-": invalid syntax`,
    },
    {
      name: 'remove without a path',
      patch: '[{"op":"remove"}]',
      err: 'remove operation failed to decode path: missing value',
    },
    {
      name: 'replace under a missing parent',
      patch: '[{"op":"replace","path":"/x/y","value":1}]',
      err: 'replace operation does not apply: doc is missing path: /x/y: missing value',
    },
    {
      name: 'replace past the end',
      patch: '[{"op":"replace","path":"/list/3","value":1}]',
      err: 'replace operation does not apply: doc is missing key: /list/3: missing value',
    },
    {
      name: 'replace without a path',
      patch: '[{"op":"replace","value":1}]',
      err: 'replace operation failed to decode path: operation missing path field: missing value',
    },
    {
      name: 'replace with a null path',
      patch: '[{"op":"replace","path":null}]',
      err: 'replace operation failed to decode path: operation missing path field: missing value',
    },
    {
      name: 'move without from',
      patch: '[{"op":"move","path":"/a"}]',
      err: 'move operation failed to decode from: operation, missing from field: missing value',
    },
    {
      name: 'move from a missing parent',
      patch: '[{"op":"move","from":"/x/y","path":"/a"}]',
      err: 'move operation does not apply: doc is missing from path: /x/y: missing value',
    },
    {
      name: 'move from a missing member (names the key)',
      patch: '[{"op":"move","from":"/data/none","path":"/a"}]',
      err: "error in move for path: 'none': Unable to remove nonexistent key: none: missing value",
    },
    {
      name: 'move from a bad index (names the key)',
      patch: '[{"op":"move","from":"/list/7","path":"/a"}]',
      err: "error in move for path: '7': Unable to access invalid index: 7: invalid index referenced",
    },
    {
      name: 'move to a missing parent',
      patch: '[{"op":"move","from":"/data/s","path":"/x/y"}]',
      err: 'move operation does not apply: doc is missing destination path: /x/y: missing value',
    },
    {
      name: 'move into its own child',
      patch: '[{"op":"move","from":"/data","path":"/data/inner"}]',
      err: 'move operation does not apply: doc is missing destination path: /data/inner: missing value',
    },
    {
      name: 'move without a path',
      patch: '[{"op":"move","from":"/data/s"}]',
      err: 'move operation failed to decode path: operation missing path field: missing value',
    },
    {
      name: 'move to a bad index',
      patch: '[{"op":"move","from":"/data/s","path":"/list/9"}]',
      err: "error in move for path: '/list/9': Unable to access invalid index: 9: invalid index referenced",
    },
    {
      name: 'copy with a numeric from',
      patch: '[{"op":"copy","from":1,"path":"/a"}]',
      err: 'copy operation failed to decode from: json: cannot unmarshal number into Go value of type string',
    },
    {
      name: 'copy from a missing parent',
      patch: '[{"op":"copy","from":"/x/y","path":"/a"}]',
      err: 'copy operation does not apply: doc is missing from path: /x/y: missing value',
    },
    {
      name: 'copy from a bad index',
      patch: '[{"op":"copy","from":"/list/5","path":"/a"}]',
      err: "error in copy for from: '/list/5': Unable to access invalid index: 5: invalid index referenced",
    },
    {
      name: 'copy without a path',
      patch: '[{"op":"copy","from":"/data/s","path":{}}]',
      err: 'copy operation failed to decode path: missing value',
    },
    {
      name: 'copy to a missing parent',
      patch: '[{"op":"copy","from":"/data/s","path":"/x/y"}]',
      err: 'copy operation does not apply: doc is missing destination path: /x/y: missing value',
    },
    {
      name: 'copy to a bad index',
      patch: '[{"op":"copy","from":"/data/s","path":"/list/x"}]',
      err: `error while adding value during copy: value was not a proper array index: 'x': strconv.Atoi: parsing "x": invalid syntax`,
    },
    {
      name: 'test under a missing parent',
      patch: '[{"op":"test","path":"/x/y","value":1}]',
      err: 'test operation does not apply: is missing path: /x/y: missing value',
    },
    {
      name: 'test a bad index',
      patch: '[{"op":"test","path":"/list/9","value":1}]',
      err: "error in test for path: '/list/9': Unable to access invalid index: 9: invalid index referenced",
    },
    {
      name: 'test with an array path',
      patch: '[{"op":"test","path":["/a"],"value":1}]',
      err: 'test operation failed to decode path: json: cannot unmarshal array into Go value of type string',
    },
  ])('reports $name', ({ patch, err }) => {
    expect(run(patch)).toEqual({ ok: false, error: err });
  });

  it('enforces the accumulated copy size limit on copied JSON bytes', () => {
    const copy = '{"op":"copy","from":"/data/s","path":"/data/c"}';
    expect(run(`[${copy}]`, doc(), { accumulatedCopySizeLimit: 3 }).ok).toBe(true);
    expect(run(`[${copy},${copy}]`, doc(), { accumulatedCopySizeLimit: 5 })).toEqual({
      ok: false,
      error:
        'Unable to complete the copy, the accumulated size increase of copy is 6, exceeding the limit 5',
    });
  });

  // Copies megabytes: a loaded machine needs more than vitest's default 5 s (a guard, not a measure).
  it('applies the apiserver default limit of 3 MiB', { timeout: 30_000 }, () => {
    const big = { s: 'x'.repeat(2 * 1024 * 1024) };
    expect(
      run('[{"op":"copy","from":"/s","path":"/t"},{"op":"copy","from":"/s","path":"/u"}]', big),
    ).toEqual({
      ok: false,
      error:
        'Unable to complete the copy, the accumulated size increase of copy is 4194308, exceeding the limit 3145728',
    });
  });

  it('reports a number no float64 can hold as the decode of the result would', () => {
    expect(run('[{"op":"add","path":"/big","value":[-1e400]}]')).toEqual({
      ok: false,
      error: 'json: cannot unmarshal number -1e400 into Go value of type float64',
    });
  });

  it('reports a non-object document as json does', () => {
    expect(run('[]', 'text')).toEqual({
      ok: false,
      error: 'json: cannot unmarshal string into Go value of type jsonpatch.partialDoc',
    });
  });
});

describe('applyPatch panics of v4.12.0', () => {
  it.each([
    {
      name: 'test without value on a missing member',
      patch: '[{"op":"test","path":"/none"}]',
      err: 'runtime error: invalid memory address or nil pointer dereference',
    },
    {
      name: 'test of arrays holding null',
      patch: '[{"op":"test","path":"/a","value":[null]}]',
      err: 'runtime error: invalid memory address or nil pointer dereference',
    },
    {
      name: 'test of the whole document without value',
      patch: '[{"op":"test","path":""}]',
      err: 'runtime error: invalid memory address or nil pointer dereference',
    },
    {
      name: 'replace of the whole document without value',
      patch: '[{"op":"replace","path":""}]',
      err: 'runtime error: invalid memory address or nil pointer dereference',
    },
    {
      name: 'a path through a value added as null',
      patch: '[{"op":"add","path":"/n","value":null},{"op":"add","path":"/n/x","value":1}]',
      err: 'runtime error: invalid memory address or nil pointer dereference',
    },
    {
      name: 'a write into a copied null',
      patch:
        '[{"op":"add","path":"/n","value":null},{"op":"copy","from":"/n","path":"/m"},{"op":"add","path":"/m/x","value":1}]',
      err: 'assignment to entry in nil map',
    },
  ])('reports $name as a panic', ({ patch, err }) => {
    expect(run(patch, { a: [null] })).toEqual({ ok: false, error: err, panic: true });
  });

  it("prefers a mismatch over a panic when Go's map order decides", () => {
    const r = run('[{"op":"test","path":"","value":{"a":[null],"b":2}}]', { a: [null], b: 1 });
    expect(r).toEqual({ ok: false, error: 'testing value  failed: test failed' });
  });
});

describe('applyPatch output', () => {
  it('keeps existing members in place and appends new ones', () => {
    const r = patched(
      '[{"op":"add","path":"/c","value":true},{"op":"add","path":"/b","value":2}]',
      { b: 1, a: { z: 1, y: 2 } },
    );
    expect(Object.keys(r as object)).toEqual(['b', 'a', 'c']);
  });

  it("returns Go's bytes: touched maps sorted, untouched members as written, numbers as written", () => {
    const r = run('[{"op":"add","path":"/c","value":1.0}]', { b: 1, a: { z: '<', y: 2 } });
    expect(r.ok && r.json).toBe('{"a":{"z":"\\u003c","y":2},"b":1,"c":1.0}');
  });

  it('leaves the input document untouched', () => {
    const input = doc();
    patched('[{"op":"remove","path":"/list/0"},{"op":"add","path":"/data/n","value":5}]', input);
    expect(input).toStrictEqual(doc());
  });

  it('turns an empty patch into the same document', () => {
    expect(patched('[]')).toStrictEqual(doc());
  });
});

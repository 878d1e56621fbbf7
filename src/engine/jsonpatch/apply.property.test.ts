import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../apimachinery/types.ts';
import { patchAnnotationJson } from './annotation.ts';
import { applyPatch } from './apply.ts';
import { decodePatch } from './decodePatch.ts';

// Few distinct keys and indices, so generated pointers often reach into the generated documents.
const key = fc.constantFrom('a', 'b', 'c', '', 'a/b', '~');
const leaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);
const { tree } = fc.letrec<{ tree: JsonValue; obj: JsonValue; arr: JsonValue }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small' }, leaf, tie('obj'), tie('arr')),
  obj: fc.dictionary(key, tie('tree'), { maxKeys: 4 }),
  arr: fc.array(tie('tree'), { maxLength: 4 }),
}));
const doc = fc.dictionary(key, tree, { maxKeys: 4 });

const segment = fc.oneof(
  key.map((k) => k.replaceAll('~', '~0').replaceAll('/', '~1')),
  fc.constantFrom('0', '1', '3', '-', '-1', '-2', '-7', 'x', '~2', '99999999999999999999'),
);
const pointer = fc.oneof(
  fc.array(segment, { maxLength: 4 }).map((s) => (s.length === 0 ? '' : '/' + s.join('/'))),
  fc.string({ maxLength: 5 }),
);
const opObject = fc.record(
  {
    op: fc.oneof(
      fc.constantFrom('add', 'remove', 'replace', 'move', 'copy', 'test', 'bogus'),
      tree,
    ),
    path: fc.oneof(pointer, tree),
    from: fc.oneof(pointer, tree),
    value: tree,
  },
  { requiredKeys: [] },
);
const patchJson = fc
  .array(fc.oneof({ weight: 8, arbitrary: opObject }, { weight: 1, arbitrary: tree }), {
    maxLength: 6,
  })
  .map((ops) => JSON.stringify(ops));

describe('applyPatch properties', () => {
  it('never throws and returns Go bytes that encode the returned value', () => {
    fc.assert(
      fc.property(doc, patchJson, (d, p) => {
        const ops = decodePatch(p);
        if (!ops.ok) return;
        const r = applyPatch(d, ops.value);
        if (r.ok) expect(JSON.parse(r.json)).toEqual(r.value);
        else expect(typeof r.error).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('never changes the document it was given', () => {
    fc.assert(
      fc.property(doc, patchJson, (d, p) => {
        const before = JSON.stringify(d);
        const ops = decodePatch(p);
        if (ops.ok) applyPatch(d, ops.value);
        expect(JSON.stringify(d)).toBe(before);
      }),
    );
  });

  it('undoes an add of a fresh member with a remove', () => {
    fc.assert(
      fc.property(doc, tree, (d, v) => {
        const p = JSON.stringify([
          { op: 'add', path: '/fresh', value: v },
          { op: 'remove', path: '/fresh' },
        ]);
        const ops = decodePatch(p);
        const r = ops.ok ? applyPatch(d, ops.value) : undefined;
        // fc.dictionary builds null-prototype objects, so compare structure, not prototypes.
        expect(r?.ok === true && r.value).toEqual(d);
      }),
    );
  });
});

describe('decodePatch properties', () => {
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), patchJson), (s) => {
        const r = decodePatch(s);
        expect(r.ok || typeof r.error === 'string').toBe(true);
      }),
    );
  });

  it('decodes the annotation form back to the same annotation', () => {
    fc.assert(
      fc.property(patchJson, (p) => {
        const ops = decodePatch(p);
        if (!ops.ok) return;
        const once = patchAnnotationJson(ops.value);
        const again = decodePatch(once);
        expect(again.ok && patchAnnotationJson(again.value)).toBe(once);
      }),
    );
  });
});

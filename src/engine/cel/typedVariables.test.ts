import { describe, expect, it } from 'vitest';
import { compileCel } from './compile.ts';
import { CostBudget } from './cost.ts';
import {
  type DeclField,
  type DeclType,
  INT_DECL,
  maybeAssignTypeName,
  newListType,
  newObjectType,
  newSimpleType,
} from './declType.ts';
import { estimateCost } from './estimate.ts';
import { evaluateCel } from './evaluate.ts';

const field = (name: string, type: DeclType): [string, DeclField] => [
  name,
  { name, type, required: false },
];
const item = newObjectType('object', new Map([field('name', newSimpleType('string', 2, 63))]));
const self = maybeAssignTypeName(
  newObjectType(
    'object',
    new Map([field('replicas', INT_DECL), field('items', newListType(item, 10))]),
  ),
  'selfType0',
);
const opts = (optional = false) => ({
  kubernetesVersion: '1.32',
  mode: 'new' as const,
  declare: [],
  typedVariables: [
    { name: 'self', type: self },
    { name: 'oldSelf', type: self, optional },
  ],
});

describe('variables typed by a DeclType', () => {
  it.each([
    ['self.replicas > 1', 'bool'],
    ['self.items.map(i, i.name)', 'list(string)'],
    ['self == oldSelf', 'bool'],
    ['self.items[0] == oldSelf.items[0]', 'bool'],
    ['self.items[0] != null', 'bool'],
    ['self', 'selfType0'],
    ['self.items', 'list(selfType0.items.@idx)'],
  ])('types %s as %s', (expression, type) => {
    expect(compileCel(expression, opts())).toMatchObject({ ok: true, resultType: type });
  });

  it.each([
    ['self.replicsa > 1', "ERROR: <input>:1:5: undefined field 'replicsa'"],
    ['has(self.items[0].nam)', "ERROR: <input>:1:18: undefined field 'nam'"],
    ["self.replicas + 'a' > 1", "found no matching overload for '_+_' applied to '(int, string)'"],
    [
      "self['replicas'] == 1",
      "found no matching overload for '_[_]' applied to '(selfType0, string)'",
    ],
  ])('refuses %s', (expression, message) => {
    const r = compileCel(expression, opts());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(message);
  });

  it('declares oldSelf optional when asked', () => {
    expect(compileCel('oldSelf.hasValue() && oldSelf.value().replicas == 1', opts(true)).ok).toBe(
      true,
    );
    expect(compileCel('oldSelf.replicas == 1', opts(true)).ok).toBe(false);
  });

  it('evaluates against plain JSON-shaped values', () => {
    const r = compileCel('self.items.exists(i, i.name == "a") && self.replicas == 2', opts());
    if (!r.ok) throw new Error(r.message);
    const value = { replicas: 2n, items: [{ name: 'a' }] };
    expect(evaluateCel(r.program, { self: value } as never, new CostBudget(1e6))).toMatchObject({
      ok: true,
      value: true,
    });
  });

  it('estimates with the sizes the caller gives by path', () => {
    const r = compileCel('self.items.all(i, i.name.startsWith("x"))', opts());
    if (!r.ok) throw new Error(r.message);
    const sizes = (path: readonly string[]) =>
      path.join('.') === 'self.items' ? { min: 0, max: 10 } : undefined;
    // range 10 × (not_strictly_false 2 + && 1 + (i.name 2 + startsWith 1)) + self.items 2 + result 1
    expect(estimateCost(r.checkedAst, sizes).max).toBe(63);
  });
});

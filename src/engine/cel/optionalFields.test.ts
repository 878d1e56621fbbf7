import { describe, expect, it } from 'vitest';
import { compileCel } from './compile.ts';
import { CostBudget } from './cost.ts';
import { evaluateCel } from './evaluate.ts';
import { mutationValueToJson } from './library/mutation.ts';

function run(expression: string, object: unknown = {}): unknown {
  const c = compileCel(expression, {
    kubernetesVersion: '1.32',
    mode: 'stored',
    declare: ['object'],
    mutation: true,
  });
  if (!c.ok) return { compileError: c.message };
  const r = evaluateCel(c.program, { object: object as never }, new CostBudget(1_000_000));
  if (!r.ok) return { error: r.error };
  return mutationValueToJson(r.value);
}

// cel-go v0.22 parser.go optField, checker.go checkCreateStruct and interpretable.go evalObj: a
// `?field` is set to the optional's value, left out when empty; a value that is not optional is a
// compile error, and at runtime (dyn) `cannot initialize optional entry`.
describe('optional fields in Object literals', () => {
  it.each([
    ['Object{?spec: optional.of(1)}', { ok: true, value: { spec: 1 } }],
    ['Object{?spec: optional.none(), kind: "x"}', { ok: true, value: { kind: 'x' } }],
    [
      'Object{metadata: Object.metadata{?labels: object.metadata.?labels}}',
      { ok: true, value: { metadata: { labels: { a: 'b' } } } },
    ],
    [
      'Object{metadata: Object.metadata{?annotations: object.metadata.?annotations}}',
      { ok: true, value: { metadata: {} } },
    ],
    ['JSONPatch{op: "add", path: "/a", ?value: optional.of(2)}.value', { ok: true, value: 2 }],
  ])('%s', (expression, want) => {
    expect(run(expression, { metadata: { labels: { a: 'b' } } })).toEqual(want);
  });

  it('refuses a value that is not optional when compiled', () => {
    expect(run('Object{?spec: 1}')).toEqual({
      compileError:
        "ERROR: <input>:1:15: expected type 'optional_type(int)' but found 'int'\n | Object{?spec: 1}\n | ..............^",
    });
  });

  it('refuses a dyn value that is not optional when run', () => {
    expect(run('Object{?spec: dyn(1)}')).toEqual({
      error: "cannot initialize optional entry 'spec' from non-optional value 1",
    });
  });
});

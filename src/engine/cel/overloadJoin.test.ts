import { describe, expect, it } from 'vitest';
import { compileCel } from './compile.ts';

const typeOf = (expression: string): string => {
  const c = compileCel(expression, {
    kubernetesVersion: '1.35',
    mode: 'stored',
    declare: ['object'],
  });
  return c.ok ? c.resultType : c.message;
};

// checker.go resolveOverload: overloads that all match a list(dyn) receiver with different result
// types make the call dyn; a typed receiver matches one overload and keeps its type.
describe('calls several overloads match', () => {
  it.each([
    ['object.spec.ports.map(p, p.port).max()', 'dyn'],
    ['dyn([1]).min()', 'dyn'],
    ['object.spec.names.sort()', 'dyn'],
    ["object.spec.names.max() == 'a'", 'bool'],
    ['[1, 2].min()', 'int'],
    ['[1.5].sum()', 'double'],
    ["['b', 'a'].sort()", 'list(string)'],
  ])('types %s as %s', (expression, type) => {
    expect(typeOf(expression)).toBe(type);
  });
});

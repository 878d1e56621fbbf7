import { describe, expect, it } from 'vitest';
import { aggregateErrors } from './aggregate.ts';

describe('aggregateErrors', () => {
  it.each<[string, string[], string]>([
    ['nothing', [], ''],
    ['one error bare', ['a'], 'a'],
    ['several in brackets', ['a', 'b'], '[a, b]'],
    ['duplicates once, bare when one is left', ['a', 'a'], 'a'],
    ['duplicates once among others', ['a', 'b', 'a'], '[a, b]'],
  ])('renders %s', (_name, errs, want) => {
    expect(aggregateErrors(errs)).toBe(want);
  });
});

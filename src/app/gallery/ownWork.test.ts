import { describe, expect, it } from 'vitest';
import { isOwnWork } from './ownWork.ts';

describe('isOwnWork', () => {
  const sample = 'name: sample\n';
  const examples = ['name: one\n', 'name: two\n'];
  it.each([
    ['the sample is not', 'name: sample\n', false, false],
    ['an example as shipped is not', 'name: two\n', false, false],
    ['an example with only its final newline lost is not', 'name: one', false, false],
    ['an edited example is', 'name: one\ntitle: mine\n', false, true],
    ['text of their own is', 'name: mine\n', false, true],
    ['a section edit that does not parse yet is', 'name: one\n', true, true],
  ])('%s', (_name, source, unsavedEdit, expected) => {
    expect(isOwnWork({ source, unsavedEdit }, sample, examples)).toBe(expected);
  });
});

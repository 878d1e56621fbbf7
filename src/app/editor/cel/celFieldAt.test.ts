import { describe, expect, it } from 'vitest';
import { celFieldAt } from './celFieldAt.ts';
import { findCelFields } from './celFields.ts';

/** The expression and offset at `‸`. */
function at(marked: string) {
  const offset = marked.indexOf('‸');
  const text = marked.replace('‸', '');
  const found = celFieldAt(findCelFields(text, 'configurations'), text, offset);
  return found && `${found.expression.slice(0, found.at)}‸${found.expression.slice(found.at)}`;
}

const policy = (value: string) =>
  `kind: ValidatingAdmissionPolicy\nspec:\n  validations:\n    - expression: ${value}\n      message: m\n`;

describe('celFieldAt', () => {
  it.each([
    ['plain', policy('object.a ‸== 1'), 'object.a ‸== 1'],
    ['plain, at its end', policy('object.a‸'), 'object.a‸'],
    ['plain, after spaces the value leaves out', policy('object.a &&  ‸'), 'object.a &&  ‸'],
    ['double-quoted, after an escape', policy('"\\"x\\" + ‸y"'), '"x" + ‸y'],
    ['block literal, second line', policy('|\n        a &&\n        b‸'), 'a &&\nb‸\n'],
  ])('%s', (_name, marked, expected) => {
    expect(at(marked)).toBe(expected);
  });

  it('finds nothing outside an expression or after a closing quote', () => {
    expect(at(policy('object.a').replace('message: m', 'message: ‸m'))).toBeUndefined();
    expect(at(policy('"object.a" ‸'))).toBeUndefined();
    expect(
      at(`kind: ValidatingAdmissionPolicy\nspec:\n  validations:\n    - message: ‸x\n`),
    ).toBeUndefined();
  });
});

// Table tests for ParseQuantity (cases after apimachinery quantity_test.go TestQuantityParse and
// TestQuantityParseZero): the int64 fast path, the inf.Dec path, and the error texts.

import { describe, expect, it } from 'vitest';
import { ErrFormatWrong, ErrSuffix, parseQuantity } from './parse.ts';

describe('parseQuantity', () => {
  it.each([
    ['a plain integer', '5', { unscaled: 5n, exp: 0, dec: false }, 'DecimalSI'],
    ['a milli value', '100m', { unscaled: 100n, exp: -3, dec: false }, 'DecimalSI'],
    ['a binary suffix', '1Ki', { unscaled: 1024n, exp: 0, dec: false }, 'BinarySI'],
    ['an exponent', '12e6', { unscaled: 12n, exp: 6, dec: false }, 'DecimalExponent'],
    [
      'a fraction past nano precision, rounded up',
      '0.0000000001',
      { unscaled: 1n, exp: -9, dec: true },
      'DecimalSI',
    ],
    [
      'a fractional binary value',
      '1.5Gi',
      { unscaled: 1610612736000000000n, exp: -9, dec: true },
      'BinarySI',
    ],
  ])('reads %s', (_, input, amount, format) => {
    expect(parseQuantity(input)).toEqual({ amount, format });
  });

  it('reads a lone point as zero, as parseQuantityString does', () => {
    expect(parseQuantity('.').amount).toEqual({ unscaled: 0n, exp: 0, dec: false });
  });

  it.each([
    ['', ErrFormatWrong],
    ['10Mo', ErrFormatWrong],
    ['10Mm', ErrSuffix],
  ])('refuses %j', (input, message) => {
    expect(() => parseQuantity(input)).toThrow(message);
  });
});

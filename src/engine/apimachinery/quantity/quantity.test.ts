// Table tests for resource.Quantity values: the canonical form, arithmetic and scaled values.

import { describe, expect, it } from 'vitest';
import { quantityString } from './canonical.ts';
import { add, cmp, milliValueOf, mustParse, quantityOf, sub, valueOf } from './quantity.ts';

describe('quantityString', () => {
  // Canonical forms as resource.Quantity.String prints them (apimachinery quantity_test.go TestQuantityParse/TestQuantityString).
  it.each([
    ['100m', '100m'],
    ['0.1', '100m'],
    ['1000m', '1'],
    ['1.5', '1500m'],
    ['0', '0'],
    ['0.0', '0'],
    ['1000', '1k'],
    ['1000k', '1M'],
    ['10', '10'],
    ['1Gi', '1Gi'],
    ['1024Mi', '1Gi'],
    ['1.5Gi', '1536Mi'],
    ['0.5Gi', '512Mi'],
    ['1500Mi', '1500Mi'],
    ['100Ki', '100Ki'],
    ['1000Ki', '1000Ki'],
    ['512', '512'],
    ['2048', '2048'],
    ['1e3', '1e3'],
    ['12e6', '12e6'],
    ['1.5e3', '1500'],
    ['1G', '1G'],
    ['1.1Gi', '1181116006400m'],
    ['0.0000000001', '1n'],
    ['1n', '1n'],
    ['1u', '1u'],
  ])('renders %s as %s', (input, expected) => {
    expect(quantityString(mustParse(input))).toBe(expected);
  });

  it('reads bare YAML numbers as quantities', () => {
    expect(quantityString(quantityOf(0.5)!)).toBe('500m');
    expect(quantityString(quantityOf(2)!)).toBe('2');
  });

  it('returns undefined for values that are not quantities', () => {
    expect(quantityOf('1.2.3')).toBeUndefined();
    expect(quantityOf(true)).toBeUndefined();
  });
});

describe('arithmetic', () => {
  it('keeps the receiver format, except that a zero receiver takes the operand format', () => {
    expect(quantityString(add(mustParse('1Gi'), mustParse('512Mi')))).toBe('1536Mi');
    expect(quantityString(add(mustParse('0'), mustParse('512Mi')))).toBe('512Mi');
    expect(quantityString(add(mustParse('100m'), mustParse('1')))).toBe('1100m');
    expect(quantityString(sub(mustParse('1'), mustParse('250m')))).toBe('750m');
  });

  it('compares exactly across formats', () => {
    expect(cmp(mustParse('1Gi'), mustParse('1073741824'))).toBe(0);
    expect(cmp(mustParse('1G'), mustParse('1Gi'))).toBe(-1);
  });

  it.each([
    ['1.5', 2n, 1500n],
    ['100m', 1n, 100n],
    ['1Mi', 1048576n, 1048576000n],
    ['0.0005', 1n, 1n],
    ['1.1Gi', 1181116007n, 1181116006400n],
  ])('rounds %s up for Value and MilliValue', (input, value, milli) => {
    expect(valueOf(mustParse(input))).toBe(value);
    expect(milliValueOf(mustParse(input))).toBe(milli);
  });
});

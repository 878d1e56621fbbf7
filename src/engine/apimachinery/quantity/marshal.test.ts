// Table tests for what a decoded Quantity marshals back to, and RoundUp.

import { describe, expect, it } from 'vitest';

import { marshalQuantity, roundUpQuantity } from './marshal.ts';

describe('marshalQuantity', () => {
  // Expected strings follow apimachinery resource quantity_test.go (TestQuantityParse canonical
  // forms, TestQuantityRoundtrip) and MarshalJSON's reuse of already-canonical input.
  it.each([
    ['100m', '100m'],
    ['500m', '500m'],
    ['0.5', '500m'],
    ['1.0', '1'],
    ['1000m', '1'],
    ['1', '1'],
    ['0', '0'],
    ['0m', '0'],
    ['1Gi', '1Gi'],
    ['1024Mi', '1Gi'],
    ['1.5Gi', '1536Mi'],
    ['2000Mi', '2000Mi'],
    ['0.5Gi', '512Mi'],
    ['0.5Ki', '512'],
    ['100M', '100M'],
    ['1000M', '1G'],
    ['128974848', '128974848'],
    ['129e6', '129e6'],
    ['1.5e3', '1500'],
    ['1e3', '1e3'],
    ['123Mi', '123Mi'],
    ['0.1', '100m'],
    ['0.0001', '100u'],
    ['1n', '1n'],
    ['-1', '-1'],
    [' 2 ', '2'],
  ])('writes %j back as %j', (input, expected) => {
    expect(marshalQuantity(input)).toBe(expected);
  });

  it('accepts JSON numbers the way UnmarshalJSON reads their text', () => {
    expect(marshalQuantity(2)).toBe('2');
    expect(marshalQuantity(0.25)).toBe('250m');
  });

  it('reads null as the zero quantity', () => {
    expect(marshalQuantity(null)).toBe('0');
  });

  it.each(['', 'abc', '1Q', '1.5.5', true])('rejects %j', (input) => {
    expect(marshalQuantity(input)).toBeUndefined();
  });
});

describe('roundUpQuantity', () => {
  // SetDefaults_ResourceList rounds up to milli precision (pkg/apis/core/v1/defaults.go).
  it.each([
    ['100u', '1m'],
    ['1n', '1m'],
    ['1500u', '2m'],
    ['100m', '100m'],
    ['2', '2'],
    ['1Gi', '1Gi'],
    ['-100u', '-1m'],
  ])('rounds %s up to %s', (input, expected) => {
    expect(roundUpQuantity(input)).toBe(expected);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEvaluatedStore } from '../evaluation/evaluatedStore.ts';
import { selectResult } from '../store/selectors.ts';
import {
  compareBytes,
  explainOrder,
  mutatingConfigurations,
  orderSurprises,
} from './configurationOrder.ts';

const scenario = (file: string) =>
  readFileSync(new URL(`../../../scenarios/${file}`, import.meta.url), 'utf8');

describe('compareBytes', () => {
  it.each([
    ['digits as characters', '10-b', '9-a', -1],
    ['uppercase before lowercase', 'Zeta', 'alpha', -1],
    ['a prefix first', 'a', 'a-b', -1],
    ['equal names', 'same', 'same', 0],
    // UTF-16 puts U+FF5E after the surrogate pair of U+1F600; UTF-8 bytes (Go) put it before.
    ['UTF-8 order, not UTF-16', '\uFF5E', '\u{1F600}', -1],
  ])('orders %s', (_name, a, b, sign) => {
    expect(Math.sign(compareBytes(a, b))).toBe(sign);
  });
});

describe('explainOrder', () => {
  it('names the first differing byte of "10-b" and "9-a"', () => {
    expect(explainOrder('10-b', '9-a')).toBe(
      '"10-b" runs before "9-a": names compare byte by byte and "1" (0x31) < "9" (0x39)',
    );
  });

  it('explains uppercase before lowercase', () => {
    expect(explainOrder('Zeta', 'alpha')).toBe(
      '"Zeta" runs before "alpha": names compare byte by byte and "Z" (0x5A) < "a" (0x61)',
    );
  });
});

describe('orderSurprises', () => {
  it('explains numeric-looking prefixes that do not sort as numbers', () => {
    expect(orderSurprises(['10-b', '9-a'])).toEqual([explainOrder('10-b', '9-a')]);
  });

  it('says nothing when name order is the expected order', () => {
    expect(orderSurprises(['09-a', '10-b', 'c-labeler'])).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(orderSurprises(['10', '11', '12', '9'], 2)).toHaveLength(2);
  });
});

describe('mutatingConfigurations', () => {
  it('lists 10-b before 9-a for the lexical-order scenario, once each across rounds', () => {
    const store = createEvaluatedStore({ source: scenario('01-mutating-order-lexical.yaml') });
    const result = selectResult(store.getState());
    expect(result).toBeDefined();
    if (result) expect(mutatingConfigurations(result)).toEqual(['10-b', '9-a']);
  });
});

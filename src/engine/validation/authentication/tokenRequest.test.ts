import { describe, expect, it } from 'vitest';
import { messages } from '../core/testing.ts';
import { validateTokenRequest } from './tokenRequest.ts';

// Rows follow pkg/apis/authentication/validation/validation_test.go (TestValidateTokenRequest).
describe('validateTokenRequest', () => {
  it.each<[string, number | undefined, string[]]>([
    ['the default hour', undefined, []],
    ['ten minutes', 600, []],
    [
      'under ten minutes',
      599,
      [
        'spec.expirationSeconds: Invalid value: 599: may not specify a duration less than 10 minutes',
      ],
    ],
    ['2^32 seconds', 2 ** 32, []],
    [
      'over 2^32 seconds',
      2 ** 32 + 1,
      [
        'spec.expirationSeconds: Invalid value: 4294967297: may not specify a duration larger than 2^32 seconds',
      ],
    ],
  ])('%s', (_name, seconds, want) => {
    const spec = seconds === undefined ? {} : { expirationSeconds: seconds };
    expect(messages(validateTokenRequest({ spec }))).toEqual(want);
  });
});

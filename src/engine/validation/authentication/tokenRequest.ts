// Checks a TokenRequest: mirrors pkg/apis/authentication/validation/validation.go
// ValidateTokenRequest (the token's lifetime: at least 10 minutes, at most 2^32 seconds).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { goInt64 } from '../../apimachinery/goValue.ts';
import { num, obj } from '../read.ts';

// SetDefaults_TokenRequestSpec (authentication/v1): an hour when absent.
const defaultExpirationSeconds = 3600;
const minSeconds = 10 * 60;
const maxSeconds = 2 ** 32;

/** ValidateTokenRequest. */
export function validateTokenRequest(tr: JsonObject): FieldError[] {
  const seconds = num(obj(tr['spec'])?.['expirationSeconds']) ?? defaultExpirationSeconds;
  const errs: FieldError[] = [];
  if (seconds < minSeconds)
    errs.push(
      invalid(
        'spec.expirationSeconds',
        goInt64(seconds),
        'may not specify a duration less than 10 minutes',
      ),
    );
  if (seconds > maxSeconds)
    errs.push(
      invalid(
        'spec.expirationSeconds',
        goInt64(seconds),
        'may not specify a duration larger than 2^32 seconds',
      ),
    );
  return errs;
}

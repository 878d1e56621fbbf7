// kube-openapi's validate.Result as the schema validator uses it: errors kept once by their text,
// and MatchCount, the number of checks that passed, which decides whose errors a failing anyOf or
// oneOf reports. Mirrors kube-openapi pkg/validation/validate/result.go (Merge, AddErrors, Inc) and
// helpers.go (errorHelper.sErr).

import type { FieldError } from '../apimachinery/field.ts';

/** A validator's answer: its errors and how many checks passed (kube-openapi validate.Result). */
export interface Result {
  errors: FieldError[];
  /** Result.MatchCount: anyOf/oneOf keep the errors of the branch that passed the most checks. */
  matchCount: number;
}

export const newResult = (): Result => ({ errors: [], matchCount: 0 });

// Result.AddErrors keeps an error once: kube-openapi compares their texts.
const errorKey = (e: FieldError): string =>
  `${e.type}\u0000${e.field}\u0000${JSON.stringify(e.badValue)}\u0000${e.detail}`;

export function addErrors(r: Result, ...errs: (FieldError | undefined)[]): void {
  for (const e of errs) {
    if (e === undefined) continue;
    const k = errorKey(e);
    if (!r.errors.some((x) => errorKey(x) === k)) r.errors.push(e);
  }
}

/** Result.Merge: the other's errors (once each) and its match count. */
export function merge(r: Result, ...others: (Result | undefined)[]): Result {
  for (const o of others) {
    if (o === undefined) continue;
    addErrors(r, ...o.errors);
    r.matchCount += o.matchCount;
  }
  return r;
}

/** errorHelp.sErr: one error, no match. */
export const sErr = (e: FieldError | undefined): Result | undefined =>
  e === undefined ? undefined : { errors: [e], matchCount: 0 };

// Decides the error values of evanphx/json-patch v4.12.0 (patch.go var block, errors.go) and how
// they are wrapped: v4.12.0 uses github.com/pkg/errors, whose Wrapf renders "<msg>: <cause>".

/** ErrTestFailed's text. */
export const ERR_TEST_FAILED = 'test failed';
/** ErrMissing's text. */
export const ERR_MISSING = 'missing value';
/** ErrInvalid's text. */
export const ERR_INVALID = 'invalid state detected';
/** ErrInvalidIndex's text. */
export const ERR_INVALID_INDEX = 'invalid index referenced';

/** Renders pkg/errors.Wrapf(cause, msg): the message, a colon, then the cause. */
export function wrap(msg: string, cause: string): string {
  return `${msg}: ${cause}`;
}

/** Renders AccumulatedCopySizeError from errors.go. */
export function accumulatedCopySizeError(limit: number, accumulated: number): string {
  return `Unable to complete the copy, the accumulated size increase of copy is ${accumulated}, exceeding the limit ${limit}`;
}

/** The Go runtime text of a nil pointer dereference. */
export const NIL_DEREFERENCE = 'runtime error: invalid memory address or nil pointer dereference';
/** The Go runtime text of a write to a nil map. */
export const NIL_MAP_WRITE = 'assignment to entry in nil map';

/** Marks a spot where the Go code panics; applyPatch catches it and reports `panic: true`. */
export class GoPanic extends Error {
  override readonly name = 'GoPanic';
}

/** Throws the panic Go raises when it dereferences a nil pointer. */
export function nilDereference(): never {
  throw new GoPanic(NIL_DEREFERENCE);
}

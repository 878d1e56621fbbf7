// A one-entry cache: derived values are recomputed only when their input changes identity.

/** Wraps a one-argument function so that calling it again with the same argument returns the cached answer. */
export function memoizeLast<A, R>(fn: (arg: A) => R): (arg: A) => R {
  let cached: { arg: A; result: R } | undefined;
  return (arg) => {
    if (cached === undefined || !Object.is(cached.arg, arg)) {
      cached = { arg, result: fn(arg) };
    }
    return cached.result;
  };
}

import { useState } from 'react';

/** Returns the value, or the last defined one while it is undefined, flagged as stale. */
export function useLastDefined<T>(value: T | undefined): { value: T | undefined; stale: boolean } {
  const [last, setLast] = useState(value);
  // Adjusting state during render (react.dev "storing information from previous renders").
  if (value !== undefined && !Object.is(value, last)) setLast(value);
  if (value !== undefined) return { value, stale: false };
  return { value: last, stale: last !== undefined };
}

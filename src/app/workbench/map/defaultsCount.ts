// "+12 defaults" on the decode node: how many fields the scheme defaulting set (pkg/apis/*/v*/
// defaults.go via runtime.Scheme.Default) — the fields the decoded object has and the body had not.

import type { JsonValue } from '../../../engine/index.ts';

const isObject = (v: JsonValue | undefined): v is { [key: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Counts the values set in `value`, its leaves. An empty object or list sets nothing: it is how Go
 * encodes a struct or list field left at its zero value (`resources: {}`, `status: {}`).
 */
function fields(value: JsonValue): number {
  if (isObject(value)) return Object.values(value).reduce((n: number, c) => n + fields(c), 0);
  if (Array.isArray(value)) return value.reduce((n: number, c) => n + fields(c), 0);
  return 1;
}

/**
 * Counts the fields `after` has where `before` has none (defaulting only fills what is absent;
 * list elements are compared by index, as defaulting never reorders a list).
 */
export function defaultsCount(before: JsonValue | undefined, after: JsonValue | undefined): number {
  if (after === undefined) return 0;
  if (before === undefined) return fields(after);
  if (isObject(after) && isObject(before))
    return Object.entries(after).reduce((n, [k, v]) => n + defaultsCount(before[k], v), 0);
  if (Array.isArray(after) && Array.isArray(before))
    return after.reduce((n: number, v, i) => n + defaultsCount(before[i], v), 0);
  return 0;
}

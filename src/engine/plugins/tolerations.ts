// Toleration arithmetic shared by the pod plugins: pkg/util/tolerations/tolerations.go
// (MergeTolerations, VerifyAgainstWhitelist, isSuperset) and pkg/apis/core/helper
// (AddOrUpdateTolerationInPod, Toleration.MatchToleration), on tolerations read from JSON.

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import type { GoShape } from './config/goDecode.ts';
import { asObject } from '../apimachinery/isObject.ts';

/** A core.Toleration; "" stands for an unset string, as in Go. */
export interface Toleration {
  key: string;
  operator: string;
  value: string;
  effect: string;
  tolerationSeconds?: number;
}

/** v1.Toleration as encoding/json decodes it (k8s.io/api core/v1 types.go), for its type errors. */
export const tolerationShape: Extract<GoShape, { kind: 'struct' }> = {
  kind: 'struct',
  type: 'v1.Toleration',
  name: 'Toleration',
  fields: {
    key: { kind: 'string', type: 'string' },
    operator: { kind: 'string', type: 'v1.TolerationOperator' },
    value: { kind: 'string', type: 'string' },
    effect: { kind: 'string', type: 'v1.TaintEffect' },
    tolerationSeconds: { kind: 'int', type: 'int64', bits: 64 },
  },
};

/** Reads one toleration (wrong-typed fields read as unset). */
export function readToleration(value: JsonValue | undefined): Toleration {
  const o = asObject(value) ?? {};
  const str = (k: string): string => (typeof o[k] === 'string' ? o[k] : '');
  const t: Toleration = {
    key: str('key'),
    operator: str('operator'),
    value: str('value'),
    effect: str('effect'),
  };
  if (typeof o['tolerationSeconds'] === 'number') t.tolerationSeconds = o['tolerationSeconds'];
  return t;
}

/** Reads a tolerations list (a missing list is empty). */
export function readTolerations(value: JsonValue | undefined): Toleration[] {
  return Array.isArray(value) ? value.map(readToleration) : [];
}

/** Renders a toleration as v1.Toleration encodes: key, operator, value, effect, tolerationSeconds, empties omitted. */
export function tolerationJson(t: Toleration): JsonObject {
  const out: JsonObject = {};
  if (t.key !== '') out['key'] = t.key;
  if (t.operator !== '') out['operator'] = t.operator;
  if (t.value !== '') out['value'] = t.value;
  if (t.effect !== '') out['effect'] = t.effect;
  if (t.tolerationSeconds !== undefined) out['tolerationSeconds'] = t.tolerationSeconds;
  return out;
}

/** Renders a tolerations list; undefined for an empty one (omitempty). */
export function tolerationsJson(ts: readonly Toleration[]): JsonValue[] | undefined {
  return ts.length === 0 ? undefined : ts.map(tolerationJson);
}

/** Reports whether two tolerations are semantically equal (apiequality.Semantic.DeepEqual). */
export function equalTolerations(a: Toleration, b: Toleration): boolean {
  return (
    a.key === b.key &&
    a.operator === b.operator &&
    a.value === b.value &&
    a.effect === b.effect &&
    a.tolerationSeconds === b.tolerationSeconds
  );
}

/** isSuperset: whether `ss` tolerates everything `t` tolerates. */
export function isSuperset(ss: Toleration, t: Toleration): boolean {
  if (equalTolerations(t, ss)) return true;
  // An empty key with Exists operator means match all keys & values.
  if (t.key !== ss.key && (ss.key !== '' || ss.operator !== 'Exists')) return false;
  // An empty effect means match all effects.
  if (t.effect !== ss.effect && ss.effect !== '') return false;
  if (ss.effect === 'NoExecute' && ss.tolerationSeconds !== undefined) {
    if (t.tolerationSeconds === undefined || t.tolerationSeconds > ss.tolerationSeconds)
      return false;
  }
  switch (ss.operator) {
    case 'Equal':
    case '':
      // Upstream compares t.Operator with Equal literally: an empty operator in t does not count.
      return t.operator === 'Equal' && t.value === ss.value;
    case 'Exists':
      return true;
    default:
      return false;
  }
}

/** MergeTolerations: both lists in order, dropping any toleration another one covers (equal ones keep the first). */
export function mergeTolerations(
  first: readonly Toleration[],
  second: readonly Toleration[],
): Toleration[] {
  const all = [...first, ...second];
  const merged: Toleration[] = [];
  all.forEach((t, i) => {
    if (merged.some((t2) => isSuperset(t2, t))) return;
    if (all.slice(i + 1).some((t2) => !equalTolerations(t, t2) && isSuperset(t2, t))) return;
    merged.push(t);
  });
  return merged;
}

/** VerifyAgainstWhitelist: every toleration is covered by some whitelist entry (an empty list allows all). */
export function verifyAgainstWhitelist(
  tolerations: readonly Toleration[],
  whitelist: readonly Toleration[],
): boolean {
  if (whitelist.length === 0 || tolerations.length === 0) return true;
  return tolerations.every((t) => whitelist.some((w) => isSuperset(w, t)));
}

/** Toleration.MatchToleration: same key, effect, operator and value. */
export const matchToleration = (a: Toleration, b: Toleration): boolean =>
  a.key === b.key && a.effect === b.effect && a.operator === b.operator && a.value === b.value;

/**
 * helper.AddOrUpdateTolerationInPod: replaces the matching tolerations with `t`, else appends it.
 * Upstream's "already equal" shortcut compares a pointer with a value and never fires, so a match is
 * always replaced (which drops its tolerationSeconds when `t` has none).
 */
export function addOrUpdateToleration(
  tolerations: readonly Toleration[],
  t: Toleration,
): Toleration[] {
  let updated = false;
  const out = tolerations.map((existing) => {
    if (!matchToleration(t, existing)) return existing;
    updated = true;
    return t;
  });
  if (!updated) out.push(t);
  return out;
}

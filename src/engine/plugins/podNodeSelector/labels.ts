// The label-map helpers PodNodeSelector uses: k8s.io/apimachinery pkg/labels/labels.go
// (ConvertSelectorToLabelsMap, Conflicts, Merge, AreLabelsInWhiteList), over ordered maps.

import type { KubernetesVersion } from '../../apimachinery/types.ts';
import { fieldErrorString, invalid } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { isQualifiedName, isValidLabelValue } from '../../apimachinery/names.ts';

/** A label set. */
export type LabelSet = Map<string, string>;

/**
 * ConvertSelectorToLabelsMap: "k1=v1,k2=v2" as a map, or the error text. Keys and values are
 * validated as field errors without a path option, so the key's path prints as "<nil>" and the
 * value's as "[key]".
 */
export function convertSelectorToLabelsMap(
  selector: string,
  version: KubernetesVersion,
): LabelSet | { error: string } {
  const out: LabelSet = new Map();
  if (selector.length === 0) return out;
  for (const label of selector.split(',')) {
    const l = label.split('=');
    // fmt's %s of a []string: the items space-separated in brackets.
    if (l.length !== 2) return { error: `invalid selector: [${l.join(' ')}]` };
    const key = (l[0] ?? '').trim();
    const keyErrs = isQualifiedName(key);
    if (keyErrs.length > 0)
      return {
        error: fieldErrorString(invalid('<nil>', goString(key), keyErrs.join('; ')), version),
      };
    const value = (l[1] ?? '').trim();
    const valueErrs = isValidLabelValue(value);
    if (valueErrs.length > 0)
      return {
        error: fieldErrorString(
          invalid(`[${key}]`, goString(value), valueErrs.join('; ')),
          version,
        ),
      };
    out.set(key, value);
  }
  return out;
}

/** Conflicts: a key both sets hold with different values. */
export const conflicts = (a: LabelSet, b: LabelSet): boolean =>
  [...a].some(([k, v]) => b.has(k) && b.get(k) !== v);

/** Merge: both sets, the second winning. */
export const merge = (a: LabelSet, b: LabelSet): LabelSet => new Map([...a, ...b]);

/** AreLabelsInWhiteList: every label is in the whitelist with the same value (an empty whitelist allows all). */
export const areLabelsInWhiteList = (labels: LabelSet, whitelist: LabelSet): boolean =>
  whitelist.size === 0 || [...labels].every(([k, v]) => whitelist.get(k) === v);

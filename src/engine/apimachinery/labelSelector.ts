// Evaluates a metav1.LabelSelector against a label set, as metav1.LabelSelectorAsSelector and
// labels.Selector.Matches do (k8s.io/apimachinery pkg/apis/meta/v1/helpers.go, pkg/labels).

import type { JsonValue } from './types.ts';
import { asObject } from './isObject.ts';

/** The outcome of evaluating a selector: a match decision, or the reason it could not be parsed. */
export type SelectorMatch = { ok: true; matches: boolean } | { ok: false; error: string };

/** Reports whether a selector is empty, i.e. selects everything. */
export function isEmptySelector(selector: JsonValue | undefined): boolean {
  const s = asObject(selector);
  if (s === undefined) return selector === undefined;
  const ml = asObject(s['matchLabels']);
  const me = s['matchExpressions'];
  return (
    (ml === undefined || Object.keys(ml).length === 0) && (!Array.isArray(me) || me.length === 0)
  );
}

/** Evaluates a label selector against labels; a null selector selects nothing, `{}` everything. */
export function matchLabelSelector(
  selector: JsonValue | undefined,
  labels: Record<string, string>,
): SelectorMatch {
  if (selector === null) return { ok: true, matches: false };
  const s = asObject(selector);
  if (s === undefined) return { ok: true, matches: true };
  let matches = true;
  const matchLabels = asObject(s['matchLabels']) ?? {};
  for (const [key, value] of Object.entries(matchLabels)) {
    if (labels[key] !== String(value)) matches = false;
  }
  const expressions = Array.isArray(s['matchExpressions']) ? s['matchExpressions'] : [];
  for (const raw of expressions) {
    const expr = asObject(raw) ?? {};
    const key = String(expr['key'] ?? '');
    const operator = String(expr['operator'] ?? '');
    const values = Array.isArray(expr['values']) ? expr['values'].map(String) : [];
    const has = Object.prototype.hasOwnProperty.call(labels, key);
    switch (operator) {
      case 'In':
        if (values.length === 0) return { ok: false, error: emptyValues };
        if (!has || !values.includes(labels[key] ?? '')) matches = false;
        break;
      case 'NotIn':
        if (values.length === 0) return { ok: false, error: emptyValues };
        if (has && values.includes(labels[key] ?? '')) matches = false;
        break;
      case 'Exists':
        if (!has) matches = false;
        break;
      case 'DoesNotExist':
        if (has) matches = false;
        break;
      default:
        return {
          ok: false,
          error: `${JSON.stringify(operator)} is not a valid label selector operator`,
        };
    }
  }
  return { ok: true, matches };
}

const emptyValues =
  "values: Invalid value: []string{}: for 'in', 'notin' operators, values set can't be empty";

/** Reads metadata.labels of an object as a string map (absent → empty). */
export function labelsOf(object: JsonValue | undefined): Record<string, string> {
  const metadata = asObject(asObject(object)?.['metadata']);
  const labels = asObject(metadata?.['labels']) ?? {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(labels))
    out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return out;
}

/** Renders a selector for a trace line: `env=prod, tier in (gold,silver)`. */
export function describeSelector(selector: JsonValue | undefined): string {
  const s = asObject(selector);
  if (s === undefined || isEmptySelector(s)) return '{} (everything)';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(asObject(s['matchLabels']) ?? {}))
    parts.push(`${k}=${String(v)}`);
  for (const raw of Array.isArray(s['matchExpressions']) ? s['matchExpressions'] : []) {
    const e = asObject(raw) ?? {};
    const key = String(e['key'] ?? '');
    const values = Array.isArray(e['values']) ? e['values'].map(String).join(',') : '';
    switch (e['operator']) {
      case 'In':
        parts.push(`${key} in (${values})`);
        break;
      case 'NotIn':
        parts.push(`${key} notin (${values})`);
        break;
      case 'Exists':
        parts.push(key);
        break;
      case 'DoesNotExist':
        parts.push(`!${key}`);
        break;
      default:
        parts.push(`${key} ${String(e['operator'])} (${values})`);
    }
  }
  return parts.join(', ');
}

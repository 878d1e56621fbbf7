// What an update of a pod that still has scheduling gates may change besides ValidatePodUpdate's
// usual fields: mirrors pkg/apis/core/validation/validation.go ValidatePodUpdate's "validations
// specific to gated pods" with validateNodeSelectorMutation, validateNodeAffinityMutation and
// validateNodeSelectorTermHasOnlyAdditions (read at kubernetes commit 000f260, 1.33 development;
// PodSchedulingReadiness is GA since 1.30, so 1.32-1.37 run the same, inferred): additions to
// spec.nodeSelector, and to the required node affinity's terms (any terms if there were none).

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { type GoValue, goText } from '../../apimachinery/goValue.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { goStringMap } from '../goStructs.ts';
import { child, index } from '../fieldPath.ts';
import { obj, objects, strings } from '../read.ts';

const nodeAffinityPath = 'spec.affinity.nodeAffinity';
const termsPath = child(
  nodeAffinityPath,
  'requiredDuringSchedulingIgnoredDuringExecution',
  'nodeSelectorTerms',
);

// A core.NodeSelectorRequirement list as %#v prints it, and as json.Marshal does (the internal
// type has no json tags, so the keys are the Go field names).
function requirementsLegacy(v: JsonValue | undefined): string {
  if (!Array.isArray(v)) return '[]core.NodeSelectorRequirement(nil)';
  const items = objects(v).map((r) => {
    const values = Array.isArray(r['values'])
      ? `[]string{${strings(r['values']).map(goQuote).join(', ')}}`
      : '[]string(nil)';
    return `core.NodeSelectorRequirement{Key:${goQuote(String(r['key'] ?? ''))}, Operator:${goQuote(String(r['operator'] ?? ''))}, Values:${values}}`;
  });
  return `[]core.NodeSelectorRequirement{${items.join(', ')}}`;
}
const requirementsJson = (v: JsonValue | undefined): JsonValue =>
  Array.isArray(v)
    ? objects(v).map((r) => ({
        Key: String(r['key'] ?? ''),
        Operator: String(r['operator'] ?? ''),
        Values: Array.isArray(r['values']) ? strings(r['values']) : null,
      }))
    : null;

const termLegacy = (t: JsonObject): string =>
  `core.NodeSelectorTerm{MatchExpressions:${requirementsLegacy(t['matchExpressions'])}, MatchFields:${requirementsLegacy(t['matchFields'])}}`;
const termJson = (t: JsonObject): JsonObject => ({
  MatchExpressions: requirementsJson(t['matchExpressions']),
  MatchFields: requirementsJson(t['matchFields']),
});

/** A core.NodeSelectorTerm as a bad value. */
const goTerm = (t: JsonObject): GoValue => goText(termLegacy(t), marshalGo(termJson(t)));

/** A []core.NodeSelectorTerm (nil when absent) as a bad value. */
function goTerms(v: JsonValue | undefined): GoValue {
  if (!Array.isArray(v)) return goText('[]core.NodeSelectorTerm(nil)', 'null');
  const terms = objects(v);
  return goText(
    `[]core.NodeSelectorTerm{${terms.map(termLegacy).join(', ')}}`,
    marshalGo(terms.map(termJson)),
  );
}

// validateNodeSelectorMutation: every old key kept with its value.
function validateNodeSelectorMutation(
  now: JsonValue | undefined,
  before: JsonValue | undefined,
): FieldError[] {
  const nowMap = obj(now) ?? {};
  for (const [k, v] of Object.entries(obj(before) ?? {}))
    if (!Object.hasOwn(nowMap, k) || nowMap[k] !== v)
      return [
        invalid(
          'spec.nodeSelector',
          goStringMap(now),
          'only additions to spec.nodeSelector are allowed (no mutations or deletions)',
        ),
      ];
  return [];
}

// validateNodeSelectorTermHasOnlyAdditions: the old requirements stay, in order, at the front.
function termHasOnlyAdditions(now: JsonObject, before: JsonObject): boolean {
  const has = (t: JsonObject, f: string): boolean => objects(t[f]).length > 0;
  if (!has(before, 'matchExpressions') && !has(before, 'matchFields'))
    if (has(now, 'matchExpressions') || has(now, 'matchFields')) return false;
  for (const f of ['matchExpressions', 'matchFields']) {
    const old = objects(before[f]);
    if (old.length === 0) continue;
    const cur = objects(now[f]);
    if (cur.length < old.length || !semanticDeepEqual(cur.slice(0, old.length), old, true))
      return false;
  }
  return true;
}

// validateNodeAffinityMutation.
function validateNodeAffinityMutation(
  now: JsonObject | undefined,
  before: JsonObject | undefined,
): FieldError[] {
  const required = (na: JsonObject | undefined) =>
    obj(na?.['requiredDuringSchedulingIgnoredDuringExecution']);
  const oldRequired = required(before);
  if (oldRequired === undefined) return [];
  const oldTerms = objects(oldRequired['nodeSelectorTerms']);
  const newTermsValue = required(now)?.['nodeSelectorTerms'];
  const newTerms = objects(newTermsValue);
  if (oldTerms.length > 0 && oldTerms.length !== newTerms.length)
    return [
      invalid(
        termsPath,
        goTerms(newTermsValue),
        'no additions/deletions to non-empty NodeSelectorTerms list are allowed',
      ),
    ];
  const errs: FieldError[] = [];
  oldTerms.forEach((t, i) => {
    const cur = newTerms[i] ?? {};
    if (!termHasOnlyAdditions(cur, t))
      errs.push(
        invalid(
          index(termsPath, i),
          goTerm(cur),
          'only additions are allowed (no mutations or deletions)',
        ),
      );
  });
  return errs;
}

/**
 * For a pod whose stored spec has scheduling gates, checks the nodeSelector and node affinity
 * changes and takes them back out of `munged` (the spec ValidatePodUpdate compares with the old
 * one), so that only other changes are refused.
 */
export function validateGatedPodSchedulingDirectives(
  munged: JsonObject,
  oldSpec: JsonObject,
): FieldError[] {
  if (objects(oldSpec['schedulingGates']).length === 0) return [];
  const errs: FieldError[] = [];
  if (!semanticDeepEqual(munged['nodeSelector'], oldSpec['nodeSelector'], true)) {
    errs.push(...validateNodeSelectorMutation(munged['nodeSelector'], oldSpec['nodeSelector']));
    if (oldSpec['nodeSelector'] === undefined) delete munged['nodeSelector'];
    else munged['nodeSelector'] = oldSpec['nodeSelector'];
  }
  const oldAffinity = obj(oldSpec['affinity']);
  const oldNodeAffinity = obj(oldAffinity?.['nodeAffinity']);
  const affinity = obj(munged['affinity']);
  const nodeAffinity = obj(affinity?.['nodeAffinity']);
  if (semanticDeepEqual(oldNodeAffinity, nodeAffinity, true)) return errs;
  errs.push(...validateNodeAffinityMutation(nodeAffinity, oldNodeAffinity));
  if (affinity === undefined) {
    if (oldNodeAffinity !== undefined) munged['affinity'] = { nodeAffinity: oldNodeAffinity };
  } else if (
    oldAffinity === undefined &&
    affinity['podAntiAffinity'] === undefined &&
    affinity['podAffinity'] === undefined
  ) {
    // Only the node affinity changed and the old pod had none: the munged spec's goes back to nil.
    delete munged['affinity'];
  } else {
    const restored: JsonObject = { ...affinity };
    if (oldNodeAffinity === undefined) delete restored['nodeAffinity'];
    else restored['nodeAffinity'] = oldNodeAffinity;
    munged['affinity'] = restored;
  }
  return errs;
}

// Decides whether a webhook's objectSelector selects the request's object or old object
// (k8s.io/apiserver pkg/admission/plugin/webhook/predicates/object/matcher.go).

import type { Attributes } from '../../admission/attributes.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { newInternalError } from '../../apimachinery/statusErrors.ts';
import {
  describeSelector,
  isEmptySelector,
  labelsOf,
  matchLabelSelector,
} from '../../apimachinery/labelSelector.ts';
import { describeLabels, type SelectorDecision } from './namespace.ts';

// Option kinds carry no ObjectMeta, so meta.Accessor fails and they never match a non-empty selector.
const kindsWithoutObjectMeta = new Set([
  'PodExecOptions',
  'PodAttachOptions',
  'PodPortForwardOptions',
  'PodProxyOptions',
  'NodeProxyOptions',
  'ServiceProxyOptions',
  'DeleteOptions',
  'CreateOptions',
  'UpdateOptions',
  'PatchOptions',
]);

const hasObjectMeta = (o: JsonObject | undefined): o is JsonObject =>
  o !== undefined && !kindsWithoutObjectMeta.has(String(o['kind'] ?? ''));

/** Mirrors MatchObjectSelector: the new object or the old one (DELETE carries only the old). */
export function matchObjectSelector(selector: JsonValue, attr: Attributes): SelectorDecision {
  if (isEmptySelector(selector))
    return { matches: true, detail: 'empty objectSelector selects every object' };
  const tried: string[] = [];
  for (const [which, obj] of [
    ['object', attr.object],
    ['oldObject', attr.oldObject],
  ] as const) {
    if (!hasObjectMeta(obj)) continue;
    const labels = labelsOf(obj);
    const m = matchLabelSelector(selector, labels);
    if (!m.ok) return { matches: false, error: newInternalError(m.error), detail: m.error };
    if (m.matches)
      return {
        matches: true,
        detail: `${describeSelector(selector)} selects the ${which} ${describeLabels(labels)}`,
      };
    tried.push(`the ${which} ${describeLabels(labels)}`);
  }
  const what = tried.length === 0 ? 'no object with metadata (none to match)' : tried.join(' nor ');
  return { matches: false, detail: `${describeSelector(selector)} selects neither ${what}` };
}

// Decides whether a webhook's namespaceSelector selects the request's namespace
// (k8s.io/apiserver pkg/admission/plugin/webhook/predicates/namespace/matcher.go).

import type { Attributes } from '../../admission/attributes.ts';
import type { NamespaceLister } from '../../admission/context.ts';
import type { Status } from '../../apimachinery/status.ts';
import { newInternalError, newNotFound } from '../../apimachinery/statusErrors.ts';
import {
  describeSelector,
  isEmptySelector,
  labelsOf,
  matchLabelSelector,
} from '../../apimachinery/labelSelector.ts';
import type { JsonValue } from '../../apimachinery/types.ts';

/** A selector decision with a line for the trace, and the deferred error when the namespace can't be read. */
export interface SelectorDecision {
  matches: boolean;
  error?: Status;
  detail: string;
}

/** Mirrors MatchNamespaceSelector, including the namespace-object and cluster-scoped special cases. */
export function matchNamespaceSelector(
  selector: JsonValue,
  attr: Attributes,
  lister: NamespaceLister,
): SelectorDecision {
  if (attr.namespace === '' && attr.resource.resource !== 'namespaces') {
    return { matches: true, detail: 'cluster-scoped request: namespaceSelector never excludes it' };
  }
  if (isEmptySelector(selector))
    return { matches: true, detail: 'empty namespaceSelector selects every namespace' };
  let labels: Record<string, string>;
  let source: string;
  // Creating or updating a namespace: its own new labels, since the lister does not have them yet.
  if (
    attr.resource.resource === 'namespaces' &&
    attr.subresource === '' &&
    (attr.operation === 'CREATE' || attr.operation === 'UPDATE')
  ) {
    labels = labelsOf(attr.object);
    source = `the labels of the Namespace in the request`;
  } else {
    const found = lister(attr.namespace);
    if (found === undefined) {
      return {
        matches: false,
        error: newNotFound({ group: '', resource: 'namespaces' }, attr.namespace),
        detail: `namespace "${attr.namespace}" does not exist`,
      };
    }
    labels = found;
    source = `the labels of namespace "${attr.namespace}"`;
  }
  const m = matchLabelSelector(selector, labels);
  if (!m.ok) return { matches: false, error: newInternalError(m.error), detail: m.error };
  return {
    matches: m.matches,
    detail: `${describeSelector(selector)} ${m.matches ? 'selects' : 'does not select'} ${source} ${describeLabels(labels)}`,
  };
}

/** Renders a label set for a trace line. */
export function describeLabels(labels: Record<string, string>): string {
  const entries = Object.entries(labels);
  return entries.length === 0 ? '{}' : `{${entries.map(([k, v]) => `${k}=${v}`).join(', ')}}`;
}

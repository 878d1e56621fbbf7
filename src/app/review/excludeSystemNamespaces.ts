// The quick fix the guidance gives for a fail-closed webhook that reaches kube-system, kube-node-lease
// or its own namespace: a namespaceSelector on kubernetes.io/metadata.name (the label the API server
// puts on every namespace) that leaves them out (Dynamic Admission Control, "Avoiding deadlocks in
// self-hosted webhooks"). This one adds the selector where the webhook has none yet;
// excludeInSelector.ts narrows a selector the person wrote, never rewriting it.

import { isMap, isScalar, type Document } from 'yaml';
import type { TextEdit } from '../problems/providers.ts';
import { nodeAt, stringAt } from '../problems/yamlNodes.ts';

/** The namespaces the fix leaves out: the system ones, and the webhook's own when it has a Service. */
export function namespacesToExclude(doc: Document, hookPointer: string): string[] {
  const own = stringAt(doc, `${hookPointer}/clientConfig/service/namespace`);
  const names = ['kube-system', 'kube-node-lease'];
  return own === undefined || names.includes(own) ? names : [...names, own];
}

/** Inserts `namespaceSelector` as the webhook entry's first key (offsets into `source`, the text `doc` was parsed from); undefined where that is not safe. */
export function excludeSystemNamespaces(
  doc: Document,
  source: string,
  hookPointer: string,
): TextEdit | undefined {
  const found = nodeAt(doc, hookPointer);
  if (found === undefined || !isMap(found.node)) return undefined;
  const map = found.node;
  if (map.items.some((p) => isScalar(p.key) && String(p.key.value) === 'namespaceSelector'))
    return undefined;
  const first = map.items[0]?.key;
  const at = isScalar(first) ? first.range?.[0] : undefined;
  if (at === undefined) return undefined;
  const values = namespacesToExclude(doc, hookPointer).join(', ');
  const selector = `namespaceSelector: { matchExpressions: [{ key: kubernetes.io/metadata.name, operator: NotIn, values: [${values}] }] }`;
  if (map.flow === true) return { from: at, to: at, text: `${selector}, ` };
  // A block mapping's keys share the first key's column, whether it follows `- ` or starts a line.
  const lineStart = source.lastIndexOf('\n', at - 1) + 1;
  const indent = ' '.repeat(at - lineStart);
  return { from: at, to: at, text: `${selector}\n${indent}` };
}

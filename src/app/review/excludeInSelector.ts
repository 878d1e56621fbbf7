// The deadlock fix where the webhook already has a namespaceSelector with matchLabels or
// matchExpressions: a `NotIn` requirement on kubernetes.io/metadata.name beside the person's own,
// or the missing names added to the `NotIn` on that key it already has. A selector's requirements
// are ANDed, so either only narrows what it matches. One splice; every other byte stays.

import { isMap, isScalar, isSeq, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { afterBlock, indentAt, scalarText } from '../problems/edits.ts';
import type { TextEdit } from '../problems/providers.ts';
import { nodeAt } from '../problems/yamlNodes.ts';

/** The label the API server puts on every namespace, naming it. */
const NAME_LABEL = 'kubernetes.io/metadata.name';

/** A splice of the selector and the namespaces it leaves out that it did not before. */
export interface SelectorFix {
  edit: TextEdit;
  added: string[];
}

const stringIn = (map: YAMLMap, key: string): string | undefined => {
  const node = map.get(key, true);
  return isScalar(node) ? String(node.value) : undefined;
};

const list = (names: readonly string[]) => `[${names.map(scalarText).join(', ')}]`;

const requirement = (names: readonly string[]) =>
  `{ key: ${NAME_LABEL}, operator: NotIn, values: ${list(names)} }`;

/** Adds items at the end of a flow or block sequence: `flow` as flow text, `block(dash)` as whole lines. */
function appendToSeq(
  source: string,
  seq: YAMLSeq,
  flow: string,
  block: (dash: string) => string,
): TextEdit | undefined {
  if (seq.flow === true) {
    const last = seq.items.at(-1);
    if (last !== undefined) {
      const end = isScalar(last) || isMap(last) || isSeq(last) ? last.range?.[1] : undefined;
      return end === undefined ? undefined : { from: end, to: end, text: `, ${flow}` };
    }
    const close = seq.range ? seq.range[1] - 1 : -1;
    return source[close] === ']' ? { from: close, to: close, text: flow } : undefined;
  }
  const start = seq.range?.[0];
  const dash = start === undefined ? undefined : indentAt(source, start);
  return dash === undefined ? undefined : afterBlock(source, seq, block(dash));
}

/** Puts `matchExpressions` before the selector's first key, as the fix without a selector does. */
function insertExpressions(
  source: string,
  selector: YAMLMap,
  names: readonly string[],
): TextEdit | undefined {
  const first = selector.items[0]?.key;
  const at = isScalar(first) ? first.range?.[0] : undefined;
  if (at === undefined) return undefined;
  const entry = `matchExpressions: [${requirement(names)}]`;
  if (selector.flow === true) return { from: at, to: at, text: `${entry}, ` };
  const indent = indentAt(source, at);
  return indent === undefined ? undefined : { from: at, to: at, text: `${entry}\n${indent}` };
}

/**
 * Leaves `names` out of the webhook's own namespaceSelector; undefined where it has none with
 * matchLabels or matchExpressions, where it already leaves them all out, or where its shape is not
 * one this can splice safely.
 */
export function excludeInSelector(
  doc: Document,
  source: string,
  hookPointer: string,
  names: readonly string[],
): SelectorFix | undefined {
  const selector = nodeAt(doc, `${hookPointer}/namespaceSelector`)?.node;
  if (!isMap(selector)) return undefined;
  const expressions = selector.get('matchExpressions', true);
  if (expressions === undefined) {
    if (selector.get('matchLabels', true) === undefined) return undefined;
    const edit = insertExpressions(source, selector, names);
    return edit && { edit, added: [...names] };
  }
  if (!isSeq(expressions)) return undefined;
  const notIn = expressions.items.find(
    (e): e is YAMLMap =>
      isMap(e) && stringIn(e, 'key') === NAME_LABEL && stringIn(e, 'operator') === 'NotIn',
  );
  if (notIn === undefined) {
    const edit = appendToSeq(
      source,
      expressions,
      requirement(names),
      (dash) =>
        `${dash}- key: ${NAME_LABEL}\n${dash}  operator: NotIn\n${dash}  values: ${list(names)}\n`,
    );
    return edit && { edit, added: [...names] };
  }
  const values = notIn.get('values', true);
  if (!isSeq(values) || !values.items.every(isScalar)) return undefined;
  const present = new Set(values.items.map((v) => String(v.value)));
  const added = names.filter((n) => !present.has(n));
  if (added.length === 0) return undefined;
  const edit = appendToSeq(source, values, added.map(scalarText).join(', '), (dash) =>
    added.map((n) => `${dash}- ${scalarText(n)}\n`).join(''),
  );
  return edit && { edit, added };
}

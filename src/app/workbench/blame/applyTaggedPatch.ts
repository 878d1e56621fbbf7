// Applies a webhook's JSON patch to the tagged object, so Blame knows exactly which nodes the
// patch wrote: an element inserted at index 0 shifts the others, which keep their history.

import type { JsonValue } from '../../../engine/index.ts';
import { isObject, tag, type Tagged, type Write } from './tagged.ts';

/** Splits a JSON pointer into its unescaped tokens. */
export const pointerTokens = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));

/** Builds a JSON pointer from tokens. */
export const pointerOf = (tokens: readonly (string | number)[]): string =>
  tokens.map((t) => `/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

type Edit = (node: Tagged | undefined) => Tagged | undefined;

// Rewrites the node at `tokens` with `edit` (undefined removes it), copying the path to it.
function at(
  node: Tagged,
  tokens: readonly string[],
  edit: Edit,
  write: Write,
  insert: boolean,
): Tagged {
  const [head, ...rest] = tokens;
  if (head === undefined) {
    const next = edit(node);
    if (next === undefined) throw new Error('cannot remove the root');
    return next;
  }
  const step = (child: Tagged | undefined) =>
    rest.length === 0
      ? edit(child)
      : child === undefined
        ? undefined
        : at(child, rest, edit, write, insert);
  if (node.kind === 'array') {
    const items = [...node.items];
    const index = head === '-' ? items.length : Number(head);
    if (!Number.isInteger(index) || index < 0 || index > items.length)
      throw new Error(`no index ${head}`);
    if (insert && rest.length === 0) {
      const added = edit(undefined);
      if (added !== undefined) items.splice(index, 0, added);
    } else {
      const next = step(items[index]);
      if (next === undefined) items.splice(index, 1);
      else items[index] = next;
    }
    return { ...node, items };
  }
  if (node.kind === 'object') {
    const entries = new Map(node.entries);
    const removed = new Map(node.removed);
    const old = entries.get(head);
    const next =
      rest.length === 0 && old === undefined ? edit(tag(null, removed.get(head) ?? [])) : step(old);
    if (next === undefined) {
      if (old !== undefined)
        removed.set(head, [...old.history, { position: write.position, how: 'removed' }]);
      entries.delete(head);
    } else {
      entries.set(head, next);
      removed.delete(head);
    }
    return { ...node, entries, removed };
  }
  throw new Error(`no field ${head} in a scalar`);
}

const field = (op: JsonValue, key: string): JsonValue | undefined =>
  isObject(op) ? op[key] : undefined;

function find(node: Tagged, tokens: readonly string[]): Tagged | undefined {
  let here: Tagged | undefined = node;
  for (const t of tokens) {
    if (here?.kind === 'array') here = here.items[Number(t)];
    else if (here?.kind === 'object') here = here.entries.get(t);
    else return undefined;
  }
  return here;
}

// A node set by the write: the value is new, its history continues the node it replaces.
const written = (value: JsonValue, old: Tagged | undefined, write: Write): Tagged =>
  tag(value, [...(old?.history ?? []), write]);

/** Applies JSON patch operations to the tagged object; throws when one does not apply. */
export function applyTaggedPatch(root: Tagged, ops: readonly JsonValue[], write: Write): Tagged {
  let node = root;
  for (const op of ops) {
    const kind = field(op, 'op');
    const path = pointerTokens(String(field(op, 'path') ?? ''));
    const value = field(op, 'value') ?? null;
    if (kind === 'add') node = at(node, path, (old) => written(value, old, write), write, true);
    else if (kind === 'replace')
      node = at(node, path, (old) => written(value, old, write), write, false);
    else if (kind === 'remove') node = at(node, path, () => undefined, write, false);
    else if (kind === 'move' || kind === 'copy') {
      const from = pointerTokens(String(field(op, 'from') ?? ''));
      const source = find(node, from);
      if (source === undefined) throw new Error('no value at from');
      const carried: Tagged = { ...source, history: [...source.history, write] };
      if (kind === 'move') node = at(node, from, () => undefined, write, false);
      node = at(node, path, () => carried, write, true);
    } else if (kind !== 'test') throw new Error(`unknown op ${String(kind)}`);
  }
  return node;
}

// The duplicate entries of associative lists that structured-merge-diff's typed conversion refuses
// (sigs.k8s.io/structured-merge-diff typed/validate.go visitListItems: "duplicate entries for key
// %v" at the list's path, path elements written as fieldpath.PathElement.String does). smd.go
// converts the live object without typed.AllowDuplicates up to 1.34, so an ApplyConfiguration on an
// object whose env, ports, ... repeat a key fails there; 1.35 allows them (kubernetes#135560).

import type { JsonValue } from '../../apimachinery/types.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { SchemaNode } from './schema.ts';

// value.ToString: the JSON form of the value.
const show = (v: JsonValue | undefined): string => JSON.stringify(v ?? null);

// listItemToPathElement: map lists by their keys (sorted by name), set lists by value. An item
// without a key gives no element (upstream reports it as an error of its own, not modelled here).
function pathElement(
  node: Extract<SchemaNode, { kind: 'list' }>,
  item: JsonValue,
): string | undefined {
  if (node.listType === 'set') return `[=${show(item)}]`;
  if (!isObject(item)) return undefined;
  const keys = [...node.keys].sort();
  if (keys.some((k) => item[k] === undefined)) return undefined;
  return `[${keys.map((k) => `${k}=${show(item[k])}`).join(',')}]`;
}

/**
 * Returns smd's validation errors for the duplicate entries of the object's associative lists;
 * with `within` (a patch), only of the fields it sets (a list it sets is searched whole).
 */
export function duplicateEntries(
  node: SchemaNode,
  v: JsonValue | undefined,
  path = '',
  within?: JsonValue,
): string[] {
  if (v === undefined || v === null) return [];
  const out: string[] = [];
  if (isObject(v)) {
    for (const [k, x] of Object.entries(v)) {
      if (within !== undefined && (!isObject(within) || within[k] === undefined)) continue;
      const child =
        node.kind === 'struct' ? node.field(k) : node.kind === 'map' ? node.value() : undefined;
      const inner = within === undefined || !isObject(within) ? undefined : within[k];
      if (child !== undefined)
        out.push(
          ...duplicateEntries(child, x, `${path}.${k}`, Array.isArray(inner) ? undefined : inner),
        );
    }
  } else if (Array.isArray(v) && node.kind === 'list') {
    const associative = node.listType === 'map' || node.listType === 'set';
    const seen = new Set<string>();
    v.forEach((item, i) => {
      const pe = associative ? pathElement(node, item) : `[${i}]`;
      if (pe === undefined) return;
      if (associative && seen.has(pe)) out.push(`${path}: duplicate entries for key ${pe}`);
      seen.add(pe);
      out.push(...duplicateEntries(node.item(), item, `${path}${pe}`));
    });
  }
  return out;
}

// Finds the fields a typed (built-in) object does not declare, as the strict JSON serializer reports
// them after a JSON patch (k8s.io/apimachinery pkg/runtime/serializer/json strict decoding):
// `spec.template.spec.containers[1].ports[0].containerPortZ`.

import type { JsonValue } from '../../apimachinery/types.ts';
import type { SchemaNode } from './schema.ts';
import { isObject } from '../../apimachinery/isObject.ts';

/** Lists the paths of undeclared fields in `value`, in document order. */
export function unknownFields(node: SchemaNode, value: JsonValue, path = ''): string[] {
  const out: string[] = [];
  const child = (k: string): string => (path === '' ? k : `${path}.${k}`);
  if (node.kind === 'struct' && isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      const f = node.field(k);
      if (f === undefined) out.push(child(k));
      else out.push(...unknownFields(f, v, child(k)));
    }
  } else if (node.kind === 'map' && isObject(value)) {
    for (const [k, v] of Object.entries(value))
      out.push(...unknownFields(node.value(), v, child(k)));
  } else if (node.kind === 'list' && Array.isArray(value)) {
    value.forEach((v, i) => out.push(...unknownFields(node.item(), v, `${path}[${i}]`)));
  }
  return out;
}

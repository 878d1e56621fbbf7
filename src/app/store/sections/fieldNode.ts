// The node a request bar value is written as, so that the engine reads back exactly what was
// picked (strings quoted where YAML 1.1 would read them as something else).

import { YAMLMap, YAMLSeq } from 'yaml';
import { plainScalar, stringScalar } from './yamlDocument.ts';

/** A value the request bar writes; undefined removes the field. */
export type FieldValue =
  string | boolean | readonly string[] | Readonly<Record<string, readonly string[]>> | undefined;

/** The node for a field value; lists as flow lists unless `blockLists`. */
export function fieldNode(value: Exclude<FieldValue, undefined>, blockLists = false): unknown {
  if (typeof value === 'string') return stringScalar(value);
  if (typeof value === 'boolean') return plainScalar(value);
  if (isStringList(value)) {
    const seq = new YAMLSeq();
    seq.items = value.map(stringScalar);
    seq.flow = !blockLists;
    return seq;
  }
  const map = new YAMLMap();
  for (const [key, values] of Object.entries(value))
    map.set(stringScalar(key), fieldNode(values, blockLists));
  return map;
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value);
}

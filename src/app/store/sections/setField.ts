// Sets one field of the scenario from the request bar, writing the value so that the engine reads
// back exactly what was picked (strings quoted where YAML 1.1 would read them as something else).

import { YAMLMap, YAMLSeq, isMap } from 'yaml';
import {
  parseYaml,
  plainScalar,
  sequenceStyle,
  stringScalar,
  stringifyYaml,
} from './yamlDocument.ts';

/** A value the request bar writes; undefined removes the field. */
export type FieldValue =
  string | boolean | readonly string[] | Readonly<Record<string, readonly string[]>> | undefined;

/** The scenario text with the field at `path` set (or removed); undefined when the text is not YAML. */
export function setField(
  source: string,
  path: readonly string[],
  value: FieldValue,
): string | undefined {
  const { doc, problems } = parseYaml(source);
  if (problems.length > 0 || (doc.contents !== null && !isMap(doc.contents))) return undefined;
  try {
    if (value === undefined) doc.deleteIn(path);
    else doc.setIn(path, toNode(value));
  } catch {
    return undefined;
  }
  return stringifyYaml(doc, sequenceStyle(source));
}

function toNode(value: Exclude<FieldValue, undefined>): unknown {
  if (typeof value === 'string') return stringScalar(value);
  if (typeof value === 'boolean') return plainScalar(value);
  if (isStringList(value)) {
    const seq = new YAMLSeq();
    seq.items = value.map(stringScalar);
    seq.flow = true;
    return seq;
  }
  const map = new YAMLMap();
  for (const [key, values] of Object.entries(value)) map.set(stringScalar(key), toNode(values));
  return map;
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value);
}

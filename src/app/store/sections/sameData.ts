// The safety net of the splicers: the spliced text must parse and hold the data the old
// set-and-rewrite approach (restringify.ts) would have written, else the caller rewrites instead.

import { clusterObjectsData } from './clusterObjects.ts';
import { readYaml } from './yamlDocument.ts';

type Data = unknown;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Tells whether two values of parsed YAML are equal; mapping keys in any order. */
export function sameData(a: Data, b: Data): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameData(v, b[i]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.hasOwn(b, k) && sameData(a[k], b[k]))
  );
}

/** A scalar the engine reads as absent: a key with no value, `~`, `null`. */
export const isNothingData = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && /^(|~|null|Null|NULL)$/.test(v));

/** The data with the value at `path` set (parents created as mappings) or, for undefined, removed. */
export function setInData(data: Data, path: readonly string[], value: Data | undefined): Data {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const map: Record<string, unknown> = isRecord(data) ? { ...data } : {};
  if (rest.length === 0 || !isNothingData(map[key]) || value !== undefined) {
    if (rest.length === 0 && value === undefined) delete map[key];
    else map[key] = setInData(map[key], rest, value);
  }
  return map;
}

/**
 * The scenario data with cluster.objects opened up (a List or a string of documents becomes its
 * objects) and ordered as the old approach writes it: every other object, then the configurations.
 * The splicers keep each object in its place; the order between the two editors' objects is the
 * one thing they may differ in.
 */
export function canonicalScenario(data: Data): Data {
  if (!isRecord(data) || !isRecord(data['cluster'])) return data;
  const cluster = data['cluster'];
  const objects = clusterObjectsData(cluster['objects']);
  if (objects === undefined) return data;
  const others = objects.filter((o) => !o.configuration).map((o) => o.data);
  const configurations = objects.filter((o) => o.configuration).map((o) => o.data);
  return { ...data, cluster: { ...cluster, objects: [...others, ...configurations] } };
}

/** Tells whether `text` parses and holds `expected` (both as canonicalScenario orders them). */
export function holdsData(text: string, expected: Data): boolean {
  const read = readYaml(text);
  if (read.problems.length > 0) return false;
  return sameData(canonicalScenario(read.data()), canonicalScenario(expected));
}

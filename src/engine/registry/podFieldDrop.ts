// The shape of one feature's part of podutil.dropDisabledFields (pkg/api/pod/util.go) and the
// container walks it uses (VisitContainers with AllContainers): shared by the 1.32 drops
// (dropDisabledPodFields.ts) and those of fields later versions add (laterPodFieldDrops.ts).

import type { JsonObject, JsonValue, KubernetesVersion } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { children } from '../defaulting/defaults/access.ts';

export type Spec = JsonObject;

/** One feature's drop: its gate, what it clears, and whether the stored spec already uses it. */
export interface Drop {
  gate: string;
  field: string;
  /** What happens to the field ("dropped" unless said). */
  verb?: string;
  /** The first version whose util.go has this drop (1.32 unless said). */
  since?: KubernetesVersion;
  inUse: (old: Spec | undefined) => boolean;
  drop: (spec: Spec) => boolean;
}

export const set = (v: JsonValue | undefined): boolean => v !== undefined && v !== null;
export const nonEmpty = (v: JsonValue | undefined): boolean =>
  Array.isArray(v)
    ? v.length > 0
    : asObject(v) !== undefined && Object.keys(v as JsonObject).length > 0;

/** VisitContainers(podSpec, AllContainers): init containers, containers, ephemeral containers. */
export const allContainers = (spec: Spec | undefined): JsonObject[] => [
  ...children(spec, 'initContainers'),
  ...children(spec, 'containers'),
  ...children(spec, 'ephemeralContainers'),
];

export const anyContainer = (spec: Spec | undefined, test: (c: JsonObject) => boolean): boolean =>
  allContainers(spec).some(test);

/** Clears a field that is set; reports whether it was. */
export function deleteIn(holder: JsonObject | undefined, key: string): boolean {
  if (holder === undefined || !set(holder[key])) return false;
  delete holder[key];
  return true;
}

/** Runs a clearing step on every item and reports whether any changed (no short cut: all run). */
export const anyChanged = <T>(items: readonly T[], step: (item: T) => boolean): boolean =>
  items.map(step).includes(true);

// Picks the default StorageClass or IngressClass the way both defaulting plugins do: every class
// with the default annotation set to "true" qualifies, and the newest (then the lowest name) wins
// (pkg/volume/util/storageclass.go GetDefaultClass, plugin/pkg/admission/network/defaultingressclass).

import { metaString } from '../admission/attributes.ts';
import type { JsonObject } from '../apimachinery/types.ts';

/** The default class chosen among several, and how many qualified. */
export interface DefaultClassChoice {
  name: string;
  candidates: number;
}

// CreationTimestamp.UnixNano(): a class without a timestamp has Go's zero time, older than any real one.
function createdAt(o: JsonObject): number {
  const ms = Date.parse(metaString(o, 'creationTimestamp'));
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** Returns the newest class whose annotations mark it default, or undefined when none does. */
export function newestDefaultClass(
  classes: readonly JsonObject[],
  isDefault: (o: JsonObject) => boolean,
): DefaultClassChoice | undefined {
  const defaults = classes.filter(isDefault);
  const sorted = [...defaults].sort((a, b) => {
    const ta = createdAt(a);
    const tb = createdAt(b);
    if (ta === tb) {
      const na = metaString(a, 'name');
      const nb = metaString(b, 'name');
      return na < nb ? -1 : na > nb ? 1 : 0;
    }
    return tb - ta;
  });
  const first = sorted[0];
  return first === undefined
    ? undefined
    : { name: metaString(first, 'name'), candidates: defaults.length };
}

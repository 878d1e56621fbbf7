// cel-go ext.Sets (IntroducedVersion 1.29): sets.contains, sets.equivalent, sets.intersects on
// lists, using CEL equality (so 1 and 1.0 are the same element). Declared on list(dyn) rather than
// list(T): cel-js binds T from runtime element types, which would reject dyn data cel-go accepts.

import type { Environment } from '@marcbachmann/cel-js';
import { celEquals, listElements } from './celValues.ts';
import { registerNamespace } from './namespace.ts';

const has = (list: unknown[], v: unknown) => list.some((x) => celEquals(x, v));

/** Every element of sub is in list. */
function contains(list: unknown, sub: unknown): boolean {
  const l = listElements(list);
  return listElements(sub).every((v) => has(l, v));
}

/** Registers the sets library. */
export function registerSetsLibrary(env: Environment): void {
  const ns = registerNamespace(env, 'sets');
  env.registerFunction(`${ns}.contains(list, list): bool`, (_: unknown, a: unknown, b: unknown) =>
    contains(a, b),
  );
  env.registerFunction(
    `${ns}.equivalent(list, list): bool`,
    (_: unknown, a: unknown, b: unknown) => contains(a, b) && contains(b, a),
  );
  env.registerFunction(
    `${ns}.intersects(list, list): bool`,
    (_: unknown, a: unknown, b: unknown) => {
      const l = listElements(a);
      return listElements(b).some((v) => has(l, v));
    },
  );
}

// The Kubernetes list library's version 1 (k8s.io/apiserver pkg/cel/library/lists.go,
// ListsVersion(1), IntroducedVersion 1.37 in pkg/cel/environment/base.go; research note
// ../shared/spec/k8s-versions-1.33-1.37.md §6.3): `<dyn>.includes(<dyn>)` is true when the receiver
// is a list holding an element equal to the argument, or a scalar equal to it. New expressions are
// checked against the previous minor's set, so 1.37 runs `includes` but refuses it when written.

import type { Environment } from '@marcbachmann/cel-js';
import { celEquals } from './celValues.ts';

/** includes: membership for a list, equality for anything else. */
export function includes(receiver: unknown, item: unknown): boolean {
  if (Array.isArray(receiver)) return receiver.some((e) => celEquals(e, item));
  if (receiver instanceof Set) return [...receiver].some((e) => celEquals(e, item));
  return celEquals(receiver, item);
}

/** Registers ListsVersion(1)'s addition. */
export function registerListsV1Library(env: Environment): void {
  env.registerFunction('dyn.includes(dyn): bool', includes);
}

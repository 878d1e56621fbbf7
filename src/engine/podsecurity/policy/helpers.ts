// Message helpers and the user-namespace relaxation: mirrors
// k8s.io/pod-security-admission/policy/helpers.go (v0.32; v0.35 for isUserNamespacePod), plus Go's sorted set listing.

import { compareUtf8 } from '../../apimachinery/utf8.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { CheckOptions } from './checks.ts';
import { boolPtr } from './podJson.ts';

/** Quotes and comma-joins items: `"a", "b"` (joinQuote); empty for no items. */
export const joinQuote = (items: readonly string[]): string =>
  items.length === 0 ? '' : `"${items.join('", "')}"`;

/** Picks the singular for a count of exactly one, the plural otherwise. */
export const pluralize = (singular: string, plural: string, count: number): string =>
  count === 1 ? singular : plural;

/** Lists a set sorted by byte order, as sets.String.List does. */
export const sortedList = (set: ReadonlySet<string>): string[] => [...set].sort(compareUtf8);

/** Reports whether the pod runs in a user namespace (hostUsers: false), as v0.35's helper does. */
export const isUserNamespacePod = (podSpec: JsonObject): boolean =>
  boolPtr(podSpec['hostUsers']) === false;

/**
 * Reports whether the v0.32–v0.34 relaxation applies: a user-namespaced pod while the
 * UserNamespacesPodSecurityStandards gate is on (v0.35 dropped the gate and relaxes only the v1.35
 * revisions, unconditionally).
 */
export const relaxPolicyForUserNamespacePod = (podSpec: JsonObject, opts: CheckOptions): boolean =>
  opts.relaxPolicyForUserNamespacePods && isUserNamespacePod(podSpec);

/** The options under which no check relaxes (v0.35 runs its 1.0 revisions this way). */
export const noRelaxation: CheckOptions = { relaxPolicyForUserNamespacePods: false };

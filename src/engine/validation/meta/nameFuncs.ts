// The name checks a strategy hands to ObjectMeta validation: mirrors apimachinery
// pkg/api/validation/generic.go (NameIsDNSSubdomain, NameIsDNSLabel, NameIsDNS1035Label) and
// pkg/api/validation/path/name.go (ValidatePathSegmentName, the generic store's check).

import { isDNS1035Label, isDNS1123Label, isDNS1123Subdomain } from '../../apimachinery/names.ts';

/** Lists why a name (or, with `prefix`, a generateName) is not acceptable. */
export type ValidateNameFunc = (name: string, prefix: boolean) => string[];

// Upstream quirk kept verbatim: it drops the last two bytes, not one, before appending "a".
const maskTrailingDash = (name: string): string =>
  name.length > 1 && name.endsWith('-') ? name.slice(0, -2) + 'a' : name;

/** Checks a DNS-1123 subdomain name (most kinds). */
export const nameIsDNSSubdomain: ValidateNameFunc = (name, prefix) =>
  isDNS1123Subdomain(prefix ? maskTrailingDash(name) : name);

/** Checks a DNS-1123 label name (Namespace). */
export const nameIsDNSLabel: ValidateNameFunc = (name, prefix) =>
  isDNS1123Label(prefix ? maskTrailingDash(name) : name);

/** Checks a DNS-1035 label name (Service). */
export const nameIsDNS1035Label: ValidateNameFunc = (name, prefix) =>
  isDNS1035Label(prefix ? maskTrailingDash(name) : name);

/** Checks that a name can be one segment of a URL path (the generic store's check on every kind). */
export const validatePathSegmentName: ValidateNameFunc = (name, prefix) => {
  if (!prefix) for (const bad of ['.', '..']) if (name === bad) return [`may not be '${bad}'`];
  return ['/', '%'].filter((c) => name.includes(c)).map((c) => `may not contain '${c}'`);
};

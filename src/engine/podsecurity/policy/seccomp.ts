// What the seccomp checks share: the allowed profile types and the "pod and containers ... must
// not set" wording of check_seccompProfile_baseline.go / check_seccompProfile_restricted.go (v0.32).

import type { JsonObject } from '../../apimachinery/types.ts';
import { joinQuote, pluralize, sortedList } from './helpers.ts';
import { asString, child, field } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

/** Reports whether a seccompProfile.type is RuntimeDefault or Localhost (validSeccomp). */
export const validSeccomp = (type: string): boolean =>
  type === 'Localhost' || type === 'RuntimeDefault';

/** The seccompProfile settings of a pod, sorted into what the checks report. */
export interface SeccompSettings {
  /** "pod" and/or `containers "a", "b"`: things that explicitly set a bad type. */
  badSetters: string[];
  /** The bad types, in byte order. */
  badValues: string[];
  /** Whether the pod sets a valid type that containers inherit. */
  podSeccompSet: boolean;
  /** Containers with no seccompProfile of their own. */
  unsetContainers: string[];
}

/** Collects the pod's and containers' seccompProfile types. */
export function seccompSettings(podSpec: JsonObject): SeccompSettings {
  const badSetters: string[] = [];
  const badValues = new Set<string>();
  let podSeccompSet = false;
  const podProfile = child(child(podSpec, 'securityContext'), 'seccompProfile');
  if (podProfile !== undefined) {
    const type = asString(field(podProfile, 'type'));
    if (validSeccomp(type)) podSeccompSet = true;
    else {
      badSetters.push('pod');
      badValues.add(type);
    }
  }
  const explicitlyBadContainers: string[] = [];
  const unsetContainers: string[] = [];
  visitContainers(podSpec, (container) => {
    const profile = child(child(container, 'securityContext'), 'seccompProfile');
    if (profile === undefined) {
      unsetContainers.push(containerName(container));
      return;
    }
    const type = asString(field(profile, 'type'));
    if (!validSeccomp(type)) {
      explicitlyBadContainers.push(containerName(container));
      badValues.add(type);
    }
  });
  if (explicitlyBadContainers.length > 0) {
    badSetters.push(
      `${pluralize('container', 'containers', explicitlyBadContainers.length)} ${joinQuote(explicitlyBadContainers)}`,
    );
  }
  return { badSetters, badValues: sortedList(badValues), podSeccompSet, unsetContainers };
}

/** Renders the detail for explicitly bad settings. */
export const badSeccompDetail = (s: SeccompSettings): string =>
  `${s.badSetters.join(' and ')} must not set securityContext.seccompProfile.type to ${joinQuote(s.badValues)}`;

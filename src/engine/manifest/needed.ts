// Whether a run reads the static manifests at all: only an admission configuration (the plugins'
// staticManifestsDir, and WebhookAdmission's own checks) or a scenario's `cluster.staticManifests`
// can make loadStaticSources say anything. The run and the scan of the scenario (groups/scan.ts)
// ask the same question, so the group is loaded exactly when the run calls it.

import type { NotSimulated } from '../admission/trace.ts';
import type { PolicyHook } from '../policy/generic/policySource.ts';
import type { Scenario } from '../scenario/types.ts';
import type { WebhookAccessor } from '../webhook/accessor.ts';

/** Each plugin's static hooks, in the order its loader sorted them (by configuration or policy name). */
export interface StaticSources {
  mutatingWebhooks: WebhookAccessor[];
  validatingWebhooks: WebhookAccessor[];
  mutatingPolicies: PolicyHook[];
  validatingPolicies: PolicyHook[];
}

/** No static configuration at all. */
export const NO_STATIC_SOURCES: StaticSources = {
  mutatingWebhooks: [],
  validatingWebhooks: [],
  mutatingPolicies: [],
  validatingPolicies: [],
};

/** What a run without any static configuration loads: nothing, and nothing to say. */
export const NOTHING_STATIC: { sources: StaticSources; notes: NotSimulated[] } = {
  sources: NO_STATIC_SOURCES,
  notes: [],
};

/** Reports whether the scenario can have static sources, or checks on the plugins' configuration. */
export const needsStaticSources = (scenario: Scenario): boolean =>
  scenario.cluster.staticManifests.length > 0 ||
  scenario.cluster.admissionConfiguration !== undefined;

// Cluster admission objects named `*.static.k8s.io` once the API refuses such names
// (ManifestBasedAdmissionControlConfig, on by default from 1.37; KEP-5793): such an object can only
// be a static manifest from the WebhookAdmission configuration's staticManifestsDir, which runs
// before the API's configurations and also for admissionregistration objects. The playground runs
// it as an API object and says so (../shared/spec/k8s-versions-1.33-1.37.md §5.2, §6.2).

import type { NotSimulated } from '../admission/trace.ts';
import { featureEnabled } from '../apimachinery/featureGates.ts';
import { asObject } from '../apimachinery/isObject.ts';
import type { Scenario } from '../scenario/types.ts';
import { STATIC_CONFIG_SUFFIX } from '../validation/staticSuffix.ts';

// The kinds static_suffix.go guards (KEP-5793's list).
const guardedKinds = new Set([
  'ValidatingWebhookConfiguration',
  'MutatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
]);

/** Returns a note per cluster admission object whose reserved name the API would have refused. */
export function staticNamedObjectNotes(scenario: Scenario): NotSimulated[] {
  const { featureGates, objects } = scenario.cluster;
  if (
    !featureEnabled(featureGates, scenario.kubernetesVersion, 'ManifestBasedAdmissionControlConfig')
  )
    return [];
  return objects.flatMap(({ object }) => {
    const kind = object['kind'];
    const name = asObject(object['metadata'])?.['name'];
    if (typeof kind !== 'string' || !guardedKinds.has(kind)) return [];
    if (typeof name !== 'string' || !name.endsWith(STATIC_CONFIG_SUFFIX)) return [];
    return [
      {
        feature: 'manifest-based admission',
        detail: `${scenario.kubernetesVersion}: ${kind} "${name}" has a name the API refuses (it ends with "${STATIC_CONFIG_SUFFIX}"), so it can only be a static manifest, which kube-apiserver runs before the API's configurations and also for admissionregistration objects; the playground runs it as an API object (put it in cluster.staticManifests to run it as one)`,
      },
    ];
  });
}

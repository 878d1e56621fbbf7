// LimitPodHardAntiAffinityTopology: required pod anti-affinity may only spread over
// kubernetes.io/hostname (plugin/pkg/admission/antiaffinity/admission.go).

import { newForbidden } from '../apimachinery/statusErrors.ts';
import type { AdmissionPlugin } from './interfaces.ts';
import { handlesOperations } from './interfaces.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { objectsAt, stringAt } from './objectFields.ts';
import { podSpecOf } from './podSpec.ts';

const labelHostname = 'kubernetes.io/hostname';

/** The LimitPodHardAntiAffinityTopology plugin (validating only; CREATE and UPDATE of pods). */
export const limitPodHardAntiAffinityTopologyPlugin: AdmissionPlugin = {
  name: 'LimitPodHardAntiAffinityTopology',
  handles: handlesOperations('CREATE', 'UPDATE'),
  validate({ attr }) {
    if (
      attr.subresource !== '' ||
      attr.resource.group !== '' ||
      attr.resource.resource !== 'pods' ||
      attr.object === undefined
    )
      return undefined;
    const antiAffinity = asObject(
      asObject(podSpecOf(attr.object)['affinity'])?.['podAntiAffinity'],
    );
    // Only the required (hard) terms count; preferred ones may use any topology.
    const terms = objectsAt(antiAffinity?.['requiredDuringSchedulingIgnoredDuringExecution']);
    for (const term of terms) {
      const key = stringAt(term, 'topologyKey');
      if (key !== labelHostname) {
        const message = `affinity.PodAntiAffinity.RequiredDuringScheduling has TopologyKey ${key} but only key ${labelHostname} is allowed`;
        // Upstream names the pod by its own metadata.name, not the request's name.
        return {
          status: newForbidden(
            attr.resource,
            stringAt(asObject(attr.object['metadata']), 'name'),
            message,
          ),
          reason: message,
        };
      }
    }
    return {
      reason:
        terms.length === 0
          ? 'the pod has no required anti-affinity'
          : `every required anti-affinity term uses ${labelHostname}`,
    };
  },
};

// Table tests for LimitPodHardAntiAffinityTopology, after plugin/pkg/admission/antiaffinity/
// admission_test.go (TestInterPodAffinityAdmission, TestHandles).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { limitPodHardAntiAffinityTopologyPlugin as plugin } from './limitPodHardAntiAffinityTopology.ts';
import { pluginRequest, pod } from './testing.ts';

const term = (topologyKey: string) => ({
  labelSelector: { matchLabels: { app: 'x' } },
  topologyKey,
});
const validate = (affinity: JsonObject | undefined, attr = {}) =>
  plugin.validate?.(
    pluginRequest({
      attr: { object: pod({ containers: [], ...(affinity && { affinity }) }), ...attr },
    }),
  );

describe('LimitPodHardAntiAffinityTopology', () => {
  it.each([
    ['no affinity', undefined, undefined],
    [
      'a hostname term',
      {
        podAntiAffinity: {
          requiredDuringSchedulingIgnoredDuringExecution: [term('kubernetes.io/hostname')],
        },
      },
      undefined,
    ],
    [
      'a preferred zone term',
      {
        podAntiAffinity: {
          preferredDuringSchedulingIgnoredDuringExecution: [
            { weight: 1, podAffinityTerm: term('zone') },
          ],
        },
      },
      undefined,
    ],
    [
      'required pod affinity on a zone',
      { podAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [term('zone')] } },
      undefined,
    ],
    [
      'a required zone term',
      {
        podAntiAffinity: {
          requiredDuringSchedulingIgnoredDuringExecution: [
            term('kubernetes.io/hostname'),
            term('topology.kubernetes.io/zone'),
          ],
        },
      },
      'pods "p" is forbidden: affinity.PodAntiAffinity.RequiredDuringScheduling has TopologyKey topology.kubernetes.io/zone but only key kubernetes.io/hostname is allowed',
    ],
  ])('%s', (_, affinity, message) => {
    expect(validate(affinity)?.status?.message).toBe(message);
  });

  it('names the pod by its metadata.name, so a generateName pod is unnamed', () => {
    const object = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { generateName: 'web-' },
      spec: {
        affinity: {
          podAntiAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [term('')] },
        },
      },
    };
    const status = plugin.validate?.(pluginRequest({ attr: { object, name: '' } }))?.status;
    expect(status).toMatchObject({
      code: 403,
      message:
        'pods is forbidden: affinity.PodAntiAffinity.RequiredDuringScheduling has TopologyKey  but only key kubernetes.io/hostname is allowed',
    });
  });

  it('has no admit, and handles CREATE and UPDATE', () => {
    expect(plugin.admit).toBeUndefined();
    expect([plugin.handles('CREATE'), plugin.handles('UPDATE'), plugin.handles('DELETE')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

// DefaultTolerationSeconds: every pod tolerates the not-ready and unreachable NoExecute taints for
// 300 s unless it already tolerates them (plugin/pkg/admission/defaulttolerationseconds/admission.go).
// The 300 s come from the --default-not-ready-toleration-seconds and
// --default-unreachable-toleration-seconds flags, not from a configuration file; scenarios use the defaults.

import type { AdmissionPlugin } from './interfaces.ts';
import { handlesOperations } from './interfaces.ts';
import { podSpecOf, withPodSpec, withSpecField } from './podSpec.ts';
import { readTolerations, type Toleration, tolerationJson } from './tolerations.ts';

const notReady: Toleration = {
  key: 'node.kubernetes.io/not-ready',
  operator: 'Exists',
  value: '',
  effect: 'NoExecute',
  tolerationSeconds: 300,
};
const unreachable: Toleration = {
  key: 'node.kubernetes.io/unreachable',
  operator: 'Exists',
  value: '',
  effect: 'NoExecute',
  tolerationSeconds: 300,
};

// An empty key tolerates every key, an empty effect every effect.
const tolerates = (t: Toleration, key: string): boolean =>
  (t.key === key || t.key === '') && (t.effect === 'NoExecute' || t.effect === '');

/** The DefaultTolerationSeconds plugin (mutating only; CREATE and UPDATE of pods). */
export const defaultTolerationSecondsPlugin: AdmissionPlugin = {
  name: 'DefaultTolerationSeconds',
  handles: handlesOperations('CREATE', 'UPDATE'),
  admit({ attr }) {
    if (attr.resource.group !== '' || attr.resource.resource !== 'pods' || attr.subresource !== '')
      return undefined;
    if (attr.object === undefined) return undefined;
    const pod = structuredClone(attr.object);
    const spec = podSpecOf(pod);
    const tolerations = readTolerations(spec['tolerations']);
    const added: Toleration[] = [];
    if (!tolerations.some((t) => tolerates(t, notReady.key))) added.push(notReady);
    if (!tolerations.some((t) => tolerates(t, unreachable.key))) added.push(unreachable);
    if (added.length === 0)
      return { reason: 'the pod already tolerates the not-ready and unreachable taints' };
    // Upstream appends to the list as it is; existing entries keep their JSON.
    const list = Array.isArray(spec['tolerations']) ? spec['tolerations'] : [];
    const object = withPodSpec(
      pod,
      withSpecField(spec, 'tolerations', [...list, ...added.map(tolerationJson)]),
    );
    return {
      object,
      reason: `added ${added.map((t) => `${t.key}:NoExecute for 300s`).join(' and ')}`,
    };
  },
};

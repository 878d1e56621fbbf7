// ExtendedResourceToleration: a pod requesting an extended resource (example.com/gpu) tolerates
// the NoSchedule taint of that name, so nodes dedicated to the resource can keep other pods out
// (plugin/pkg/admission/extendedresourcetoleration/admission.go; pkg/apis/core/helper
// IsExtendedResourceName).

import { isQualifiedName } from '../apimachinery/names.ts';
import type { AdmissionPlugin } from './interfaces.ts';
import { handlesOperations } from './interfaces.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { objectsAt } from './objectFields.ts';
import { podSpecOf, withPodSpec, withSpecField } from './podSpec.ts';
import {
  addOrUpdateToleration,
  readTolerations,
  type Toleration,
  tolerationJson,
} from './tolerations.ts';

/** helper.IsExtendedResourceName: namespaced, not kubernetes.io, not a quota name, and valid as requests.<name>. */
export function isExtendedResourceName(name: string): boolean {
  const native = !name.includes('/') || name.includes('kubernetes.io/');
  if (native || name.startsWith('requests.')) return false;
  return isQualifiedName(`requests.${name}`).length === 0;
}

/** The ExtendedResourceToleration plugin (mutating only; CREATE and UPDATE of pods). */
export const extendedResourceTolerationPlugin: AdmissionPlugin = {
  name: 'ExtendedResourceToleration',
  handles: handlesOperations('CREATE', 'UPDATE'),
  admit({ attr }) {
    if (
      attr.subresource !== '' ||
      attr.resource.group !== '' ||
      attr.resource.resource !== 'pods' ||
      attr.object === undefined
    )
      return undefined;
    const pod = structuredClone(attr.object);
    const spec = podSpecOf(pod);
    // Only requests count (defaulting already copied limits into missing requests); ephemeral containers have none.
    const resources = new Set<string>();
    for (const c of [...objectsAt(spec['containers']), ...objectsAt(spec['initContainers'])]) {
      for (const name of Object.keys(asObject(asObject(c['resources'])?.['requests']) ?? {})) {
        if (isExtendedResourceName(name)) resources.add(name);
      }
    }
    if (resources.size === 0) return { reason: 'the pod requests no extended resource' };
    // sets.String.List(): sorted, so the tolerations come in key order.
    const before = readTolerations(spec['tolerations']);
    let tolerations = before;
    for (const key of [...resources].sort()) {
      const t: Toleration = { key, operator: 'Exists', value: '', effect: 'NoSchedule' };
      tolerations = addOrUpdateToleration(tolerations, t);
    }
    const keys = [...resources].sort().join(', ');
    const json = tolerations.map(tolerationJson);
    if (JSON.stringify(json) === JSON.stringify(before.map(tolerationJson)))
      return { reason: `the pod already tolerates ${keys}` };
    const object = withPodSpec(pod, withSpecField(spec, 'tolerations', json));
    return { object, reason: `tolerates the NoSchedule taints ${keys}` };
  },
};

// DefaultIngressClass: an Ingress created without a class gets the default IngressClass
// (plugin/pkg/admission/network/defaultingressclass/admission.go, Admit).

import { isObject } from '../apimachinery/isObject.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { newestDefaultClass } from './defaultClass.ts';
import { handlesOperations, type AdmissionPlugin } from './interfaces.ts';
import { fieldOrder, hasKey, objectAt, stringMapAt, withField } from './objectFields.ts';

const isDefaultIngressClass = (o: JsonObject): boolean =>
  stringMapAt(o, 'metadata', 'annotations')['ingressclass.kubernetes.io/is-default-class'] ===
  'true';

/** The DefaultIngressClass plugin: Admit, for CREATE of ingresses. */
export const defaultIngressClassPlugin: AdmissionPlugin = {
  name: 'DefaultIngressClass',
  handles: handlesOperations('CREATE'),
  admit({ attr, cluster }) {
    if (
      attr.resource.group !== 'networking.k8s.io' ||
      attr.resource.resource !== 'ingresses' ||
      attr.subresource !== ''
    )
      return undefined;
    const ingress = attr.object;
    if (ingress === undefined) return undefined;
    // An explicit class, even "", or the legacy kubernetes.io/ingress.class annotation (any value) wins.
    if (isObject(ingress['spec']) && typeof ingress['spec']['ingressClassName'] === 'string') {
      return { reason: 'the ingress names spec.ingressClassName' };
    }
    if (hasKey(ingress, 'kubernetes.io/ingress.class', 'metadata', 'annotations')) {
      return { reason: 'the ingress has the kubernetes.io/ingress.class annotation' };
    }
    const chosen = newestDefaultClass(cluster.ofKind('IngressClass'), isDefaultIngressClass);
    if (chosen === undefined)
      return { reason: 'no default IngressClass: the ingress keeps no class' };
    const out = structuredClone(ingress);
    out['spec'] = withField(
      objectAt(out, 'spec'),
      'ingressClassName',
      chosen.name,
      fieldOrder.ingressSpec,
    );
    const many =
      chosen.candidates > 1 ? ` (the newest of ${chosen.candidates} default IngressClasses)` : '';
    return { object: out, reason: `set spec.ingressClassName to "${chosen.name}"${many}` };
  },
};

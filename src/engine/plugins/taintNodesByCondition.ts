// TaintNodesByCondition: new Nodes start with the node.kubernetes.io/not-ready:NoSchedule taint
// until the node controller sees them Ready (plugin/pkg/admission/nodetaint/admission.go, Admit).

import { admissionForbidden } from '../admission/forbidden.ts';
import { handlesOperations, type AdmissionPlugin } from './interfaces.ts';
import { fieldOrder, listAt, objectAt, objectsAt, withField } from './objectFields.ts';

/** v1.TaintNodeNotReady. */
export const taintNodeNotReady = 'node.kubernetes.io/not-ready';

/** The TaintNodesByCondition plugin: Admit, for CREATE of nodes. */
export const taintNodesByConditionPlugin: AdmissionPlugin = {
  name: 'TaintNodesByCondition',
  handles: handlesOperations('CREATE'),
  admit({ attr }) {
    if (attr.resource.group !== '' || attr.resource.resource !== 'nodes' || attr.subresource !== '')
      return undefined;
    const node = attr.object;
    if (node === undefined) {
      const status = admissionForbidden(attr, 'unexpected type <nil>');
      return { status, reason: status.message };
    }
    // Taint.MatchTaint compares key and effect only.
    const present = objectsAt(node, 'spec', 'taints').some(
      (t) => t['key'] === taintNodeNotReady && t['effect'] === 'NoSchedule',
    );
    if (present)
      return { reason: `the node already has the ${taintNodeNotReady}:NoSchedule taint` };
    const out = structuredClone(node);
    const taints = [
      ...listAt(out, 'spec', 'taints'),
      { key: taintNodeNotReady, effect: 'NoSchedule' },
    ];
    out['spec'] = withField(objectAt(out, 'spec'), 'taints', taints, fieldOrder.nodeSpec);
    return { object: out, reason: `added the ${taintNodeNotReady}:NoSchedule taint` };
  },
};

// NodeRestriction's rules for the Node object (noderestriction/admission.go admitNode): a kubelet
// only touches its own Node, never sets a configSource, never changes its taints, and only sets
// the labels kubelets are allowed to.

import type { Attributes } from '../../admission/attributes.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import type { PluginAnswer } from '../interfaces.ts';
import { stringMapAt, valueAt } from '../objectFields.ts';
import { forbid } from './answers.ts';
import { forbiddenLabels, modifiedLabels } from './kubeletLabels.ts';

/** admitNode: CREATE, UPDATE (any subresource) and DELETE of the node's own Node object. */
export function admitNode(node: string, attr: Attributes): PluginAnswer {
  const q = goQuote(node);
  if (attr.name !== node)
    return forbid(attr, `node ${q} is not allowed to modify node ${goQuote(attr.name)}`);
  if (attr.operation === 'CREATE') {
    const obj = attr.object;
    if (obj === undefined) return forbid(attr, 'unexpected type <nil>');
    // Node access is scoped by what Node.Spec lists, so a configSource would widen what the node can read.
    if (valueAt(obj, 'spec', 'configSource') != null)
      return forbid(attr, `node ${q} is not allowed to create pods with a non-nil configSource`);
    const forbidden = forbiddenLabels(modifiedLabels(stringMapAt(obj, 'metadata', 'labels'), {}));
    if (forbidden.length > 0)
      return forbid(
        attr,
        `node ${q} is not allowed to set the following labels: ${forbidden.join(', ')}`,
      );
  }
  if (attr.operation === 'UPDATE') {
    const obj = attr.object;
    const old = attr.oldObject;
    if (obj === undefined || old === undefined) return forbid(attr, 'unexpected type <nil>');
    // Old kubelets may drop configSource on a status update, so only a new non-nil value is refused.
    const source = valueAt(obj, 'spec', 'configSource');
    if (source != null && !semanticDeepEqual(source, valueAt(old, 'spec', 'configSource'), true)) {
      return forbid(
        attr,
        `node ${q} is not allowed to update configSource to a new non-nil configSource`,
      );
    }
    if (!semanticDeepEqual(valueAt(obj, 'spec', 'taints'), valueAt(old, 'spec', 'taints'), true)) {
      return forbid(attr, `node ${q} is not allowed to modify taints`);
    }
    const forbidden = forbiddenLabels(
      modifiedLabels(
        stringMapAt(obj, 'metadata', 'labels'),
        stringMapAt(old, 'metadata', 'labels'),
      ),
    );
    if (forbidden.length > 0)
      return forbid(attr, `is not allowed to modify labels: ${forbidden.join(', ')}`);
  }
  return { reason: `node ${q} may ${attr.operation.toLowerCase()} its own Node` };
}

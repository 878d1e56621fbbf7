// NodeRestriction's rules for objects named after or bound to the node (noderestriction/admission.go
// admitServiceAccount, admitLease, admitCSINode, admitResourceSlice).

import type { Attributes } from '../../admission/attributes.ts';
import { metaString } from '../../admission/attributes.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import type { PluginAnswer, PluginCluster } from '../interfaces.ts';
import { objectAt, stringAt } from '../objectFields.ts';
import { forbid, listerNotFound } from './answers.ts';
import { existingPod } from './pods.ts';

/** admitServiceAccount: a token a node requests must be bound to a pod, by uid, running on that node. */
export function admitServiceAccountToken(
  node: string,
  attr: Attributes,
  cluster: PluginCluster,
): PluginAnswer | undefined {
  if (attr.operation !== 'CREATE' || attr.subresource !== 'token') return undefined;
  const tr = attr.object;
  if (tr === undefined) return forbid(attr, 'unexpected type <nil>');
  const ref = objectAt(tr, 'spec', 'boundObjectRef');
  const name = stringAt(ref, 'name');
  if (
    ref === undefined ||
    stringAt(ref, 'apiVersion') !== 'v1' ||
    stringAt(ref, 'kind') !== 'Pod' ||
    name === ''
  ) {
    return forbid(attr, 'node requested token not bound to a pod');
  }
  const uid = stringAt(ref, 'uid');
  if (uid === '') return forbid(attr, 'node requested token with a pod binding without a uid');
  const pod = existingPod(cluster, attr, name);
  if (pod === undefined) return listerNotFound('pod', name);
  if (uid !== metaString(pod, 'uid')) {
    return forbid(
      attr,
      `the UID in the bound object reference (${uid}) does not match the UID in record. The object might have been deleted and then recreated`,
    );
  }
  if (stringAt(pod, 'spec', 'nodeName') !== node)
    return forbid(attr, 'node requested token bound to a pod scheduled on a different node');
  return { reason: `the token is bound to pod "${name}" on node ${goQuote(node)}` };
}

// A.GetName() is empty on CREATE (generateName), so creation checks the proposed object's name.
const targetName = (attr: Attributes): string =>
  attr.operation === 'CREATE' ? metaString(attr.object, 'name') : attr.name;

/** admitLease: only the node's own Lease, only in kube-node-lease. */
export function admitLease(node: string, attr: Attributes): PluginAnswer {
  if (attr.namespace !== 'kube-node-lease')
    return forbid(attr, 'can only access leases in the "kube-node-lease" system namespace');
  if (attr.operation === 'CREATE' && attr.object === undefined)
    return forbid(attr, 'unexpected type <nil>');
  if (targetName(attr) !== node)
    return forbid(attr, 'can only access node lease with the same name as the requesting node');
  return { reason: `the Lease is node ${goQuote(node)}'s own` };
}

/** admitCSINode: only the CSINode named after the node. */
export function admitCSINode(node: string, attr: Attributes): PluginAnswer {
  if (attr.operation === 'CREATE' && attr.object === undefined)
    return forbid(attr, 'unable to access the object name');
  if (targetName(attr) !== node)
    return forbid(attr, 'can only access CSINode with the same name as the requesting node');
  return { reason: `the CSINode is node ${goQuote(node)}'s own` };
}

/** admitResourceSlice: create and delete only ResourceSlices whose spec.nodeName is the node (others go to the node authorizer). */
export function admitResourceSlice(node: string, attr: Attributes): PluginAnswer | undefined {
  if (attr.operation === 'CREATE') {
    if (attr.object === undefined) return forbid(attr, 'unexpected type <nil>');
    if (stringAt(attr.object, 'spec', 'nodeName') !== node)
      return forbid(
        attr,
        'can only create ResourceSlice with the same NodeName as the requesting node',
      );
    return { reason: `the ResourceSlice is for node ${goQuote(node)}` };
  }
  if (attr.operation === 'DELETE') {
    if (attr.oldObject === undefined) return forbid(attr, 'unexpected type <nil>');
    if (stringAt(attr.oldObject, 'spec', 'nodeName') !== node)
      return forbid(
        attr,
        'can only delete ResourceSlice with the same NodeName as the requesting node',
      );
    return { reason: `the ResourceSlice is for node ${goQuote(node)}` };
  }
  return undefined;
}

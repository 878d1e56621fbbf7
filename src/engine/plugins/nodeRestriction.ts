// NodeRestriction: limits what a kubelet (user system:node:<name> in group system:nodes) may do to
// the objects of its own node (plugin/pkg/admission/noderestriction/admission.go, Admit). The rules
// live in ./nodeRestriction/, one file per object family; this file identifies the node and dispatches.
// Read from the stored admission.go that has the ResourceSlice and kubelet-CSR rules (1.31+; no tag stored).

import { goQuote } from '../apimachinery/goQuote.ts';
import {
  handlesOperations,
  type AdmissionPlugin,
  type PluginAnswer,
  type PluginRequest,
} from './interfaces.ts';
import { forbid } from './nodeRestriction/answers.ts';
import { admitCSR } from './nodeRestriction/csr.ts';
import { admitNode } from './nodeRestriction/node.ts';
import { nodeIdentity } from './nodeRestriction/nodeIdentity.ts';
import {
  admitCSINode,
  admitLease,
  admitResourceSlice,
  admitServiceAccountToken,
} from './nodeRestriction/nodeScopedObjects.ts';
import { admitPod, admitPodEviction, admitPodStatus } from './nodeRestriction/pods.ts';
import { admitPVCStatus } from './nodeRestriction/pvcStatus.ts';
import { featureEnabled } from './objectFields.ts';

function admitForNode(node: string, req: PluginRequest): PluginAnswer | undefined {
  const { attr, cluster, featureGates } = req;
  const gr = `${attr.resource.resource}.${attr.resource.group}`;
  switch (gr) {
    case 'pods.':
      if (attr.subresource === '') return admitPod(node, attr, cluster);
      if (attr.subresource === 'status') return admitPodStatus(node, attr);
      if (attr.subresource === 'eviction') return admitPodEviction(node, attr, cluster);
      return forbid(
        attr,
        `unexpected pod subresource ${goQuote(attr.subresource)}, only 'status' and 'eviction' are allowed`,
      );
    case 'nodes.':
      return admitNode(node, attr);
    case 'persistentvolumeclaims.':
      if (attr.subresource !== 'status') return forbid(attr, 'may only update PVC status');
      // RecoverVolumeExpansionFailure is beta and on by default from 1.32.
      return admitPVCStatus(
        node,
        attr,
        featureEnabled(featureGates, 'RecoverVolumeExpansionFailure', true),
      );
    case 'serviceaccounts.':
      return admitServiceAccountToken(node, attr, cluster);
    case 'leases.coordination.k8s.io':
      return admitLease(node, attr);
    case 'csinodes.storage.k8s.io':
      return admitCSINode(node, attr);
    case 'resourceslices.resource.k8s.io':
      return admitResourceSlice(node, attr);
    case 'certificatesigningrequests.certificates.k8s.io':
      // The deprecated gate (off by default since 1.31) switches the CommonName check off.
      if (featureEnabled(featureGates, 'AllowInsecureKubeletCertificateSigningRequests', false))
        return undefined;
      return admitCSR(node, attr);
    default:
      return undefined;
  }
}

/** The NodeRestriction plugin: Admit, for CREATE, UPDATE and DELETE by kubelets. */
export const nodeRestrictionPlugin: AdmissionPlugin = {
  name: 'NodeRestriction',
  handles: handlesOperations('CREATE', 'UPDATE', 'DELETE'),
  admit(req) {
    const { isNode, nodeName } = nodeIdentity(req.attr.userInfo);
    if (!isNode) return undefined;
    if (nodeName === '')
      return forbid(
        req.attr,
        `could not determine node from user ${goQuote(req.attr.userInfo.username)}`,
      );
    return (
      admitForNode(nodeName, req) ?? {
        reason: `node ${goQuote(nodeName)}: no restriction applies to this request`,
      }
    );
  },
};

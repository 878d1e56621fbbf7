// NodeRestriction's rule for CertificateSigningRequests (noderestriction/admission.go admitCSR): a
// kubelet's serving or client CSR must carry its own identity as the CommonName.

import type { Attributes } from '../../admission/attributes.ts';
import { parseCsr } from '../../validation/certificates/parseCsr.ts';
import type { PluginAnswer } from '../interfaces.ts';
import { stringAt } from '../objectFields.ts';
import { forbid } from './answers.ts';

const kubeletSigners = new Set([
  'kubernetes.io/kubelet-serving',
  'kubernetes.io/kube-apiserver-client-kubelet',
]);

/** admitCSR: CREATE of a kubelet-signer CSR needs CN=system:node:<node>. */
export function admitCSR(node: string, attr: Attributes): PluginAnswer | undefined {
  if (attr.operation !== 'CREATE') return undefined;
  const csr = attr.object;
  if (csr === undefined) return forbid(attr, 'unexpected type <nil>');
  if (!kubeletSigners.has(stringAt(csr, 'spec', 'signerName'))) return undefined;
  const parsed = parseCsr(stringAt(csr, 'spec', 'request'));
  if (!parsed.ok) return forbid(attr, `unable to parse csr: ${parsed.error}`);
  const expected = `system:node:${node}`;
  if (parsed.subject.commonName !== expected)
    return forbid(attr, `can only create a node CSR with CN=${expected}`);
  return { reason: `the CSR's CommonName is ${expected}` };
}

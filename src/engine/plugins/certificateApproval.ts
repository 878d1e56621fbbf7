// CertificateApproval: approving a CertificateSigningRequest needs `approve` on its signer
// (plugin/pkg/admission/certificates/approval/admission.go, Validate).

import { admissionForbidden } from '../admission/forbidden.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { isAuthorizedForSignerName } from './certificates/isAuthorizedForSignerName.ts';
import { handlesOperations, type AdmissionPlugin } from './interfaces.ts';
import { stringAt } from './objectFields.ts';

/** The CertificateApproval plugin: Validate, for UPDATE of certificatesigningrequests/approval. */
export const certificateApprovalPlugin: AdmissionPlugin = {
  name: 'CertificateApproval',
  handles: handlesOperations('UPDATE'),
  validate({ attr, authorizer }) {
    if (
      attr.subresource !== 'approval' ||
      attr.resource.group !== 'certificates.k8s.io' ||
      attr.resource.resource !== 'certificatesigningrequests'
    ) {
      return undefined;
    }
    // The old object is checked, so a request cannot change the signer on its way through approval.
    const csr = attr.oldObject;
    if (csr === undefined) {
      const status = admissionForbidden(
        attr,
        'expected type CertificateSigningRequest, got: <nil>',
      );
      return { status, reason: status.message };
    }
    const signerName = stringAt(csr, 'spec', 'signerName');
    const authz = isAuthorizedForSignerName(authorizer, attr.userInfo, 'approve', signerName);
    if (authz.allowed)
      return { reason: `may approve signers ${authz.checked.map(goQuote).join(' or ')}` };
    const status = admissionForbidden(
      attr,
      `user not permitted to approve requests with signerName ${goQuote(signerName)}`,
    );
    return { status, reason: status.message };
  },
};

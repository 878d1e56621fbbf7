// CertificateSigning: setting a CertificateSigningRequest's certificate or changing its conditions
// through status needs `sign` on its signer (plugin/pkg/admission/certificates/signing/admission.go, Validate).

import { admissionForbidden } from '../admission/forbidden.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { isAuthorizedForSignerName } from './certificates/isAuthorizedForSignerName.ts';
import { handlesOperations, type AdmissionPlugin } from './interfaces.ts';
import { stringAt, valueAt } from './objectFields.ts';

/** The CertificateSigning plugin: Validate, for UPDATE of certificatesigningrequests/status. */
export const certificateSigningPlugin: AdmissionPlugin = {
  name: 'CertificateSigning',
  handles: handlesOperations('UPDATE'),
  validate({ attr, authorizer }) {
    if (
      attr.subresource !== 'status' ||
      attr.resource.group !== 'certificates.k8s.io' ||
      attr.resource.resource !== 'certificatesigningrequests'
    ) {
      return undefined;
    }
    const oldCsr = attr.oldObject;
    const csr = attr.object;
    if (oldCsr === undefined || csr === undefined) {
      const status = admissionForbidden(
        attr,
        'expected type CertificateSigningRequest, got: <nil>',
      );
      return { status, reason: status.message };
    }
    // reflect.DeepEqual on the certificate bytes (an absent field is nil, unlike ""), Semantic on conditions.
    const sameCertificate =
      valueAt(oldCsr, 'status', 'certificate') === valueAt(csr, 'status', 'certificate');
    if (
      sameCertificate &&
      semanticDeepEqual(
        valueAt(oldCsr, 'status', 'conditions'),
        valueAt(csr, 'status', 'conditions'),
        true,
      )
    ) {
      return { reason: 'status.certificate and status.conditions are unchanged' };
    }
    const signerName = stringAt(oldCsr, 'spec', 'signerName');
    const authz = isAuthorizedForSignerName(authorizer, attr.userInfo, 'sign', signerName);
    if (authz.allowed)
      return { reason: `may sign for signers ${authz.checked.map(goQuote).join(' or ')}` };
    const status = admissionForbidden(
      attr,
      `user not permitted to sign requests with signerName ${goQuote(signerName)}`,
    );
    return { status, reason: status.message };
  },
};

// CertificateSubjectRestriction: no CertificateSigningRequest for the kube-apiserver-client signer
// may ask for the system:masters group (plugin/pkg/admission/certificates/subjectrestriction/admission.go, Validate).

import { admissionForbidden } from '../admission/forbidden.ts';
import { parseCsr } from '../validation/certificates/parseCsr.ts';
import { handlesOperations, type AdmissionPlugin } from './interfaces.ts';
import { stringAt } from './objectFields.ts';

/** certificatesv1.KubeAPIServerClientSignerName. */
export const kubeAPIServerClientSignerName = 'kubernetes.io/kube-apiserver-client';

/** The CertificateSubjectRestriction plugin: Validate, for CREATE of certificatesigningrequests. */
export const certificateSubjectRestrictionPlugin: AdmissionPlugin = {
  name: 'CertificateSubjectRestriction',
  handles: handlesOperations('CREATE'),
  validate({ attr }) {
    if (
      attr.resource.group !== 'certificates.k8s.io' ||
      attr.resource.resource !== 'certificatesigningrequests' ||
      attr.subresource !== ''
    ) {
      return undefined;
    }
    const csr = attr.object;
    if (csr === undefined) {
      const status = admissionForbidden(
        attr,
        'expected type CertificateSigningRequest, got: <nil>',
      );
      return { status, reason: status.message };
    }
    if (stringAt(csr, 'spec', 'signerName') !== kubeAPIServerClientSignerName) {
      return { reason: `signer is not ${kubeAPIServerClientSignerName}` };
    }
    const parsed = parseCsr(stringAt(csr, 'spec', 'request'));
    if (!parsed.ok) {
      const status = admissionForbidden(attr, `failed to parse CSR: ${parsed.error}`);
      return { status, reason: status.message };
    }
    if (parsed.subject.organization.includes('system:masters')) {
      const status = admissionForbidden(
        attr,
        `use of ${kubeAPIServerClientSignerName} signer with system:masters group is not allowed`,
      );
      return { status, reason: status.message };
    }
    return { reason: 'the request does not ask for the system:masters group' };
  },
};

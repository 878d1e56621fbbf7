// Tests for CertificateSubjectRestriction, after plugin/pkg/admission/certificates/subjectrestriction/admission_test.go
// (TestPlugin_Validate: system:masters with the kube-apiserver-client signer, other groups and signers).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { gvr } from '../testing/builders.ts';
import { certificateSubjectRestrictionPlugin as plugin } from './certificateSubjectRestriction.ts';
import { developerCsr, mastersCsr } from '../validation/certificates/testCsrs.ts';
import { pluginRequest } from './testing.ts';

const csr = (signerName: string, request: string): JsonObject => ({
  apiVersion: 'certificates.k8s.io/v1',
  kind: 'CertificateSigningRequest',
  metadata: { name: 'csr' },
  spec: { signerName, request, usages: ['client auth'] },
});
const validate = (object: JsonObject, subresource = '') =>
  plugin.validate?.(
    pluginRequest({
      attr: {
        namespace: '',
        name: 'csr',
        resource: gvr('certificates.k8s.io', 'v1', 'certificatesigningrequests'),
        subresource,
        object,
      },
    }),
  );

describe('CertificateSubjectRestriction', () => {
  it('refuses system:masters for the kube-apiserver-client signer', () => {
    expect(validate(csr('kubernetes.io/kube-apiserver-client', mastersCsr))?.status).toMatchObject({
      code: 403,
      message:
        'certificatesigningrequests.certificates.k8s.io "csr" is forbidden: use of kubernetes.io/kube-apiserver-client signer with system:masters group is not allowed',
    });
  });

  it.each([
    ['other groups for that signer', csr('kubernetes.io/kube-apiserver-client', developerCsr)],
    ['system:masters for another signer', csr('example.com/signer', mastersCsr)],
    [
      'an unparsable request for another signer',
      csr('kubernetes.io/kube-apiserver-client-kubelet', 'AAAA'),
    ],
  ])('allows %s', (_, object) => {
    expect(validate(object)?.status).toBeUndefined();
  });

  it('refuses a request that is not a PEM CSR', () => {
    expect(validate(csr('kubernetes.io/kube-apiserver-client', 'AAAA'))?.status?.message).toBe(
      'certificatesigningrequests.certificates.k8s.io "csr" is forbidden: failed to parse CSR: PEM block type must be CERTIFICATE REQUEST',
    );
  });

  it('handles CREATE only, without subresources', () => {
    expect(plugin.handles('UPDATE')).toBe(false);
    expect(
      validate(csr('kubernetes.io/kube-apiserver-client', mastersCsr), 'status'),
    ).toBeUndefined();
  });
});

// Tests for CertificateSigning, after plugin/pkg/admission/certificates/signing/admission_test.go
// (TestPlugin_Validate: certificate or condition changes need `sign`; other status updates pass).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { gvr } from '../testing/builders.ts';
import { certificateSigningPlugin as plugin } from './certificateSigning.ts';
import { grantSigners } from './certificates/testRbac.ts';
import { pluginRequest } from './testing.ts';

const csr = (status: JsonObject = {}, signerName = 'abc.com/xyz'): JsonObject => ({
  apiVersion: 'certificates.k8s.io/v1',
  kind: 'CertificateSigningRequest',
  metadata: { name: 'csr' },
  spec: { signerName },
  status,
});
const failed = { conditions: [{ type: 'Failed', status: 'True', reason: 'Failed' }] };
const validate = (
  object: JsonObject,
  oldObject: JsonObject,
  objects: JsonObject[] = [],
  subresource = 'status',
) =>
  plugin.validate?.(
    pluginRequest({
      attr: {
        operation: 'UPDATE',
        namespace: '',
        name: 'csr',
        resource: gvr('certificates.k8s.io', 'v1', 'certificatesigningrequests'),
        subresource,
        object,
        oldObject,
        userInfo: { username: 'signer', groups: ['system:authenticated'], extra: {} },
      },
      objects,
    }),
  );
const refusal =
  'certificatesigningrequests.certificates.k8s.io "csr" is forbidden: user not permitted to sign requests with signerName "abc.com/xyz"';

describe('CertificateSigning', () => {
  it.each([
    ['setting the certificate', csr({ certificate: 'AAAA' }), csr()],
    ['adding a condition', csr(failed), csr()],
    ['setting an empty certificate where there was none', csr({ certificate: '' }), csr()],
  ])('refuses %s without sign permission', (_, object, old) => {
    expect(validate(object, old)?.status).toMatchObject({ code: 403, message: refusal });
  });

  it.each([
    ['the exact signer', ['abc.com/xyz']],
    ['the domain wildcard', ['abc.com/*']],
  ])('allows setting the certificate with sign on %s', (_, names) => {
    expect(
      validate(csr({ certificate: 'AAAA' }), csr(), grantSigners('signer', ['sign'], names))
        ?.status,
    ).toBeUndefined();
  });

  it('needs no permission when certificate and conditions are unchanged', () => {
    expect(
      validate(csr({ ...failed, certificate: 'AAAA' }), csr({ ...failed, certificate: 'AAAA' })),
    ).toEqual({
      reason: 'status.certificate and status.conditions are unchanged',
    });
  });

  it('checks the signer of the old object', () => {
    const old = csr({}, 'other.com/xyz');
    expect(
      validate(csr({ certificate: 'AAAA' }), old, grantSigners('signer', ['sign'], ['abc.com/xyz']))
        ?.status?.message,
    ).toContain('"other.com/xyz"');
  });

  it('ignores the approval subresource', () => {
    expect(validate(csr(failed), csr(), [], 'approval')).toBeUndefined();
  });
});

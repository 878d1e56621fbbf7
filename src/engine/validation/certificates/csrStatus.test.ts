// Cases after pkg/apis/certificates/validation/validation_test.go TestValidateCertificateSigningRequestUpdate,
// TestValidateCertificateSigningRequestStatusUpdate and ...ApprovalUpdate (release-1.32): what each
// door (/status for the signer, /approval for the approver) may change.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { encodeBase64 } from '../../apimachinery/base64.ts';
import { messages } from '../core/testing.ts';
import {
  validateCertificateSigningRequestApprovalUpdate,
  validateCertificateSigningRequestStatusUpdate,
} from './csrStatus.ts';
import { developerCsr } from './testCsrs.ts';

const csr = (status: JsonObject): JsonObject => ({
  metadata: { name: 'node-csr-abc', resourceVersion: '1' },
  spec: {
    request: developerCsr,
    signerName: 'kubernetes.io/kube-apiserver-client',
    usages: ['client auth'],
  },
  status,
});
const t = '2026-01-01T00:00:00Z';
const approved = {
  type: 'Approved',
  status: 'True',
  reason: 'OK',
  lastUpdateTime: t,
  lastTransitionTime: t,
};
const denied = { ...approved, type: 'Denied' };
// A self-signed P-256 certificate for CN=webhook.test (the one of webhook/client/rootCertPool.test.ts).
const CERT = `-----BEGIN CERTIFICATE-----
MIIBgzCCASmgAwIBAgIUQIGhNlaULrmkbv8QNd7ayGws0B4wCgYIKoZIzj0EAwIw
FzEVMBMGA1UEAwwMd2ViaG9vay50ZXN0MB4XDTI2MTEyODAzMzIxMloXDTM2MTEy
NTAzMzIxMlowFzEVMBMGA1UEAwwMd2ViaG9vay50ZXN0MFkwEwYHKoZIzj0CAQYI
KoZIzj0DAQcDQgAEnbojXblQIiL34i0HlcMPrd3Jm9n2oXz/w+DJ03kIuHiLmPC7
vxWdlULDCQDhonhDcmz5EjoA3v9kNoSZ2I+dnqNTMFEwHQYDVR0OBBYEFNsc5HcF
ee5e6odfeEtVTaIioN2TMB8GA1UdIwQYMBaAFNsc5HcFee5e6odfeEtVTaIioN2T
MA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSAAwRQIgYOzej1RpRDSCGLrU
aR+NZ53wFCxhIkxY4Na7Bz3i1nECIQCEB0Sbod9rBdOe2SQzs48/M7mQpMd5Sl5x
FVq95EuQsg==
-----END CERTIFICATE-----
`;
const b64 = (text: string): string => encodeBase64(new TextEncoder().encode(text));
const pem = (type: string): string =>
  type === 'CERTIFICATE'
    ? b64(CERT)
    : b64(`-----BEGIN ${type}-----\nMAMCAQA=\n-----END ${type}-----\n`);
const quiet = (): void => undefined;
const status = (now: JsonObject, old: JsonObject): string[] =>
  messages(validateCertificateSigningRequestStatusUpdate(now, old, quiet));
const approval = (now: JsonObject, old: JsonObject): string[] =>
  messages(validateCertificateSigningRequestApprovalUpdate(now, old, quiet));

describe('the /approval door', () => {
  it('may add an Approved condition, but not a Denied one beside it', () => {
    expect(approval(csr({ conditions: [approved] }), csr({}))).toEqual([]);
    expect(approval(csr({ conditions: [approved, denied] }), csr({}))).toEqual([
      'status.conditions[1].type: Invalid value: "Denied": Approved and Denied conditions are mutually exclusive',
    ]);
  });

  it('may not remove an Approved condition, nor set the certificate', () => {
    expect(
      approval(csr({ certificate: pem('CERTIFICATE') }), csr({ conditions: [approved] })),
    ).toEqual([
      'status.conditions: Forbidden: updates may not remove a condition of type "Approved"',
      'status.certificate: Forbidden: updates may not set certificate content',
    ]);
  });

  it('refuses an Approved condition whose status is not True', () => {
    expect(approval(csr({ conditions: [{ ...approved, status: 'False' }] }), csr({}))).toEqual([
      'status.conditions[0].status: Unsupported value: "False": supported values: "True"',
    ]);
  });
});

describe('the /status door', () => {
  it('may set the certificate once, as PEM CERTIFICATE blocks', () => {
    expect(status(csr({ certificate: pem('CERTIFICATE') }), csr({}))).toEqual([]);
    expect(
      status(csr({ certificate: pem('CERTIFICATE') }), csr({ certificate: b64(CERT + CERT) })),
    ).toEqual([
      'status.certificate: Forbidden: updates may not modify existing certificate content',
    ]);
    expect(status(csr({ certificate: pem('PRIVATE KEY') }), csr({}))).toEqual([
      'status.certificate: Invalid value: "<certificate data>": only CERTIFICATE PEM blocks are allowed, found "PRIVATE KEY"',
    ]);
    expect(
      status(csr({ certificate: encodeBase64(new TextEncoder().encode('x')) }), csr({})),
    ).toEqual([
      'status.certificate: Invalid value: "<certificate data>": must contain at least one CERTIFICATE PEM block',
    ]);
  });

  it('may not add or change an Approved condition, and says how it changed', () => {
    expect(status(csr({ conditions: [approved] }), csr({}))).toEqual([
      'status.conditions: Forbidden: updates may not add a condition of type "Approved"',
    ]);
    const [changed] = status(
      csr({ conditions: [{ ...approved, reason: 'Changed' }] }),
      csr({ conditions: [approved] }),
    );
    expect(changed).toBe(
      [
        'status.conditions: Forbidden: updates may not modify a condition of type "Approved"',
        '  []certificates.CertificateSigningRequestCondition{',
        '  \t{',
        '  \t\tType:               "Approved",',
        '  \t\tStatus:             "True",',
        '- \t\tReason:             "OK",',
        '+ \t\tReason:             "Changed",',
        '  \t\tLastUpdateTime:     "2026-01-01T00:00:00Z",',
        '  \t\tLastTransitionTime: "2026-01-01T00:00:00Z",',
        '  \t},',
        '  }',
        '',
      ].join('\n'),
    );
  });

  it('tolerates what the stored object already had (both Approved and Denied)', () => {
    const both = csr({ conditions: [approved, denied] });
    expect(status(both, both)).toEqual([]);
  });
});

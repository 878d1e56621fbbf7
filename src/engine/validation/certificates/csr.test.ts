import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { encodeBase64 } from '../../apimachinery/base64.ts';
import { messages } from '../core/testing.ts';
import { run } from '../../testing/scenario.ts';
import { validateCertificateSigningRequestCreate } from './csr.ts';
import { validateSignerName } from './signerName.ts';
import { developerCsr } from './testCsrs.ts';

const pem = (type: string): string =>
  encodeBase64(new TextEncoder().encode(`-----BEGIN ${type}-----\nMIIB\n-----END ${type}-----\n`));

const csr = (spec: JsonObject): JsonObject => ({
  metadata: { name: 'node-csr-abc' },
  spec: {
    request: developerCsr,
    signerName: 'kubernetes.io/kube-apiserver-client',
    usages: ['client auth'],
    ...spec,
  },
});

// Rows follow pkg/apis/certificates/validation/validation_test.go TestValidateCertificateSigningRequestCreate.
describe('validateCertificateSigningRequestCreate', () => {
  it('takes a PEM certificate request and says the x509 checks are not simulated', () => {
    const notes: string[] = [];
    expect(
      messages(validateCertificateSigningRequestCreate(csr({}), (d) => notes.push(d))),
    ).toEqual([]);
    expect(notes).toEqual([
      "the signature check of a CSR's spec.request (x509.CertificateRequest.CheckSignature)",
    ]);
  });

  it('refuses a request whose DER does not parse, with the parser words', () => {
    expect(
      messages(
        validateCertificateSigningRequestCreate(
          csr({ request: pem('CERTIFICATE REQUEST') }),
          () => undefined,
        ),
      )[0],
    ).toMatch(/^spec\.request: Invalid value: \[\]byte\{0x2d, .*\}: asn1: /);
  });

  it('refuses another PEM block, printing the bytes as Go prints a []byte', () => {
    const body = encodeBase64(new TextEncoder().encode('hi'));
    expect(
      messages(validateCertificateSigningRequestCreate(csr({ request: body }), () => undefined)),
    ).toEqual([
      'spec.request: Invalid value: []byte{0x68, 0x69}: PEM block type must be CERTIFICATE REQUEST',
    ]);
    expect(
      messages(
        validateCertificateSigningRequestCreate(
          csr({ request: pem('CERTIFICATE') }),
          () => undefined,
        ),
      )[0],
    ).toMatch(
      /^spec\.request: Invalid value: \[\]byte\{0x2d, 0x2d, .*\}: PEM block type must be CERTIFICATE REQUEST$/,
    );
  });

  it.each<[string, JsonObject, string[]]>([
    ['no usages', { usages: [] }, ['spec.usages: Required value']],
    [
      'an unknown and a repeated usage',
      { usages: ['client auth', 'client auth', 'login'] },
      [
        'spec.usages[2]: Unsupported value: "login": supported values: "any", "cert sign", "client auth", "code signing", "content commitment", "crl sign", "data encipherment", "decipher only", "digital signature", "email protection", "encipher only", "ipsec end system", "ipsec tunnel", "ipsec user", "key agreement", "key encipherment", "microsoft sgc", "netscape sgc", "ocsp signing", "s/mime", "server auth", "signing", "timestamping"',
        'spec.usages[1]: Duplicate value: "client auth"',
      ],
    ],
    [
      'the legacy signer',
      { signerName: 'kubernetes.io/legacy-unknown' },
      [
        'spec.signerName: Invalid value: "kubernetes.io/legacy-unknown": the legacy signerName is not allowed via this API version',
      ],
    ],
    [
      'a short expiry',
      { expirationSeconds: 300 },
      [
        'spec.expirationSeconds: Invalid value: 300: may not specify a duration less than 600 seconds (10 minutes)',
      ],
    ],
  ])('refuses %s', (_name, spec, want) => {
    expect(messages(validateCertificateSigningRequestCreate(csr(spec), () => undefined))).toEqual(
      want,
    );
  });
});

describe('validateSignerName', () => {
  it.each<[string, string[]]>([
    ['example.com/my-signer', []],
    ['', [': Required value']],
    [
      'signer',
      [
        ': Invalid value: "signer": must be a fully qualified domain and path of the form \'example.com/signer-name\'',
      ],
    ],
    [
      'example/x',
      [
        ': Invalid value: "example": should be a domain with at least two segments separated by dots',
      ],
    ],
  ])('%j', (name, want) => {
    expect(messages(validateSignerName('', name))).toEqual(want);
  });
});

describe('csrStrategy in the chain', () => {
  it('records the requesting user in the spec before validating admission', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        userInfo: {
          username: 'system:node:node-1',
          groups: ['system:nodes', 'system:authenticated'],
        },
        object: {
          apiVersion: 'certificates.k8s.io/v1',
          kind: 'CertificateSigningRequest',
          metadata: { name: 'node-csr-abc' },
          spec: {
            ...(csr({})['spec'] as JsonObject),
            username: 'admin',
            groups: ['system:masters'],
          },
        },
      },
    });
    expect((r.object as JsonObject)['spec']).toMatchObject({
      username: 'system:node:node-1',
      groups: ['system:nodes', 'system:authenticated'],
    });
  });
});

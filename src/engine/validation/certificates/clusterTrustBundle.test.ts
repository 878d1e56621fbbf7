import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import {
  validateClusterTrustBundle,
  validateClusterTrustBundleUpdate,
} from './clusterTrustBundle.ts';

// A self-signed P-256 certificate for CN=webhook.test (openssl req -x509), as in rootCertPool.test.ts.
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

const ctb = (name: string, spec: JsonObject): JsonObject => ({ metadata: { name }, spec });
const quiet = (): void => {};

// Rows follow pkg/apis/certificates/validation/validation_test.go TestValidateClusterTrustBundle.
describe('validateClusterTrustBundle', () => {
  it.each<[string, string, JsonObject, string[]]>([
    ['a bundle without a signer', 'roots', { trustBundle: CERT }, []],
    [
      'a bundle for a signer',
      'example.com:signer:roots',
      { signerName: 'example.com/signer', trustBundle: CERT },
      [],
    ],
    [
      'a name without the signer prefix',
      'roots',
      { signerName: 'example.com/signer', trustBundle: CERT },
      [
        'metadata.name: Invalid value: "roots": ClusterTrustBundle for signerName example.com/signer must be named with prefix example.com:signer:',
      ],
    ],
    [
      'a colon without a signer',
      'a:b',
      { trustBundle: CERT },
      [
        'metadata.name: Invalid value: "a:b": ClusterTrustBundle without signer name must not have ":" in its name',
      ],
    ],
    [
      'no certificate',
      'roots',
      { trustBundle: '' },
      [
        'spec.trustBundle: Invalid value: "<value omitted>": at least one trust anchor must be provided',
      ],
    ],
    [
      'a key block',
      'roots',
      { trustBundle: CERT + '-----BEGIN PRIVATE KEY-----\nMAMCAQA=\n-----END PRIVATE KEY-----\n' },
      [
        'spec.trustBundle: Invalid value: "<value omitted>": entry 1 has bad block type: PRIVATE KEY',
      ],
    ],
    [
      'a block that is no certificate',
      'roots',
      { trustBundle: '-----BEGIN CERTIFICATE-----\nAQID\n-----END CERTIFICATE-----\n' },
      ['spec.trustBundle: Invalid value: "<value omitted>": entry 0 does not parse as X.509'],
    ],
    [
      'the same certificate twice',
      'roots',
      { trustBundle: CERT + CERT },
      [
        'spec.trustBundle: Invalid value: "<value omitted>": duplicate trust anchor (indices [0 1])',
      ],
    ],
  ])('%s', (_name, name, spec, want) => {
    expect(messages(validateClusterTrustBundle(ctb(name, spec), quiet))).toEqual(want);
  });

  it('says the CA bit is not read', () => {
    const seen: string[] = [];
    validateClusterTrustBundle(ctb('roots', { trustBundle: CERT }), (d) => seen.push(d));
    expect(seen).toHaveLength(1);
  });

  it('keeps the signer, and parses the bundle only when it changed', () => {
    const old = ctb('example.com:signer:roots', {
      signerName: 'example.com/signer',
      trustBundle: 'stored',
    });
    (old['metadata'] as JsonObject)['resourceVersion'] = '1';
    const same = structuredClone(old);
    expect(validateClusterTrustBundleUpdate(same, old, quiet)).toEqual([]);
    const moved = structuredClone(old);
    (moved['spec'] as JsonObject)['signerName'] = 'example.com/other';
    expect(messages(validateClusterTrustBundleUpdate(moved, old, quiet))).toEqual([
      'metadata.name: Invalid value: "example.com:signer:roots": ClusterTrustBundle for signerName example.com/other must be named with prefix example.com:other:',
      'spec.signerName: Invalid value: "example.com/other": field is immutable',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { encodeBase64, utf8Encode } from '../../apimachinery/base64.ts';
import { configuration, run, webhookEntry } from '../../testing/scenario.ts';
import { pemDecode } from './pemDecode.ts';
import { parseCertificateError, restClientError, rootCertPoolError } from './rootCertPool.ts';

// A self-signed P-256 certificate for CN=webhook.test (openssl req -x509).
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
const KEY_BLOCK = '-----BEGIN PRIVATE KEY-----\nMAMCAQA=\n-----END PRIVATE KEY-----\n';
const bytes = (s: string): Uint8Array => utf8Encode(s);
const block = (type: string, der: number[]): string =>
  `-----BEGIN ${type}-----\n${encodeBase64(Uint8Array.from(der))}\n-----END ${type}-----\n`;

describe('pemDecode (encoding/pem Decode)', () => {
  it('finds a certificate block, with or without text before it', () => {
    expect(pemDecode(bytes(CERT)).block?.type).toBe('CERTIFICATE');
    expect(pemDecode(bytes(`subject=CN=webhook.test\n${CERT}`)).block?.type).toBe('CERTIFICATE');
  });

  it.each([
    { name: 'plain text', text: 'placeholder' },
    { name: 'a BEGIN line without END', text: '-----BEGIN CERTIFICATE-----\nMAMCAQA=\n' },
    {
      name: 'an END line of another type',
      text: '-----BEGIN CERTIFICATE-----\nMAMCAQA=\n-----END KEY-----\n',
    },
    {
      name: 'a body that is not base64',
      text: '-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----\n',
    },
    {
      name: 'text after the END dashes',
      text: '-----BEGIN CERTIFICATE-----\nMAMCAQA=\n-----END CERTIFICATE----- x\n',
    },
  ])('finds no block in ', ({ text }) => {
    expect(pemDecode(bytes(text)).block).toBeUndefined();
  });

  it('counts headers and returns the rest after the END line', () => {
    const decoded = pemDecode(
      bytes(
        '-----BEGIN CERTIFICATE-----\nProc-Type: 4,ENCRYPTED\n\nMAMCAQA=\n-----END CERTIFICATE-----\nrest',
      ),
    );
    expect(decoded.block?.headers).toBe(1);
    expect(new TextDecoder().decode(decoded.rest)).toBe('rest');
  });
});

describe('parseCertificateError (x509.ParseCertificate, its outer structure)', () => {
  it.each([
    { name: 'not a SEQUENCE', der: [0x02, 0x01, 0x00], error: 'x509: malformed certificate' },
    {
      name: 'a length past the end',
      der: [0x30, 0x05, 0x30, 0x00],
      error: 'x509: malformed certificate',
    },
    {
      name: 'a non-minimal length',
      der: [0x30, 0x81, 0x02, 0x30, 0x00],
      error: 'x509: malformed certificate',
    },
    {
      name: 'no tbsCertificate SEQUENCE',
      der: [0x30, 0x03, 0x02, 0x01, 0x00],
      error: 'x509: malformed tbs certificate',
    },
    {
      name: 'bytes after the certificate',
      der: [0x30, 0x02, 0x30, 0x00, 0x00],
      error: 'x509: trailing data',
    },
  ])('refuses ', ({ der, error }) => {
    expect(parseCertificateError(Uint8Array.from(der))).toBe(error);
  });
});

describe('rootCertPoolError (client-go transport rootCertPool, createErrorParsingCAData)', () => {
  it.each([
    { name: 'a certificate', text: CERT, error: undefined },
    { name: 'a certificate after a private key', text: KEY_BLOCK + CERT, error: undefined },
    { name: 'nothing', text: '', error: undefined },
    {
      name: 'text that holds no PEM block',
      text: 'placeholder',
      error: 'unable to parse bytes as PEM block',
    },
    { name: 'a newline', text: '\n', error: 'unable to parse bytes as PEM block' },
    {
      name: 'only a private key block, ending the data',
      text: KEY_BLOCK.trimEnd(),
      error: 'no valid certificate authority data seen',
    },
    // What follows the last END line is searched for a block too.
    {
      name: 'only a private key block and text after it',
      text: KEY_BLOCK + 'x',
      error: 'unable to parse bytes as PEM block',
    },
    {
      name: 'a certificate block that is not DER',
      text: block('CERTIFICATE', [0x02, 0x01, 0x00]),
      error: 'failed to parse certificate: x509: malformed certificate',
    },
  ])('answers  with ', ({ text, error }) => {
    expect(rootCertPoolError(bytes(text))).toBe(error);
  });
});

describe('restClientError', () => {
  it('fails a caBundle that decodes to no PEM certificate, in the words ErrCallingWebhook carries', () => {
    expect(restClientError({ url: 'https://w.test/', caBundle: encodeBase64(bytes('test')) })).toBe(
      'could not get REST client: unable to load root certificates: unable to parse bytes as PEM block',
    );
  });

  it('builds a client for a real certificate, or for no caBundle (the system roots)', () => {
    expect(
      restClientError({ url: 'https://w.test/', caBundle: encodeBase64(bytes(CERT)) }),
    ).toBeUndefined();
    expect(restClientError({ url: 'https://w.test/' })).toBeUndefined();
  });
});

describe('a webhook whose caBundle holds no certificate', () => {
  const objects = (failurePolicy: string) => [
    configuration('Validating', 'chart', [
      webhookEntry('placeholder.example.com', {
        failurePolicy,
        clientConfig: { url: 'https://w.test/', caBundle: 'Cg==' },
      }),
    ]),
  ];

  it('fails the call before sending it, and failurePolicy Fail refuses the request', () => {
    const result = run({ objects: objects('Fail') });
    expect(result.status?.message).toBe(
      'Internal error occurred: failed calling webhook "placeholder.example.com": could not get REST client: unable to load root certificates: unable to parse bytes as PEM block',
    );
  });

  it('lets the request through under failurePolicy Ignore', () => {
    const result = run({ objects: objects('Ignore') });
    expect(result.allowed).toBe(true);
    expect(result.trace.find((t) => t.webhook === 'placeholder.example.com')?.outcome).toBe(
      'failed-open',
    );
  });
});

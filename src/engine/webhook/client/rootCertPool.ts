// Whether the API server can build the webhook's HTTPS client from its caBundle: k8s.io/apiserver
// pkg/util/webhook/client.go hookClientConfig appends the caBundle to the client's CAData, and
// rest.UnversionedRESTClientFor builds the transport, whose TLS config loads them as root
// certificates (k8s.io/client-go transport/transport.go TLSConfigFor, rootCertPool,
// createErrorParsingCAData). x509.CertPool.AppendCertsFromPEM keeps every "CERTIFICATE" block without
// headers that x509.ParseCertificate accepts, and fails when it kept none.

import { decodeBase64 } from '../../apimachinery/base64.ts';
import { pemDecode } from './pemDecode.ts';

const SEQUENCE = 0x30;

// cryptobyte.String.ReadASN1Element's rules for one DER element: a definite, minimally encoded length
// of at most four bytes that fits the input. Returns the element's length with its header.
function derElement(
  der: Uint8Array,
  at: number,
  tag: number,
): { header: number; length: number } | undefined {
  if (at + 2 > der.length || der[at] !== tag) return undefined;
  const first = der[at + 1] ?? 0;
  if ((first & 0x80) === 0)
    return at + 2 + first <= der.length ? { header: 2, length: first } : undefined;
  const lenLen = first & 0x7f;
  if (lenLen === 0 || lenLen > 4 || at + 2 + lenLen > der.length) return undefined;
  let length = 0;
  for (let i = 0; i < lenLen; i++) length = length * 256 + (der[at + 2 + i] ?? 0);
  // Not minimal: a short length written long, or a leading zero byte.
  if (length < 128 || (der[at + 2] ?? 0) === 0) return undefined;
  const header = 2 + lenLen;
  return at + header + length <= der.length ? { header, length } : undefined;
}

/**
 * x509.ParseCertificate's first checks (crypto/x509/parser.go parseCertificate): the certificate
 * SEQUENCE, its tbsCertificate SEQUENCE, and no trailing data. A block that passes them counts as a
 * certificate: the fields inside tbsCertificate are not parsed.
 */
export function parseCertificateError(der: Uint8Array): string | undefined {
  const outer = derElement(der, 0, SEQUENCE);
  if (outer === undefined) return 'x509: malformed certificate';
  if (derElement(der, outer.header, SEQUENCE) === undefined)
    return 'x509: malformed tbs certificate';
  if (outer.header + outer.length !== der.length) return 'x509: trailing data';
  return undefined;
}

/** rootCertPool's error for the CA data, or undefined when the pool can be built (or there is no data). */
export function rootCertPoolError(caData: Uint8Array): string | undefined {
  if (caData.length === 0) return undefined;
  let accepted = false;
  for (let rest = caData; ;) {
    const { block, rest: next } = pemDecode(rest);
    if (block === undefined) break;
    rest = next;
    if (
      block.type === 'CERTIFICATE' &&
      block.headers === 0 &&
      parseCertificateError(block.bytes) === undefined
    )
      accepted = true;
  }
  if (accepted) return undefined;
  // createErrorParsingCAData: walks the blocks again and names the first thing wrong.
  for (let rest = caData; rest.length > 0;) {
    const { block, rest: next } = pemDecode(rest);
    if (block === undefined) return 'unable to parse bytes as PEM block';
    rest = next;
    if (block.type !== 'CERTIFICATE' || block.headers !== 0) continue;
    const error = parseCertificateError(block.bytes);
    if (error !== undefined) return `failed to parse certificate: ${error}`;
  }
  return 'no valid certificate authority data seen';
}

/**
 * The error GetRESTClient returns for a webhook's clientConfig, as ErrCallingWebhook's reason words
 * it (`could not get REST client: ...`), or undefined. A caBundle that is not base64 never gets this
 * far (the configuration does not decode), so it is left to the configuration's checks.
 */
export function restClientError(clientConfig: Record<string, unknown>): string | undefined {
  const bundle = clientConfig['caBundle'];
  if (typeof bundle !== 'string') return undefined;
  const caData = decodeBase64(bundle);
  if (caData === undefined) return undefined;
  const error = rootCertPoolError(caData);
  return error === undefined
    ? undefined
    : `could not get REST client: unable to load root certificates: ${error}`;
}

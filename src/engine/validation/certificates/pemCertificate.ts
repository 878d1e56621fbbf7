// Checks a CSR's status.certificate: mirrors pkg/apis/certificates/validation/validation.go
// validateCertificate (release-1.32) — empty, or PEM blocks (encoding/pem Decode in a loop) that are
// all CERTIFICATE blocks without headers, each holding certificates (x509.ParseCertificates), at
// least one block. The X.509 parse stops at parseCertificateError's outer checks: the fields inside
// tbsCertificate are not parsed, which is recorded as not simulated.

import { decodeBase64 } from '../../apimachinery/base64.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { pemDecode } from '../../webhook/client/pemDecode.ts';
import { parseCertificateError } from '../../webhook/client/rootCertPool.ts';

/** validateCertificate on the base64 of status.certificate: the error text, or undefined when valid. */
export function validateCertificate(
  base64: string,
  notSimulated: (detail: string) => void,
): string | undefined {
  if (base64 === '') return undefined;
  let blocks = 0;
  for (let rest = decodeBase64(base64) ?? new Uint8Array(); ;) {
    const { block, rest: next } = pemDecode(rest);
    if (block === undefined) break;
    rest = next;
    if (block.type !== 'CERTIFICATE')
      return `only CERTIFICATE PEM blocks are allowed, found ${goQuote(block.type)}`;
    if (block.headers !== 0) return 'no PEM block headers are permitted';
    blocks++;
    if (block.bytes.length === 0) return 'found CERTIFICATE PEM block containing 0 certificates';
    notSimulated(
      "the X.509 parse of a CSR's status.certificate beyond its outer SEQUENCEs (x509.ParseCertificates)",
    );
    const error = parseCertificateError(block.bytes);
    if (error !== undefined) return error;
  }
  if (blocks === 0) return 'must contain at least one CERTIFICATE PEM block';
  return undefined;
}

// Checks a CSR's status.certificate: mirrors pkg/apis/certificates/validation/validation.go
// validateCertificate (release-1.32) — empty, or PEM blocks that are all CERTIFICATE blocks without
// headers, at least one. Each block's DER must also parse as X.509 certificates
// (x509.ParseCertificates): the playground checks only that it is a DER SEQUENCE and records the rest
// as not simulated.

import { decodeBase64, decodeBase64Go, utf8Decode } from '../../apimachinery/base64.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { readDer } from './der.ts';

interface PemBlock {
  type: string;
  headers: boolean;
  bytes: Uint8Array;
}

// pem.Decode in a loop: well-formed blocks in order (a malformed one ends the walk, as Decode's nil does).
function pemBlocks(text: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  const re = /(?:^|\n)-----BEGIN ([^\n]*?)-----\r?\n([\s\S]*?)\n?-----END \1-----/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const lines = (m[2] ?? '').split('\n');
    const headerLines = lines.filter((l) => l.includes(':'));
    const body = lines
      .filter((l) => !l.includes(':'))
      .join('')
      .replace(/[ \t\r]/g, '');
    const decoded = decodeBase64Go(body);
    if (!decoded.ok) break;
    blocks.push({ type: m[1] ?? '', headers: headerLines.length > 0, bytes: decoded.value });
  }
  return blocks;
}

/** validateCertificate on the base64 of status.certificate: the error text, or undefined when valid. */
export function validateCertificate(
  base64: string,
  notSimulated: (detail: string) => void,
): string | undefined {
  if (base64 === '') return undefined;
  const bytes = decodeBase64(base64);
  const blocks = pemBlocks(bytes === undefined ? '' : utf8Decode(bytes));
  for (const block of blocks) {
    if (block.type !== 'CERTIFICATE')
      return `only CERTIFICATE PEM blocks are allowed, found ${goQuote(block.type)}`;
    if (block.headers) return 'no PEM block headers are permitted';
    notSimulated("the X.509 parse of a CSR's status.certificate (x509.ParseCertificates)");
    if (readDer(block.bytes) === undefined) return 'x509: malformed certificate';
  }
  if (blocks.length === 0) return 'must contain at least one CERTIFICATE PEM block';
  return undefined;
}

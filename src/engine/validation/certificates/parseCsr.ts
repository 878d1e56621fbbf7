// Reads the subject of a CertificateSigningRequest's spec.request (PEM in base64, as JSON carries
// []byte): pkg/apis/certificates/helpers.go ParseCSR, crypto/x509 ParseCertificateRequest and
// pkix.Name.FillFromRDNSequence, reduced to the CommonName and Organization the plugins read.

import { decodeBase64Go, utf8Decode } from '../../apimachinery/base64.ts';
import { readDer, type DerNode } from './der.ts';

/** The subject fields the admission plugins look at. */
export interface CsrSubject {
  commonName: string;
  organization: string[];
}

/** A parsed subject, or the error text ParseCSR returns. */
export type ParsedCsr = { ok: true; subject: CsrSubject } | { ok: false; error: string };

const pemTypeError = 'PEM block type must be CERTIFICATE REQUEST';

// pem.Decode: the first well-formed block wins; its body is base64 once spaces and tabs are removed.
function firstPemBlock(text: string): { type: string; bytes: Uint8Array } | undefined {
  const re = /(?:^|\n)-----BEGIN ([^\n]*?)-----\r?\n([\s\S]*?)\n-----END \1-----/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const body = (m[2] ?? '')
      .split('\n')
      .filter((line) => !line.includes(':'))
      .join('\n')
      .replace(/[ \t]/g, '');
    const decoded = decodeBase64Go(body);
    if (decoded.ok) return { type: m[1] ?? '', bytes: decoded.value };
  }
  return undefined;
}

const OID_COMMON_NAME = '55 04 03';
const OID_ORGANIZATION = '55 04 0a';
const hex = (b: Uint8Array): string => [...b].map((x) => x.toString(16).padStart(2, '0')).join(' ');

// The ASN.1 string types encoding/asn1 returns as Go strings.
function asString(node: DerNode): string | undefined {
  if (node.tag === 0x1e) {
    let s = '';
    for (let i = 0; i + 1 < node.content.length; i += 2)
      s += String.fromCharCode(((node.content[i] ?? 0) << 8) | (node.content[i + 1] ?? 0));
    return s;
  }
  return [0x0c, 0x13, 0x14, 0x16].includes(node.tag) ? utf8Decode(node.content) : undefined;
}

/** Decodes spec.request and returns the subject, or ParseCSR's error (DER errors are approximated). */
export function parseCsr(request: string): ParsedCsr {
  const bytes = decodeBase64Go(request);
  const block = firstPemBlock(bytes.ok ? utf8Decode(bytes.value) : '');
  if (block === undefined || block.type !== 'CERTIFICATE REQUEST')
    return { ok: false, error: pemTypeError };
  const csr = readDer(block.bytes);
  const info = csr?.children?.[0];
  const subject = info?.children?.[1];
  if (
    csr === undefined ||
    csr.tag !== 0x30 ||
    info?.tag !== 0x30 ||
    subject?.tag !== 0x30 ||
    subject.children === undefined
  ) {
    return { ok: false, error: 'asn1: syntax error: data truncated' };
  }
  const out: CsrSubject = { commonName: '', organization: [] };
  for (const rdn of subject.children) {
    for (const atv of rdn.children ?? []) {
      const [type, value] = atv.children ?? [];
      if (type?.tag !== 0x06 || value === undefined) continue;
      const s = asString(value);
      if (s === undefined) continue;
      const oid = hex(type.content);
      // FillFromRDNSequence: the last CommonName wins, every Organization is kept.
      if (oid === OID_COMMON_NAME) out.commonName = s;
      else if (oid === OID_ORGANIZATION) out.organization.push(s);
    }
  }
  return { ok: true, subject: out };
}

// A certificate authority made up for one test run, with node:crypto alone: EC P-256 keys, and
// X.509 v3 certificates whose DER is written here by hand (RFC 5280 §4.1: TBSCertificate,
// ecdsa-with-SHA256, the basicConstraints, keyUsage, extKeyUsage, subjectAltName and key
// identifier extensions). No openssl binary and no package: the live tests run anywhere node does.

import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';

// ---- DER (X.690) ----
const len = (n: number): number[] => {
  if (n < 0x80) return [n];
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  return [0x80 | bytes.length, ...bytes];
};
const tlv = (tag: number, content: Uint8Array | number[]): Uint8Array =>
  Uint8Array.from([tag, ...len(content.length), ...content]);
const cat = (...parts: Uint8Array[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => Array.from(p)));
const seq = (...parts: Uint8Array[]): Uint8Array => tlv(0x30, cat(...parts));
const set = (...parts: Uint8Array[]): Uint8Array => tlv(0x31, cat(...parts));
const explicit = (n: number, inner: Uint8Array): Uint8Array => tlv(0xa0 | n, inner);
const bool = (b: boolean): Uint8Array => tlv(0x01, [b ? 0xff : 0x00]);
const octets = (b: Uint8Array | number[]): Uint8Array => tlv(0x04, b);
const bits = (b: Uint8Array | number[], unused = 0): Uint8Array => tlv(0x03, [unused, ...b]);
const utf8 = (s: string): Uint8Array => tlv(0x0c, Array.from(new TextEncoder().encode(s)));

function integer(bytes: number[]): Uint8Array {
  const trimmed = [...bytes];
  while (trimmed.length > 1 && trimmed[0] === 0 && (trimmed[1] ?? 0) < 0x80) trimmed.shift();
  // Positive: a leading zero when the high bit is set.
  return tlv(0x02, (trimmed[0] ?? 0) >= 0x80 ? [0, ...trimmed] : trimmed);
}

function oid(dotted: string): Uint8Array {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const out = [40 * a + b];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let v = arc >>> 7; v > 0; v >>>= 7) chunk.unshift(0x80 | (v & 0x7f));
    out.push(...chunk);
  }
  return tlv(0x06, out);
}

// UTCTime through 2049, GeneralizedTime after (RFC 5280 §4.1.2.5).
function time(d: Date): Uint8Array {
  const iso = d.toISOString();
  const digits = iso.slice(0, 19).replace(/[-:T]/g, '');
  return d.getUTCFullYear() < 2050
    ? tlv(0x17, Array.from(new TextEncoder().encode(`${digits.slice(2)}Z`)))
    : tlv(0x18, Array.from(new TextEncoder().encode(`${digits}Z`)));
}

function ipBytes(ip: string): number[] {
  if (isIP(ip) === 4) return ip.split('.').map(Number);
  const [head = '', tail = ''] = ip.split('::');
  const groups = (s: string): number[] =>
    s === '' ? [] : s.split(':').map((g) => parseInt(g, 16));
  const h = groups(head);
  const t = ip.includes('::') ? groups(tail) : [];
  const all = [...h, ...Array.from({ length: 8 - h.length - t.length }, () => 0), ...t];
  return all.flatMap((g) => [g >> 8, g & 0xff]);
}

// ---- X.509 ----
const ECDSA_WITH_SHA256 = seq(oid('1.2.840.10045.4.3.2'));
const name = (cn: string): Uint8Array => seq(set(seq(oid('2.5.4.3'), utf8(cn))));
const extension = (id: string, critical: boolean, value: Uint8Array): Uint8Array =>
  seq(oid(id), ...(critical ? [bool(true)] : []), octets(value));
const spki = (key: KeyObject): Uint8Array =>
  new Uint8Array(key.export({ type: 'spki', format: 'der' }));
// RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits (an EC point follows 26 bytes of header).
const keyId = (key: KeyObject): number[] =>
  Array.from(createHash('sha1').update(spki(key).subarray(26)).digest());

const pem = (label: string, der: Uint8Array): string =>
  `-----BEGIN ${label}-----\n${(
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? []
  ).join('\n')}\n-----END ${label}-----\n`;

let serial = 1;

interface CertificateSpec {
  subject: string;
  issuer: string;
  publicKey: KeyObject;
  issuerKey: KeyObject;
  issuerPublicKey: KeyObject;
  ca: boolean;
  dns: string[];
  ips: string[];
  notBefore: Date;
  notAfter: Date;
}

function certificate(spec: CertificateSpec): string {
  const extensions = [
    extension('2.5.29.19', true, spec.ca ? seq(bool(true)) : seq()),
    // keyUsage: digitalSignature (bit 0), plus keyCertSign and cRLSign (bits 5, 6) for a CA.
    extension('2.5.29.15', true, spec.ca ? bits([0x86], 1) : bits([0x80], 7)),
    extension('2.5.29.14', false, octets(keyId(spec.publicKey))),
    extension('2.5.29.35', false, seq(tlv(0x80, keyId(spec.issuerPublicKey)))),
  ];
  if (!spec.ca) {
    // extKeyUsage serverAuth and clientAuth: the same certificate can serve either end.
    extensions.push(
      extension('2.5.29.37', false, seq(oid('1.3.6.1.5.5.7.3.1'), oid('1.3.6.1.5.5.7.3.2'))),
    );
    const names = [
      ...spec.dns.map((d) => tlv(0x82, Array.from(new TextEncoder().encode(d)))),
      ...spec.ips.map((ip) => tlv(0x87, ipBytes(ip))),
    ];
    if (names.length > 0) extensions.push(extension('2.5.29.17', false, seq(...names)));
  }
  const serialBytes = [
    0x10,
    ...Array.from(
      createHash('sha256').update(`${spec.subject}#${serial++}`).digest().subarray(0, 15),
    ),
  ];
  const tbs = seq(
    explicit(0, integer([2])),
    integer(serialBytes),
    ECDSA_WITH_SHA256,
    name(spec.issuer),
    seq(time(spec.notBefore), time(spec.notAfter)),
    name(spec.subject),
    spki(spec.publicKey),
    explicit(3, seq(...extensions)),
  );
  const signature = sign('sha256', tbs, spec.issuerKey);
  return pem('CERTIFICATE', seq(tbs, ECDSA_WITH_SHA256, bits(signature)));
}

/** A key pair and certificate, as PEM. */
export interface Issued {
  certPem: string;
  keyPem: string;
}

/** What a certificate the CA issues is for. */
export interface IssueOptions {
  commonName?: string;
  dns?: string[];
  ips?: string[];
  notBefore?: Date;
  notAfter?: Date;
}

/** A throwaway CA: its own certificate, and certificates it signs. */
export interface ThrowawayCa extends Issued {
  name: string;
  issue(options: IssueOptions): Issued;
}

const DAY = 86_400_000;
const keyPair = (): { publicKey: KeyObject; privateKey: KeyObject } =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' });

/** Makes a new CA; give two CAs different names (Go hints at a same-named root otherwise). */
export function throwawayCa(caName = 'throwaway test CA'): ThrowawayCa {
  const { publicKey, privateKey } = keyPair();
  const now = Date.now();
  const certPem = certificate({
    subject: caName,
    issuer: caName,
    publicKey,
    issuerKey: privateKey,
    issuerPublicKey: publicKey,
    ca: true,
    dns: [],
    ips: [],
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + 30 * DAY),
  });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    name: caName,
    certPem,
    keyPem,
    issue(options) {
      const leaf = keyPair();
      const cert = certificate({
        subject: options.commonName ?? options.dns?.[0] ?? options.ips?.[0] ?? 'webhook',
        issuer: caName,
        publicKey: leaf.publicKey,
        issuerKey: privateKey,
        issuerPublicKey: publicKey,
        ca: false,
        dns: options.dns ?? [],
        ips: options.ips ?? [],
        notBefore: options.notBefore ?? new Date(Date.now() - DAY),
        notAfter: options.notAfter ?? new Date(Date.now() + 30 * DAY),
      });
      return {
        certPem: cert,
        keyPem: leaf.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      };
    },
  };
}

// Verifies a webhook server's certificate in the order Go does and words the failure as Go does
// (golang/go src/crypto/x509/verify.go Certificate.Verify: the leaf's validity period, then the
// host name, then the chain to a root; crypto/tls wraps it as CertificateVerificationError,
// `tls: failed to verify certificate: <x509 error>`). Node (OpenSSL) checks the chain; the period
// and the host name are checked here, so a certificate wrong in several ways fails as Go says.
// Exact: the HostnameError and CertificateInvalidError(Expired) texts. Approximated: Go adds
// `(possibly because of ...)` to "signed by unknown authority" when a root of the same name exists
// but did not sign the certificate; chain errors OpenSSL names otherwise fall back to its words.

import type { DetailedPeerCertificate, TLSSocket } from 'node:tls';
import { X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';

/** RFC 3339 in UTC to the second, as Go's time.Format(time.RFC3339) prints a UTC time. */
export const rfc3339 = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** CertificateInvalidError{Reason: Expired}: now outside [NotBefore, NotAfter]. */
export function expiryError(cert: X509Certificate, nowMs: number): string | undefined {
  const notBefore = Date.parse(cert.validFrom);
  const notAfter = Date.parse(cert.validTo);
  if (nowMs < notBefore)
    return `x509: certificate has expired or is not yet valid: current time ${rfc3339(nowMs)} is before ${rfc3339(notBefore)}`;
  if (nowMs > notAfter)
    return `x509: certificate has expired or is not yet valid: current time ${rfc3339(nowMs)} is after ${rfc3339(notAfter)}`;
  return undefined;
}

// IP.String(): IPv6 compressed (URL serializes it per RFC 5952), IPv4 dotted.
const ipString = (ip: string): string =>
  ip.includes(':') ? new URL(`http://[${ip}]/`).hostname.slice(1, -1) : ip;

/** The SANs Go's HostnameError lists, in certificate order; undefined without the extension. */
function sans(cert: X509Certificate): { dns: string[]; ips: string[] } | undefined {
  if (cert.subjectAltName === undefined) return undefined;
  const dns: string[] = [];
  const ips: string[] = [];
  for (const entry of cert.subjectAltName.split(', ')) {
    if (entry.startsWith('DNS:')) dns.push(entry.slice(4));
    else if (entry.startsWith('IP Address:')) ips.push(ipString(entry.slice(11)));
  }
  return { dns, ips };
}

const commonName = (cert: X509Certificate): string => /^CN=(.*)$/m.exec(cert.subject)?.[1] ?? '';

/** Certificate.VerifyHostname(host): undefined when it matches, else HostnameError.Error(). */
export function hostnameError(cert: X509Certificate, host: string): string | undefined {
  const names = sans(cert);
  const ip = isIP(host) !== 0;
  // Go never falls back to the Common Name (since 1.15): no SAN extension, no match.
  const matches =
    names !== undefined &&
    (ip
      ? cert.checkIP(host) !== undefined
      : cert.checkHost(host, {
          subject: 'never',
          partialWildcards: false,
          multiLabelWildcards: false,
          singleLabelSubdomains: false,
        }) !== undefined);
  if (matches) return undefined;
  if (names === undefined && commonName(cert).toLowerCase() === host.toLowerCase()) {
    return 'x509: certificate relies on legacy Common Name field, use SANs instead';
  }
  let valid: string;
  if (ip) {
    if ((names?.ips ?? []).length === 0)
      return `x509: cannot validate certificate for ${host} because it doesn't contain any IP SANs`;
    valid = (names?.ips ?? []).join(', ');
  } else valid = (names?.dns ?? []).join(', ');
  if (valid === '')
    return `x509: certificate is not valid for any names, but wanted to match ${host}`;
  return `x509: certificate is valid for ${valid}, not ${host}`;
}

// OpenSSL's verdicts on the chain, in Go's words.
const UNKNOWN_AUTHORITY = new Set([
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
]);

function chainError(code: string, chain: X509Certificate[], nowMs: number): string {
  if (UNKNOWN_AUTHORITY.has(code)) return 'x509: certificate signed by unknown authority';
  if (code === 'CERT_HAS_EXPIRED' || code === 'CERT_NOT_YET_VALID') {
    for (const cert of chain) {
      const expired = expiryError(cert, nowMs);
      if (expired !== undefined) return expired;
    }
  }
  if (code === 'INVALID_CA')
    return 'x509: certificate is not authorized to sign other certificates';
  if (code === 'INVALID_PURPOSE') return 'x509: certificate specifies an incompatible key usage';
  return `x509: ${code.toLowerCase().replace(/_/g, ' ')}`;
}

// The peer's chain as sent, leaf first.
function peerChain(socket: TLSSocket): X509Certificate[] {
  const out: X509Certificate[] = [];
  let cert: DetailedPeerCertificate | undefined = socket.getPeerCertificate(true);
  const seen = new Set<string>();
  while (cert?.raw !== undefined && !seen.has(cert.fingerprint256)) {
    seen.add(cert.fingerprint256);
    out.push(new X509Certificate(cert.raw));
    cert = cert.issuerCertificate;
  }
  return out;
}

/** Go's verdict on a connected socket (made with rejectUnauthorized false): undefined, or its error. */
export function verifyPeer(
  socket: TLSSocket,
  serverName: string,
  nowMs: number,
): string | undefined {
  const chain = peerChain(socket);
  const leaf = chain[0];
  const problem =
    leaf === undefined
      ? 'x509: certificate signed by unknown authority'
      : (expiryError(leaf, nowMs) ??
        hostnameError(leaf, serverName) ??
        (socket.authorized
          ? undefined
          : chainError(String(socket.authorizationError), chain, nowMs)));
  return problem === undefined ? undefined : `tls: failed to verify certificate: ${problem}`;
}

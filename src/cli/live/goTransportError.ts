// Words a failed connection as Go's net/http client does, the text after `Post "<url>": `
// (net.OpError "dial tcp <addr>: connect: <errno>", net.DNSError "lookup <host> on <server>: no
// such host", crypto/tls alertError "remote error: tls: <alert>", net/http's
// "server gave HTTP response to HTTPS client", io.EOF).
// Exact: refused / unreachable (with the address actually dialled), EOF, the TLS alert names.
// Approximated: the DNS server named is this machine's first resolver (the API server names its
// own); a reset is worded without the local address when Node does not know it; a non-TLS
// server that does not speak HTTP is taken for one that does.

import { getServers } from 'node:dns';
import { joinHostPort } from './target.ts';

interface NodeError extends Error {
  code?: string;
  syscall?: string;
  address?: string;
  port?: number;
  hostname?: string;
  errors?: unknown[];
}

// syscall.Errno texts for the connect errors.
const CONNECT_ERRNO: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  EHOSTUNREACH: 'no route to host',
  ENETUNREACH: 'network is unreachable',
  ETIMEDOUT: 'connection timed out',
  EADDRNOTAVAIL: 'cannot assign requested address',
};

// crypto/tls alert.go names for the alerts OpenSSL reports as ERR_SSL_*_ALERT_<NAME>.
const GO_ALERT: Record<string, string> = {
  CERTIFICATE_REQUIRED: 'certificate required',
  BAD_CERTIFICATE: 'bad certificate',
  UNSUPPORTED_CERTIFICATE: 'unsupported certificate',
  CERTIFICATE_REVOKED: 'revoked certificate',
  CERTIFICATE_EXPIRED: 'expired certificate',
  CERTIFICATE_UNKNOWN: 'unknown certificate',
  UNKNOWN_CA: 'unknown certificate authority',
  ACCESS_DENIED: 'access denied',
  DECODE_ERROR: 'error decoding message',
  DECRYPT_ERROR: 'error decrypting message',
  PROTOCOL_VERSION: 'protocol version not supported',
  INSUFFICIENT_SECURITY: 'insufficient security level',
  INTERNAL_ERROR: 'internal error',
  HANDSHAKE_FAILURE: 'handshake failure',
  ILLEGAL_PARAMETER: 'illegal parameter',
  NO_APPLICATION_PROTOCOL: 'no application protocol',
  UNRECOGNIZED_NAME: 'unrecognized name',
  UNEXPECTED_MESSAGE: 'unexpected message',
};

// Go's resolver names the DNS server it asked, with its port.
function resolver(): string {
  const server = getServers()[0] ?? '127.0.0.1';
  return /^\[.*\]:\d+$|^[^:]+:\d+$/.test(server) ? server : joinHostPort(server, 53);
}

/** Go's text for a Node connection or TLS error; `socket` gives the addresses of a reset. */
export function goTransportError(
  e: NodeError,
  socket?: {
    localAddress?: string | undefined;
    localPort?: number | undefined;
    remoteAddress?: string | undefined;
    remotePort?: number | undefined;
  },
): string {
  // Happy eyeballs: Go reports the first address's error.
  if (Array.isArray(e.errors) && e.errors[0] instanceof Error)
    return goTransportError(e.errors[0] as NodeError, socket);
  const code = e.code ?? '';
  const errno = CONNECT_ERRNO[code];
  if (errno !== undefined && e.syscall === 'connect' && e.address !== undefined) {
    return `dial tcp ${joinHostPort(e.address, e.port ?? 0)}: connect: ${errno}`;
  }
  if (code === 'ENOTFOUND')
    return `dial tcp: lookup ${e.hostname ?? ''} on ${resolver()}: no such host`;
  if (code === 'EAI_AGAIN')
    return `dial tcp: lookup ${e.hostname ?? ''} on ${resolver()}: server misbehaving`;
  const alert = /^ERR_SSL_(?:SSLV3|TLSV1|TLSV13)_ALERT_(.+)$/.exec(code)?.[1];
  if (alert !== undefined)
    return `remote error: tls: ${GO_ALERT[alert] ?? alert.toLowerCase().replace(/_/g, ' ')}`;
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || code === 'ERR_SSL_PACKET_LENGTH_TOO_LONG')
    return 'http: server gave HTTP response to HTTPS client';
  // The server closed the connection without answering.
  if (code === 'ECONNRESET' && e.message === 'socket hang up') return 'EOF';
  if (code === 'ECONNRESET' || code === 'EPIPE') {
    const op = code === 'EPIPE' ? 'write' : 'read';
    const text = code === 'EPIPE' ? 'broken pipe' : 'connection reset by peer';
    const remote =
      socket?.remoteAddress !== undefined
        ? joinHostPort(socket.remoteAddress, socket.remotePort ?? 0)
        : undefined;
    const local =
      socket?.localAddress !== undefined
        ? joinHostPort(socket.localAddress, socket.localPort ?? 0)
        : undefined;
    return remote !== undefined && local !== undefined
      ? `${op} tcp ${local}->${remote}: ${op}: ${text}`
      : `${op}: ${text}`;
  }
  return e.message;
}

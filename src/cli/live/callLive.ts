// Posts a webhook's AdmissionReview to its real server (`run --live`), as the API server's webhook
// client does: HTTP/1.1 over TLS (client.go sets NextProtos http/1.1), the caBundle as the only
// roots when given (else the default ones), the client certificate when given, the call's own
// deadline over dialling, handshake and answer alike, and the headers client-go sends. The
// certificate is checked once the handshake is done and before a byte of the review is sent.

import { request } from 'node:https';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { connect, type TLSSocket } from 'node:tls';
import type { Duplex } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import type { HttpOutcome, LiveCall } from '../../engine/index.ts';
import { goTransportError } from './goTransportError.ts';
import { targetOf, type ServiceMappings } from './target.ts';
import { verifyPeer } from './verifyPeer.ts';

/** How live calls connect (the `run --live` flags). */
export interface LiveOptions {
  services?: ServiceMappings;
  /** Skip verifying the server's certificate (--insecure). */
  insecure?: boolean;
  /** PEM client certificate and key (--client-cert, --client-key). */
  clientCert?: Buffer;
  clientKey?: Buffer;
  /** The clock certificates are checked against; tests move it. */
  now?: () => number;
}

// What client-go sends: rest.Request.Body's Content-Type, setAcceptHeader's "<type>, */*", the
// webhook authentication resolver's user agent; Go's transport asks for gzip.
const HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, */*',
  'User-Agent': 'kube-apiserver-admission',
  'Accept-Encoding': 'gzip',
};

const caBundleOf = (call: LiveCall): Buffer | undefined => {
  const bundle = call.clientConfig['caBundle'];
  return typeof bundle === 'string' && bundle !== '' ? Buffer.from(bundle, 'base64') : undefined;
};

/** Makes the `callLive` server of runScenarioAsync. */
export function callLive(options: LiveOptions = {}): (call: LiveCall) => Promise<HttpOutcome> {
  const services = options.services ?? new Map();
  const now = options.now ?? Date.now;
  return (call) =>
    new Promise((resolve) => {
      const started = performance.now();
      const elapsed = (): number => performance.now() - started;
      const target = targetOf(call, services);
      let socket: TLSSocket | undefined;
      let req: ClientRequest | undefined;
      let settled = false;
      const settle = (outcome: HttpOutcome): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        req?.destroy();
        socket?.destroy();
        resolve(outcome);
      };
      const fail = (e: Error): void =>
        settle({ kind: 'transport', error: goTransportError(e, socket), durationMs: elapsed() });
      if (call.timeoutMs <= 0) {
        settle({ kind: 'timeout', durationMs: 0 });
        return;
      }
      const timer = setTimeout(
        () => settle({ kind: 'timeout', durationMs: elapsed() }),
        call.timeoutMs,
      );

      // The connection is handed to the request only once the certificate passed.
      const createConnection = (
        _: unknown,
        done: (err: Error | null, stream?: Duplex) => void,
      ): undefined => {
        const ca = caBundleOf(call);
        socket = connect({
          host: target.dialHost,
          port: target.dialPort,
          // SNI carries host names only, as in Go.
          ...(isIP(target.serverName) === 0 && { servername: target.serverName }),
          ALPNProtocols: ['http/1.1'],
          rejectUnauthorized: false,
          checkServerIdentity: () => undefined,
          ...(ca !== undefined && { ca }),
          ...(options.clientCert !== undefined && { cert: options.clientCert }),
          ...(options.clientKey !== undefined && { key: options.clientKey }),
        });
        socket.once('error', fail);
        socket.once('secureConnect', () => {
          const problem =
            options.insecure === true || socket === undefined
              ? undefined
              : verifyPeer(socket, target.serverName, now());
          if (problem !== undefined)
            settle({ kind: 'transport', error: problem, durationMs: elapsed() });
          else if (socket !== undefined) done(null, socket);
        });
        return undefined;
      };

      const body = JSON.stringify(call.review);
      req = request(target.url, {
        method: 'POST',
        headers: { ...HEADERS, 'Content-Length': Buffer.byteLength(body), Host: target.hostHeader },
        createConnection: createConnection as never,
      });
      req.on('error', fail);
      req.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', fail);
        res.on('end', () => {
          let raw = Buffer.concat(chunks);
          try {
            if (res.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
          } catch (e) {
            fail(e as Error);
            return;
          }
          const contentType = res.headers['content-type'] ?? '';
          settle({
            kind: 'response',
            statusCode: res.statusCode ?? 0,
            contentType,
            body: raw.toString('utf8'),
            durationMs: elapsed(),
          });
        });
      });
      req.end(body);
    });
}

// A real HTTPS webhook server on loopback for the live tests: it answers each AdmissionReview with
// what `answer` says (a response, a raw HTTP reply, silence), and remembers what it was sent.

import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Issued } from './throwawayCa.ts';

type Json = Record<string, unknown>;

/** What the server does with one review. */
export type Answer =
  /** An AdmissionResponse, wrapped into a review with the request's uid. */
  | { response: Json }
  /** A raw reply. */
  | { status: number; body: string; contentType?: string }
  /** Never answers. */
  | { hang: true }
  /** Closes the connection without a word. */
  | { drop: true };

/** One request the server received. */
export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  review: Json;
  /** The client certificate's subject CN, when one was presented. */
  clientCn?: string;
}

export interface WebhookServer {
  port: number;
  received: Received[];
  close(): Promise<void>;
}

/** Starts a server with a certificate; `requestCert` with `ca` demands client certificates. */
export async function startWebhookServer(
  tls: Issued & { ca?: string; requestCert?: boolean },
  answer: (review: Json, n: number) => Answer,
): Promise<WebhookServer> {
  const received: Received[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const review = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
      const peer = (req.socket as import('node:tls').TLSSocket).getPeerCertificate?.();
      const clientCn =
        peer !== undefined && 'subject' in peer && peer.subject !== undefined
          ? peer.subject.CN
          : undefined;
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        review,
        ...(clientCn !== undefined && { clientCn: String(clientCn) }),
      });
      const a = answer(review, received.length - 1);
      if ('hang' in a) return;
      if ('drop' in a) {
        req.socket.destroy();
        return;
      }
      if ('response' in a) {
        const request = review['request'] as Json;
        const body = JSON.stringify({
          apiVersion: review['apiVersion'],
          kind: 'AdmissionReview',
          response: { uid: request['uid'], ...a.response },
        });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
        return;
      }
      res
        .writeHead(a.status, a.contentType === undefined ? {} : { 'Content-Type': a.contentType })
        .end(a.body);
    });
  };
  const server: Server = createServer(
    {
      cert: tls.certPem,
      key: tls.keyPem,
      ...(tls.ca !== undefined && { ca: tls.ca }),
      requestCert: tls.requestCert === true,
      rejectUnauthorized: tls.requestCert === true,
    },
    handle,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveCall } from '../../engine/index.ts';
import { callLive } from './callLive.ts';
import { throwawayCa } from './testing/throwawayCa.ts';
import { startWebhookServer, type WebhookServer } from './testing/webhookServer.ts';

const ca = throwawayCa('live test CA');
const otherCa = throwawayCa('some other CA');
const b64 = (pem: string): string => Buffer.from(pem).toString('base64');
const review = {
  apiVersion: 'admission.k8s.io/v1',
  kind: 'AdmissionReview',
  request: { uid: 'u-1' },
};

const liveCall = (
  url: string,
  clientConfig: Record<string, unknown>,
  timeoutMs = 5_000,
): LiveCall => ({
  kind: 'live',
  id: 'c/h/0#0',
  webhook: 'h.example.com',
  configuration: 'c',
  mutating: false,
  review,
  url,
  timeoutMs,
  clientConfig: clientConfig as LiveCall['clientConfig'],
});

// A port nothing listens on: bind one, note it, close it.
async function closedPort(): Promise<number> {
  const s = createTcpServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('callLive against a real HTTPS server', () => {
  let server: WebhookServer;
  let hanging: WebhookServer;
  beforeAll(async () => {
    server = await startWebhookServer(
      ca.issue({ dns: ['hook.webhooks.svc', 'localhost'], ips: ['127.0.0.1'] }),
      () => ({ response: { allowed: true } }),
    );
    hanging = await startWebhookServer(ca.issue({ ips: ['127.0.0.1'] }), () => ({ hang: true }));
  });
  afterAll(async () => {
    await server.close();
    await hanging.close();
  });

  it('posts the review with the headers client-go sends and returns the answer', async () => {
    const url = `https://127.0.0.1:${server.port}/validate?timeout=5s`;
    const out = await callLive()(
      liveCall(url, {
        url: `https://127.0.0.1:${server.port}/validate`,
        caBundle: b64(ca.certPem),
      }),
    );
    expect(out).toMatchObject({
      kind: 'response',
      statusCode: 200,
      contentType: 'application/json',
    });
    expect(out.kind === 'response' && JSON.parse(out.body)).toEqual({
      apiVersion: 'admission.k8s.io/v1',
      kind: 'AdmissionReview',
      response: { uid: 'u-1', allowed: true },
    });
    const got = server.received.at(-1);
    expect(got?.path).toBe('/validate?timeout=5s');
    expect(got?.review).toEqual(review);
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['accept']).toBe('application/json, */*');
    expect(got?.headers['host']).toBe(`127.0.0.1:${server.port}`);
  });

  it('words a refused connection with the address dialled', async () => {
    const port = await closedPort();
    const out = await callLive()(
      liveCall(`https://127.0.0.1:${port}/?timeout=5s`, { url: `https://127.0.0.1:${port}/` }),
    );
    expect(out).toMatchObject({
      kind: 'transport',
      error: `dial tcp 127.0.0.1:${port}: connect: connection refused`,
    });
  });

  it('refuses a certificate of another CA as Go does, sending nothing', async () => {
    const before = server.received.length;
    const out = await callLive()(
      liveCall(`https://127.0.0.1:${server.port}/`, {
        url: `https://127.0.0.1:${server.port}/`,
        caBundle: b64(otherCa.certPem),
      }),
    );
    expect(out).toMatchObject({
      kind: 'transport',
      error: 'tls: failed to verify certificate: x509: certificate signed by unknown authority',
    });
    expect(server.received.length).toBe(before);
  });

  it('checks the host name before the chain, as Go does', async () => {
    const out = await callLive()(
      liveCall(`https://localhost:${server.port}/`, {
        url: `https://localhost:${server.port}/`,
        caBundle: b64(otherCa.certPem),
      }),
    );
    // localhost is in the certificate: the chain is what fails.
    expect(out).toMatchObject({
      error: 'tls: failed to verify certificate: x509: certificate signed by unknown authority',
    });
    const wrong = await callLive({
      services: new Map([['webhooks/other', { host: '127.0.0.1', port: server.port }]]),
    })(
      liveCall(`https://other.webhooks.svc:443/?timeout=5s`, {
        service: { namespace: 'webhooks', name: 'other' },
        caBundle: b64(otherCa.certPem),
      }),
    );
    expect(wrong).toMatchObject({
      error:
        'tls: failed to verify certificate: x509: certificate is valid for hook.webhooks.svc, localhost, not other.webhooks.svc',
    });
  });

  it('maps a service to a local port, verifying the service name', async () => {
    const before = server.received.length;
    const out = await callLive({
      services: new Map([['webhooks/hook', { host: '127.0.0.1', port: server.port }]]),
    })(
      liveCall('https://hook.webhooks.svc:443/mutate?timeout=5s', {
        service: { namespace: 'webhooks', name: 'hook', path: '/mutate' },
        caBundle: b64(ca.certPem),
      }),
    );
    expect(out).toMatchObject({ kind: 'response', statusCode: 200 });
    expect(server.received.length).toBe(before + 1);
    expect(server.received.at(-1)?.headers['host']).toBe('hook.webhooks.svc:443');
    expect(server.received.at(-1)?.path).toBe('/mutate?timeout=5s');
  });

  it('skips verification with --insecure', async () => {
    const out = await callLive({ insecure: true })(
      liveCall(`https://127.0.0.1:${server.port}/`, {
        url: `https://127.0.0.1:${server.port}/`,
        caBundle: b64(otherCa.certPem),
      }),
    );
    expect(out).toMatchObject({ kind: 'response', statusCode: 200 });
  });

  it("words an expired certificate with Go's times", async () => {
    const expired = await startWebhookServer(
      ca.issue({
        ips: ['127.0.0.1'],
        notBefore: new Date('2020-01-01T00:00:00Z'),
        notAfter: new Date('2021-01-01T00:00:00Z'),
      }),
      () => ({ response: { allowed: true } }),
    );
    try {
      const now = Date.parse('2026-11-22T10:00:00.700Z');
      const out = await callLive({ now: () => now })(
        liveCall(`https://127.0.0.1:${expired.port}/`, {
          url: `https://127.0.0.1:${expired.port}/`,
          caBundle: b64(ca.certPem),
        }),
      );
      expect(out).toMatchObject({
        error:
          'tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2026-11-22T10:00:00Z is after 2021-01-01T00:00:00Z',
      });
      expect(expired.received).toEqual([]);
    } finally {
      await expired.close();
    }
  });

  it('says which IP SANs a certificate lacks', async () => {
    const dnsOnly = await startWebhookServer(ca.issue({ dns: ['hook.example.com'] }), () => ({
      response: { allowed: true },
    }));
    try {
      const out = await callLive()(
        liveCall(`https://127.0.0.1:${dnsOnly.port}/`, {
          url: `https://127.0.0.1:${dnsOnly.port}/`,
          caBundle: b64(ca.certPem),
        }),
      );
      expect(out).toMatchObject({
        error:
          "tls: failed to verify certificate: x509: cannot validate certificate for 127.0.0.1 because it doesn't contain any IP SANs",
      });
    } finally {
      await dnsOnly.close();
    }
  });

  it('presents the client certificate when given', async () => {
    const clientCa = throwawayCa('client CA');
    const mtls = await startWebhookServer(
      { ...ca.issue({ ips: ['127.0.0.1'] }), ca: clientCa.certPem, requestCert: true },
      () => ({ response: { allowed: true } }),
    );
    try {
      const client = clientCa.issue({ commonName: 'kube-apiserver' });
      const config = { url: `https://127.0.0.1:${mtls.port}/`, caBundle: b64(ca.certPem) };
      const out = await callLive({
        clientCert: Buffer.from(client.certPem),
        clientKey: Buffer.from(client.keyPem),
      })(liveCall(`https://127.0.0.1:${mtls.port}/`, config));
      expect(out).toMatchObject({ kind: 'response', statusCode: 200 });
      expect(mtls.received.at(-1)?.clientCn).toBe('kube-apiserver');
      const without = await callLive()(liveCall(`https://127.0.0.1:${mtls.port}/`, config));
      expect(without).toMatchObject({
        kind: 'transport',
        error: 'remote error: tls: certificate required',
      });
    } finally {
      await mtls.close();
    }
  });

  it("gives up at the call's deadline", async () => {
    const out = await callLive()(
      liveCall(
        `https://127.0.0.1:${hanging.port}/`,
        { url: `https://127.0.0.1:${hanging.port}/`, caBundle: b64(ca.certPem) },
        300,
      ),
    );
    expect(out.kind).toBe('timeout');
    expect(out.durationMs).toBeGreaterThanOrEqual(290);
  });

  it('words a plain-HTTP server as Go does', async () => {
    const plain = createHttpServer((_, res) => res.end('{}'));
    await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
    const { port } = plain.address() as AddressInfo;
    try {
      const out = await callLive()(
        liveCall(`https://127.0.0.1:${port}/`, { url: `https://127.0.0.1:${port}/` }),
      );
      expect(out).toMatchObject({
        kind: 'transport',
        error: 'http: server gave HTTP response to HTTPS client',
      });
    } finally {
      plain.closeAllConnections();
      await new Promise<void>((r) => plain.close(() => r()));
    }
  });

  it('words a connection closed without an answer as EOF', async () => {
    const dropping = await startWebhookServer(ca.issue({ ips: ['127.0.0.1'] }), () => ({
      drop: true,
    }));
    try {
      const out = await callLive()(
        liveCall(`https://127.0.0.1:${dropping.port}/`, {
          url: `https://127.0.0.1:${dropping.port}/`,
          caBundle: b64(ca.certPem),
        }),
      );
      expect(out).toMatchObject({ kind: 'transport', error: 'EOF' });
    } finally {
      await dropping.close();
    }
  });

  it('words an unknown host as a failed lookup', async () => {
    const out = await callLive()(
      liveCall('https://no-such-host.invalid/?timeout=5s', {
        url: 'https://no-such-host.invalid/',
      }),
    );
    expect(out.kind === 'transport' && out.error).toMatch(
      /^dial tcp: lookup no-such-host\.invalid on \S+:\d+: (no such host|server misbehaving)$/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { LiveCall } from '../../engine/index.ts';
import { goTransportError } from './goTransportError.ts';
import { parseServiceMapping, targetOf } from './target.ts';

const call = (url: string, clientConfig: Record<string, unknown>): LiveCall =>
  ({
    kind: 'live',
    id: 'x',
    webhook: 'w',
    configuration: 'c',
    mutating: false,
    review: {},
    url,
    timeoutMs: 1,
    clientConfig,
  }) as LiveCall;

describe('parseServiceMapping', () => {
  it.each([
    {
      arg: 'webhooks/hook=127.0.0.1:9443',
      want: { key: 'webhooks/hook', host: '127.0.0.1', port: 9443 },
    },
    { arg: 'ns/svc=localhost:8443', want: { key: 'ns/svc', host: 'localhost', port: 8443 } },
    { arg: 'ns/svc=[::1]:8443', want: { key: 'ns/svc', host: '::1', port: 8443 } },
  ])('reads $arg', ({ arg, want }) => {
    expect(parseServiceMapping(arg)).toEqual(want);
  });
  it.each([
    'svc=127.0.0.1:1',
    'ns/svc=127.0.0.1',
    'ns/svc=:443',
    'ns/svc=h:0',
    'ns/svc=h:70000',
    'a/b/c=h:1',
    'ns/svc=::1:443',
  ])('refuses %s', (arg) => {
    expect(parseServiceMapping(arg)).toBeUndefined();
  });
});

describe('targetOf', () => {
  it('dials a URL as given, 443 by default, verifying its host', () => {
    expect(
      targetOf(
        call('https://hook.example.com/x?timeout=10s', { url: 'https://hook.example.com/x' }),
        new Map(),
      ),
    ).toMatchObject({
      dialHost: 'hook.example.com',
      dialPort: 443,
      serverName: 'hook.example.com',
      hostHeader: 'hook.example.com',
    });
    expect(
      targetOf(call('https://[::1]:9443/?timeout=1s', { url: 'https://[::1]:9443/' }), new Map()),
    ).toMatchObject({
      dialHost: '::1',
      dialPort: 9443,
      serverName: '::1',
      hostHeader: '[::1]:9443',
    });
  });

  it('sends a mapped service to its local port, keeping the service name for TLS and Host', () => {
    const services = new Map([['webhooks/hook', { host: '127.0.0.1', port: 9443 }]]);
    const t = targetOf(
      call('https://hook.webhooks.svc:443/mutate?timeout=10s', {
        service: { namespace: 'webhooks', name: 'hook', path: '/mutate' },
      }),
      services,
    );
    expect(t).toMatchObject({
      dialHost: '127.0.0.1',
      dialPort: 9443,
      serverName: 'hook.webhooks.svc',
      hostHeader: 'hook.webhooks.svc:443',
    });
    expect(`${t.url.pathname}${t.url.search}`).toBe('/mutate?timeout=10s');
    // Without a mapping the service's own name is dialled (and fails to resolve outside the cluster).
    expect(
      targetOf(
        call('https://other.webhooks.svc:8443/?timeout=10s', {
          service: { namespace: 'webhooks', name: 'other', port: 8443 },
        }),
        services,
      ),
    ).toMatchObject({
      dialHost: 'other.webhooks.svc',
      dialPort: 8443,
    });
  });
});

describe('goTransportError', () => {
  const err = (fields: Record<string, unknown>, message = 'x'): Error =>
    Object.assign(new Error(message), fields);
  it.each([
    {
      name: 'refused',
      e: err({ code: 'ECONNREFUSED', syscall: 'connect', address: '10.0.0.1', port: 443 }),
      want: 'dial tcp 10.0.0.1:443: connect: connection refused',
    },
    {
      name: 'refused over IPv6',
      e: err({ code: 'ECONNREFUSED', syscall: 'connect', address: '::1', port: 9443 }),
      want: 'dial tcp [::1]:9443: connect: connection refused',
    },
    {
      name: 'unreachable',
      e: err({ code: 'EHOSTUNREACH', syscall: 'connect', address: '10.0.0.9', port: 443 }),
      want: 'dial tcp 10.0.0.9:443: connect: no route to host',
    },
    {
      name: 'the first of several addresses',
      e: Object.assign(
        new AggregateError([
          err({ code: 'ECONNREFUSED', syscall: 'connect', address: '::1', port: 1 }),
          err({ code: 'ECONNREFUSED', syscall: 'connect', address: '127.0.0.1', port: 1 }),
        ]),
        { code: 'ECONNREFUSED' },
      ),
      want: 'dial tcp [::1]:1: connect: connection refused',
    },
    {
      name: 'a TLS 1.3 alert',
      e: err({ code: 'ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED' }),
      want: 'remote error: tls: certificate required',
    },
    {
      name: 'a TLS 1.2 alert',
      e: err({ code: 'ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE' }),
      want: 'remote error: tls: bad certificate',
    },
    {
      name: 'an unknown-CA alert',
      e: err({ code: 'ERR_SSL_TLSV1_ALERT_UNKNOWN_CA' }),
      want: 'remote error: tls: unknown certificate authority',
    },
    {
      name: 'a plain HTTP server',
      e: err({ code: 'ERR_SSL_WRONG_VERSION_NUMBER' }),
      want: 'http: server gave HTTP response to HTTPS client',
    },
    { name: 'a closed connection', e: err({ code: 'ECONNRESET' }, 'socket hang up'), want: 'EOF' },
    { name: 'something else', e: err({ code: 'EWHATEVER' }, 'odd failure'), want: 'odd failure' },
  ])('words $name', ({ e, want }) => {
    expect(goTransportError(e)).toBe(want);
  });

  it('words a reset with both ends of the connection', () => {
    const e = err({ code: 'ECONNRESET', syscall: 'read' }, 'read ECONNRESET');
    expect(
      goTransportError(e, {
        localAddress: '127.0.0.1',
        localPort: 50000,
        remoteAddress: '127.0.0.1',
        remotePort: 9443,
      }),
    ).toBe('read tcp 127.0.0.1:50000->127.0.0.1:9443: read: connection reset by peer');
  });

  it('words a failed lookup with a resolver address', () => {
    expect(goTransportError(err({ code: 'ENOTFOUND', hostname: 'hook.webhooks.svc' }))).toMatch(
      /^dial tcp: lookup hook\.webhooks\.svc on (\[[0-9a-f:]+\]|[\d.]+):\d+: no such host$/,
    );
  });
});

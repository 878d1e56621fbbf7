import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expiryError, hostnameError, rfc3339 } from './verifyPeer.ts';
import { throwawayCa } from './testing/throwawayCa.ts';

const ca = throwawayCa('verify test CA');
const cert = (options: Parameters<typeof ca.issue>[0]): X509Certificate =>
  new X509Certificate(ca.issue(options).certPem);

describe('hostnameError (Go HostnameError)', () => {
  const both = cert({ dns: ['hook.example.com', '*.webhooks.svc'], ips: ['127.0.0.1', '::1'] });
  it.each(['hook.example.com', 'HOOK.example.com', 'x.webhooks.svc', '127.0.0.1', '::1'])(
    'accepts %s',
    (host) => {
      expect(hostnameError(both, host)).toBeUndefined();
    },
  );
  it.each([
    {
      host: 'a.b.webhooks.svc',
      want: 'x509: certificate is valid for hook.example.com, *.webhooks.svc, not a.b.webhooks.svc',
    },
    {
      host: 'webhooks.svc',
      want: 'x509: certificate is valid for hook.example.com, *.webhooks.svc, not webhooks.svc',
    },
    { host: '10.0.0.1', want: 'x509: certificate is valid for 127.0.0.1, ::1, not 10.0.0.1' },
  ])('refuses $host', ({ host, want }) => {
    expect(hostnameError(both, host)).toBe(want);
  });

  it('names the missing IP SANs and the missing names', () => {
    expect(hostnameError(cert({ dns: ['a.example.com'] }), '127.0.0.1')).toBe(
      "x509: cannot validate certificate for 127.0.0.1 because it doesn't contain any IP SANs",
    );
    expect(hostnameError(cert({ ips: ['127.0.0.1'] }), 'a.example.com')).toBe(
      'x509: certificate is not valid for any names, but wanted to match a.example.com',
    );
  });

  it('never falls back to the Common Name', () => {
    const cnOnly = cert({ commonName: 'legacy.example.com' });
    expect(hostnameError(cnOnly, 'legacy.example.com')).toBe(
      'x509: certificate relies on legacy Common Name field, use SANs instead',
    );
    expect(hostnameError(cnOnly, 'other.example.com')).toBe(
      'x509: certificate is not valid for any names, but wanted to match other.example.com',
    );
  });
});

describe('expiryError (Go CertificateInvalidError Expired)', () => {
  const c = cert({
    dns: ['a'],
    notBefore: new Date('2025-01-01T00:00:00Z'),
    notAfter: new Date('2026-01-01T00:00:00Z'),
  });
  it('passes inside the period', () => {
    expect(expiryError(c, Date.parse('2025-06-01T00:00:00Z'))).toBeUndefined();
  });
  it('words both ends in RFC 3339 UTC', () => {
    expect(expiryError(c, Date.parse('2026-03-04T05:06:07.999Z'))).toBe(
      'x509: certificate has expired or is not yet valid: current time 2026-03-04T05:06:07Z is after 2026-01-01T00:00:00Z',
    );
    expect(expiryError(c, Date.parse('2024-12-31T23:59:59Z'))).toBe(
      'x509: certificate has expired or is not yet valid: current time 2024-12-31T23:59:59Z is before 2025-01-01T00:00:00Z',
    );
  });
  it('formats times to the second', () => {
    expect(rfc3339(Date.parse('2026-11-22T10:00:00.700Z'))).toBe('2026-11-22T10:00:00Z');
  });
});

import { X509Certificate, createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { throwawayCa } from './throwawayCa.ts';

describe('throwawayCa', () => {
  const ca = throwawayCa('test CA one');

  it('makes a self-signed CA certificate node parses', () => {
    const cert = new X509Certificate(ca.certPem);
    expect(cert.ca).toBe(true);
    expect(cert.subject).toBe('CN=test CA one');
    expect(cert.verify(cert.publicKey)).toBe(true);
    expect(cert.checkPrivateKey(createPrivateKey(ca.keyPem))).toBe(true);
  });

  it('issues a leaf with DNS and IP SANs, signed by the CA', () => {
    const leaf = ca.issue({ dns: ['hook.example.com', 'svc.ns.svc'], ips: ['127.0.0.1', '::1'] });
    const cert = new X509Certificate(leaf.certPem);
    const caCert = new X509Certificate(ca.certPem);
    expect(cert.ca).toBe(false);
    expect(cert.subjectAltName).toBe(
      'DNS:hook.example.com, DNS:svc.ns.svc, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1',
    );
    expect(cert.checkIssued(caCert)).toBe(true);
    expect(cert.verify(caCert.publicKey)).toBe(true);
    expect(cert.checkHost('svc.ns.svc')).toBe('svc.ns.svc');
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(cert.checkPrivateKey(createPrivateKey(leaf.keyPem))).toBe(true);
    expect(cert.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1', '1.3.6.1.5.5.7.3.2']);
  });

  it('keeps the validity period asked for (GeneralizedTime past 2049)', () => {
    const cert = new X509Certificate(
      ca.issue({
        dns: ['a'],
        notBefore: new Date('2020-01-02T03:04:05Z'),
        notAfter: new Date('2051-06-07T08:09:10Z'),
      }).certPem,
    );
    expect(new Date(cert.validFrom).toISOString()).toBe('2020-01-02T03:04:05.000Z');
    expect(new Date(cert.validTo).toISOString()).toBe('2051-06-07T08:09:10.000Z');
  });

  it('makes certificates another CA does not vouch for', () => {
    const other = throwawayCa('test CA two');
    const cert = new X509Certificate(ca.issue({ dns: ['a'] }).certPem);
    expect(cert.verify(new X509Certificate(other.certPem).publicKey)).toBe(false);
  });
});

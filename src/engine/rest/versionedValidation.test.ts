// Field validation that changes with the Kubernetes version (../shared/spec/k8s-versions-1.33-1.37.md
// §5.5): StrictIPCIDRValidation and RelaxedServiceNameValidation, on by default from 1.36, through
// the whole chain, and a scenario's cluster.featureGates overriding the version's default.

import { describe, expect, it } from 'vitest';
import { deterministicEnvironment, parseScenario, runScenario } from '../index.ts';
import type { AdmissionResult } from '../index.ts';
import { runAt } from '../testing/scenario.ts';

const runAtCreate = (version: string, object: object, gates: Record<string, boolean> = {}) =>
  runAt(version, { operation: 'CREATE', object }, gates);

const service = (name: string, spec: object = {}) => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name, namespace: 'default' },
  spec: { ports: [{ port: 80 }], ...spec },
});

const verdict = (r: AdmissionResult) => [r.allowed, r.status?.code ?? 200, r.status?.message];

describe('StrictIPCIDRValidation', () => {
  const svc = service('web', { externalIPs: ['010.0.0.5'] });

  it.each(['1.32', '1.35'])('%s accepts an externalIP with a leading 0', (version) => {
    expect(runAtCreate(version, svc).allowed).toBe(true);
  });

  it.each([
    [
      '1.32',
      [
        'spec.externalIPs[0]: IP address was accepted, but will be invalid in a future Kubernetes release: ParseAddr("010.0.0.5"): IPv4 field has octet with leading zero',
      ],
    ],
    [
      '1.33',
      [
        'spec.externalIPs[0]: non-standard IP address "010.0.0.5" will be considered invalid in a future Kubernetes release: use "10.0.0.5"',
      ],
    ],
  ] as const)('%s warns about it as GetWarningsForIP does: %j', (version, want) => {
    const warnings = runAtCreate(version, svc).warnings.filter((w) => w.includes('externalIPs'));
    expect(warnings).toEqual(want);
  });

  it.each(['1.36', '1.37'])('%s refuses it with a 422', (version) => {
    expect(verdict(runAtCreate(version, svc))).toEqual([
      false,
      422,
      'Service "web" is invalid: spec.externalIPs[0]: Invalid value: "010.0.0.5": must not have leading 0s',
    ]);
  });

  it('follows cluster.featureGates over the version default', () => {
    expect(runAtCreate('1.36', svc, { StrictIPCIDRValidation: false }).allowed).toBe(true);
    expect(runAtCreate('1.35', svc, { StrictIPCIDRValidation: true }).allowed).toBe(false);
  });

  it('refuses an IPv4-mapped host alias in a Pod from 1.36', () => {
    const pod = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'p', namespace: 'default' },
      spec: {
        containers: [{ name: 'c', image: 'nginx' }],
        hostAliases: [{ ip: '::ffff:10.0.0.1', hostnames: ['db'] }],
      },
    };
    expect(runAtCreate('1.35', pod).allowed).toBe(true);
    expect(runAtCreate('1.36', pod).status?.message).toBe(
      'Pod "p" is invalid: spec.hostAliases[0].ip: Invalid value: "::ffff:10.0.0.1": must not be an IPv4-mapped IPv6 address',
    );
  });
});

describe('RelaxedServiceNameValidation', () => {
  it('refuses a Service name starting with a digit up to 1.35', () => {
    const r = runAtCreate('1.35', service('1web'));
    expect(r.status?.code).toBe(422);
    expect(r.status?.message).toMatch(
      /^Service "1web" is invalid: metadata\.name: Invalid value: "1web": a DNS-1035 label/,
    );
  });

  it.each(['1.36', '1.37'])('%s accepts it (a DNS-1123 label)', (version) => {
    expect(runAtCreate(version, service('1web')).allowed).toBe(true);
  });

  it('still refuses an upper-case name at 1.36, as a DNS-1123 label', () => {
    expect(runAtCreate('1.36', service('Web')).status?.message).toMatch(
      /a lowercase RFC 1123 label/,
    );
  });
});

describe('NetworkPolicy ipBlock CIDRs', () => {
  const policy = (cidr: string, except: string[] = []) => ({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: 'np', namespace: 'default' },
    spec: { podSelector: {}, ingress: [{ from: [{ ipBlock: { cidr, except } }] }] },
  });

  it('accepts bits past the prefix up to 1.35 and refuses them from 1.36', () => {
    expect(runAtCreate('1.35', policy('10.0.0.1/8')).allowed).toBe(true);
    expect(runAtCreate('1.36', policy('10.0.0.1/8')).status?.message).toBe(
      'NetworkPolicy.networking.k8s.io "np" is invalid: spec.ingress[0].from[0].ipBlock.cidr: Invalid value: "10.0.0.1/8": must not have bits set beyond the prefix length',
    );
    expect(runAtCreate('1.37', policy('10.0.0.0/08')).status?.message).toMatch(
      /must not have leading 0s in IP or prefix length$/,
    );
  });

  it('refuses an except that is not a strict subset of the cidr, at every version', () => {
    for (const version of ['1.32', '1.37']) {
      expect(runAtCreate(version, policy('10.0.0.0/16', ['10.0.0.0/24'])).allowed).toBe(true);
      expect(runAtCreate(version, policy('10.0.0.0/16', ['192.168.0.0/24'])).status?.message).toBe(
        'NetworkPolicy.networking.k8s.io "np" is invalid: spec.ingress[0].from[0].ipBlock.except[0]: Invalid value: "192.168.0.0/24": must be a strict subset of `cidr`',
      );
      expect(runAtCreate(version, policy('10.0.0.0/16', ['10.0.0.0/16'])).allowed).toBe(false);
    }
  });

  it('keeps a CIDR the old policy already had on update (AllowCIDRsEvenIfInvalid)', () => {
    const text = JSON.stringify({
      apiVersion: 'playground.admission/v1',
      kind: 'AdmissionScenario',
      name: 't',
      kubernetesVersion: '1.36',
      request: {
        operation: 'UPDATE',
        name: 'np',
        namespace: 'default',
        object: {
          ...policy('10.0.0.1/8'),
          metadata: { name: 'np', namespace: 'default', labels: { a: 'b' } },
        },
        oldObject: policy('10.0.0.1/8'),
      },
      cluster: { admissionPlugins: { disable: ['ResourceQuota'] } },
    });
    const parsed = parseScenario(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const run = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!run.ok) throw new Error(JSON.stringify(run.error));
    expect(run.value.allowed).toBe(true);
  });
});

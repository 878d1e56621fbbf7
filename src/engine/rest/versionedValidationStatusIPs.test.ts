// StrictIPCIDRValidation (alpha 1.33, on from 1.36) on the load-balancer status IPs — Service and
// Ingress status.loadBalancer.ingress[].ip, with their ratchet on update (the old status's ips stay
// acceptable; apimachinery commit 71867013, KEP-4858) — and on EndpointSlice addresses, whose 1.33
// texts replace 1.32's (kubernetes commit ba189de7, "Slightly improve EndpointSlice address
// validation"), each at 1.32, at the version it changes and with the gate overridden.

import { describe, expect, it } from 'vitest';
import { deterministicEnvironment, parseScenario, runScenario } from '../index.ts';

interface Request {
  operation?: string;
  subResource?: string;
  name?: string;
  namespace?: string;
  object: object;
  oldObject?: object;
}

function runAt(version: string, request: Request, gates: Record<string, boolean> = {}) {
  const text = JSON.stringify({
    apiVersion: 'playground.admission/v1',
    kind: 'AdmissionScenario',
    name: 't',
    kubernetesVersion: version,
    request,
    cluster: { featureGates: gates, admissionPlugins: { disable: ['ResourceQuota'] } },
  });
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const run = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  return run.value;
}

const message = (r: ReturnType<typeof runAt>) => (r.allowed ? 'allowed' : r.status?.message);

describe('Service status.loadBalancer.ingress[].ip', () => {
  const svc = (ips: string[]) => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'lb', namespace: 'default', resourceVersion: '1' },
    spec: { type: 'LoadBalancer', ports: [{ port: 80 }] },
    status: { loadBalancer: { ingress: ips.map((ip) => ({ ip, ipMode: 'VIP' })) } },
  });
  const update = (ips: string[], old: string[] = []) => ({
    operation: 'UPDATE',
    subResource: 'status',
    name: 'lb',
    namespace: 'default',
    object: svc(ips),
    oldObject: svc(old),
  });

  it('accepts a leading 0 at 1.32 and 1.35 and refuses it from 1.36', () => {
    expect(message(runAt('1.32', update(['010.0.0.5'])))).toBe('allowed');
    expect(message(runAt('1.35', update(['010.0.0.5'])))).toBe('allowed');
    expect(message(runAt('1.36', update(['010.0.0.5'])))).toBe(
      'Service "lb" is invalid: status.loadBalancer.ingress[0].ip: Invalid value: "010.0.0.5": must not have leading 0s',
    );
  });

  it('refuses an IPv4-mapped IPv6 address from 1.36', () => {
    expect(message(runAt('1.37', update(['::ffff:10.0.0.5'])))).toBe(
      'Service "lb" is invalid: status.loadBalancer.ingress[0].ip: Invalid value: "::ffff:10.0.0.5": must not be an IPv4-mapped IPv6 address',
    );
  });

  it('follows cluster.featureGates over the version default', () => {
    expect(message(runAt('1.36', update(['010.0.0.5']), { StrictIPCIDRValidation: false }))).toBe(
      'allowed',
    );
    expect(
      message(runAt('1.33', update(['010.0.0.5']), { StrictIPCIDRValidation: true })),
    ).toMatch(/must not have leading 0s$/);
  });

  it('keeps an ip the old status already had, wherever it moves, and checks a new one', () => {
    expect(message(runAt('1.36', update(['10.0.0.9', '010.0.0.5'], ['010.0.0.5'])))).toBe(
      'allowed',
    );
    expect(message(runAt('1.36', update(['010.0.0.5', '010.0.0.6'], ['010.0.0.5'])))).toBe(
      'Service "lb" is invalid: status.loadBalancer.ingress[1].ip: Invalid value: "010.0.0.6": must not have leading 0s',
    );
  });

  it('still refuses what is no IP at every version, in 1.32 words', () => {
    const want =
      'Service "lb" is invalid: status.loadBalancer.ingress[0].ip: Invalid value: "10.0.0": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)';
    expect(message(runAt('1.32', update(['10.0.0'])))).toBe(want);
    expect(message(runAt('1.37', update(['10.0.0'])))).toBe(want);
  });
});

describe('Ingress status.loadBalancer.ingress[].ip', () => {
  const ing = (ips: string[]) => ({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name: 'web', namespace: 'default', resourceVersion: '1' },
    spec: { defaultBackend: { service: { name: 'web', port: { number: 80 } } } },
    status: { loadBalancer: { ingress: ips.map((ip) => ({ ip })) } },
  });
  const update = (ips: string[], old: string[] = []) => ({
    operation: 'UPDATE',
    subResource: 'status',
    name: 'web',
    namespace: 'default',
    object: ing(ips),
    oldObject: ing(old),
  });

  it('accepts a leading 0 at 1.32 and refuses it from 1.36 unless the gate is off', () => {
    expect(message(runAt('1.32', update(['010.0.0.5'])))).toBe('allowed');
    expect(message(runAt('1.36', update(['010.0.0.5'])))).toBe(
      'Ingress.networking.k8s.io "web" is invalid: status.loadBalancer.ingress[0].ip: Invalid value: "010.0.0.5": must not have leading 0s',
    );
    expect(message(runAt('1.37', update(['010.0.0.5']), { StrictIPCIDRValidation: false }))).toBe(
      'allowed',
    );
  });

  it('keeps an ip the old status already had (the 1.33 ratchet)', () => {
    expect(message(runAt('1.36', update(['010.0.0.5', '10.0.0.6'], ['010.0.0.5'])))).toBe(
      'allowed',
    );
  });
});

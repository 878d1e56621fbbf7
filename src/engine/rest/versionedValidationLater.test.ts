// StrictIPCIDRValidation (alpha 1.33, on from 1.36) on the load-balancer status IPs — Service and
// Ingress status.loadBalancer.ingress[].ip, with their ratchet on update (the old status's ips stay
// acceptable; apimachinery commit 71867013, KEP-4858) — and on EndpointSlice addresses, whose 1.33
// texts replace 1.32's (kubernetes commit ba189de7, "Slightly improve EndpointSlice address
// validation"), and 1.37's beta declarative validation (rest/validators/declarativeBeta.ts) — each
// at 1.32 or the version before, at the version it changes and with the gate overridden.

import { describe, expect, it } from 'vitest';
import { runAt } from '../testing/scenario.ts';

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
    expect(message(runAt('1.33', update(['010.0.0.5']), { StrictIPCIDRValidation: true }))).toMatch(
      /must not have leading 0s$/,
    );
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

describe('EndpointSlice addresses', () => {
  const slice = (type: string, addresses: string[], labels: Record<string, string> = {}) => ({
    apiVersion: 'discovery.k8s.io/v1',
    kind: 'EndpointSlice',
    metadata: { name: 'web-abc', namespace: 'default', labels },
    addressType: type,
    endpoints: [{ addresses }],
    ports: [{ name: 'http', port: 80, protocol: 'TCP' }],
  });
  const create = (type: string, addresses: string[]) => ({ object: slice(type, addresses) });
  const prefix = 'EndpointSlice.discovery.k8s.io "web-abc" is invalid: ';

  it('says "must be a valid IPv4 address" (and the special-range check again) at 1.32', () => {
    expect(message(runAt('1.32', create('IPv4', ['10.0.0'])))).toBe(
      `${prefix}[endpoints[0].addresses[0]: Invalid value: "10.0.0": must be a valid IPv4 address, endpoints[0].addresses[0]: Invalid value: "10.0.0": must be a valid IP address]`,
    );
    expect(message(runAt('1.32', create('IPv6', ['10.0.0.5'])))).toBe(
      `${prefix}endpoints[0].addresses[0]: Invalid value: "10.0.0.5": must be a valid IPv6 address`,
    );
  });

  it('gives one legacy-field error for what is no IP from 1.33, and names the family apart', () => {
    expect(message(runAt('1.33', create('IPv4', ['10.0.0'])))).toBe(
      `${prefix}endpoints[0].addresses[0]: Invalid value: "10.0.0": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)`,
    );
    expect(message(runAt('1.35', create('IPv4', ['fd00::5'])))).toBe(
      `${prefix}endpoints[0].addresses[0]: Invalid value: "fd00::5": must be an IPv4 address`,
    );
    expect(message(runAt('1.37', create('IPv6', ['10.0.0.5'])))).toBe(
      `${prefix}endpoints[0].addresses[0]: Invalid value: "10.0.0.5": must be an IPv6 address`,
    );
  });

  it('still checks the special ranges of an IP of the right family', () => {
    expect(message(runAt('1.36', create('IPv4', ['127.0.0.1'])))).toBe(
      `${prefix}endpoints[0].addresses[0]: Invalid value: "127.0.0.1": may not be in the loopback range (127.0.0.0/8, ::1/128)`,
    );
  });

  it('accepts a leading 0 up to 1.35 and refuses it from 1.36 unless the gate is off', () => {
    expect(message(runAt('1.32', create('IPv4', ['010.0.0.5'])))).toBe('allowed');
    expect(message(runAt('1.35', create('IPv4', ['010.0.0.5'])))).toBe('allowed');
    expect(message(runAt('1.36', create('IPv4', ['010.0.0.5'])))).toBe(
      `${prefix}endpoints[0].addresses[0]: Invalid value: "010.0.0.5": must not have leading 0s`,
    );
    expect(
      message(runAt('1.36', create('IPv4', ['010.0.0.5']), { StrictIPCIDRValidation: false })),
    ).toBe('allowed');
    expect(
      message(runAt('1.34', create('IPv4', ['010.0.0.5']), { StrictIPCIDRValidation: true })),
    ).toMatch(/must not have leading 0s$/);
  });

  it('keeps invalid addresses only while the update leaves the endpoints unchanged (KEP-4858)', () => {
    const update = (addresses: string[]) => ({
      operation: 'UPDATE',
      name: 'web-abc',
      namespace: 'default',
      object: slice('IPv4', addresses, { a: 'b' }),
      oldObject: slice('IPv4', ['010.0.0.5']),
    });
    expect(message(runAt('1.36', update(['010.0.0.5'])))).toBe('allowed');
    expect(message(runAt('1.36', update(['010.0.0.5', '10.0.0.6'])))).toBe(
      `${prefix}endpoints[0].addresses[0]: Invalid value: "010.0.0.5": must not have leading 0s`,
    );
  });
});

describe("1.37's beta declarative validation (DeclarativeValidationBeta)", () => {
  const role = (rules: object[]) => ({
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'Role',
    metadata: { name: 'r', namespace: 'default' },
    rules,
  });
  const rolePrefix = 'Role.rbac.authorization.k8s.io "r" is invalid: ';

  it('words an empty verbs list as the hand-written check up to 1.36, declaratively at 1.37', () => {
    const create = { object: role([{ apiGroups: [''], resources: ['pods'] }]) };
    expect(message(runAt('1.36', create))).toBe(
      `${rolePrefix}rules[0].verbs: Required value: verbs must contain at least one value`,
    );
    expect(message(runAt('1.37', create))).toBe(`${rolePrefix}rules[0].verbs: Required value`);
    expect(message(runAt('1.37', create, { DeclarativeValidationBeta: false }))).toBe(
      `${rolePrefix}rules[0].verbs: Required value: verbs must contain at least one value`,
    );
  });

  it('puts the declarative error after the hand-written ones at 1.37', () => {
    const create = { object: role([{ resources: ['pods'] }]) };
    expect(message(runAt('1.36', create))).toBe(
      `${rolePrefix}[rules[0].verbs: Required value: verbs must contain at least one value, rules[0].apiGroups: Required value: resource rules must supply at least one api group]`,
    );
    expect(message(runAt('1.37', create))).toBe(
      `${rolePrefix}[rules[0].apiGroups: Required value: resource rules must supply at least one api group, rules[0].verbs: Required value]`,
    );
  });

  it('drops "must contain at least 1 address" from an EndpointSlice at 1.37', () => {
    const slice = {
      apiVersion: 'discovery.k8s.io/v1',
      kind: 'EndpointSlice',
      metadata: { name: 'web-abc', namespace: 'default' },
      addressType: 'IPv4',
      endpoints: [{ addresses: [] }],
    };
    const prefix = 'EndpointSlice.discovery.k8s.io "web-abc" is invalid: ';
    expect(message(runAt('1.36', { object: slice }))).toBe(
      `${prefix}endpoints[0].addresses: Required value: must contain at least 1 address`,
    );
    expect(message(runAt('1.37', { object: slice }))).toBe(
      `${prefix}endpoints[0].addresses: Required value`,
    );
  });
});

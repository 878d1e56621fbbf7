// The REST mapping per release: 1.32's, plus what each later release adds (builtinLater.generated.ts).

import { describe, expect, it } from 'vitest';
import { builtinResourceTable } from './builtinTable.ts';
import { builtinRestMapper } from './restMapper.ts';

const has = (version: Parameters<typeof builtinResourceTable>[0], gv: string, resource: string) =>
  builtinResourceTable(version).some(
    ({ mapping: m }) =>
      (m.resource.group === ''
        ? m.resource.version
        : `${m.resource.group}/${m.resource.version}`) === gv && m.resource.resource === resource,
  );

describe('the built-in mapping per release', () => {
  it.each([
    ['1.32', false],
    ['1.35', false],
    ['1.36', true],
    ['1.37', true],
  ] as const)('%s maps MutatingAdmissionPolicy v1: %s', (version, expected) => {
    expect(has(version, 'admissionregistration.k8s.io/v1', 'mutatingadmissionpolicies')).toBe(
      expected,
    );
    const kind = {
      group: 'admissionregistration.k8s.io',
      version: 'v1',
      kind: 'MutatingAdmissionPolicy',
    };
    expect(builtinRestMapper(version).resourceForKind(kind) !== undefined).toBe(expected);
  });

  it.each([
    ['1.33', 'networking.k8s.io/v1', 'servicecidrs', true],
    ['1.32', 'networking.k8s.io/v1', 'servicecidrs', false],
    ['1.34', 'resource.k8s.io/v1', 'resourceclaims', true],
    ['1.33', 'resource.k8s.io/v1', 'resourceclaims', false],
    ['1.37', 'certificates.k8s.io/v1', 'podcertificaterequests', true],
    ['1.36', 'certificates.k8s.io/v1', 'podcertificaterequests', false],
  ] as const)('%s has %s %s: %s', (version, gv, resource, expected) =>
    expect(has(version, gv, resource)).toBe(expected),
  );

  it('keeps every 1.32 resource and registration order within a group-version', () => {
    const keys = (v: '1.32' | '1.36') =>
      builtinResourceTable(v).map(
        ({ mapping: m }) => `${m.resource.group}/${m.resource.version}/${m.resource.resource}`,
      );
    const later = keys('1.36');
    for (const key of keys('1.32')) expect(later).toContain(key);
    const core = later.filter((k) => k.startsWith('/v1/'));
    expect(core).toEqual([...core].sort());
    expect(later[0]).toBe('/v1/bindings');
  });
});

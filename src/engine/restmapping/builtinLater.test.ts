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

  it('keeps every 1.32 resource a release still serves, in registration order', () => {
    const keys = (v: '1.32' | '1.36') =>
      builtinResourceTable(v).map(
        ({ mapping: m }) => `${m.resource.group}/${m.resource.version}/${m.resource.resource}`,
      );
    const later = keys('1.36');
    const dropped = keys('1.32').filter((key) => !later.includes(key));
    expect(dropped).toEqual([
      'authentication.k8s.io/v1beta1/selfsubjectreviews',
      'certificates.k8s.io/v1alpha1/clustertrustbundles',
      'storage.k8s.io/v1alpha1/volumeattributesclasses',
      'storagemigration.k8s.io/v1alpha1/storageversionmigrations',
      'admissionregistration.k8s.io/v1beta1/validatingadmissionpolicies',
      'admissionregistration.k8s.io/v1beta1/validatingadmissionpolicybindings',
      'resource.k8s.io/v1alpha3/deviceclasses',
      'resource.k8s.io/v1alpha3/resourceclaims',
      'resource.k8s.io/v1alpha3/resourceclaimtemplates',
      'resource.k8s.io/v1alpha3/resourceslices',
    ]);
    const core = later.filter((k) => k.startsWith('/v1/'));
    expect(core).toEqual([...core].sort());
    expect(later[0]).toBe('/v1/bindings');
  });

  // Each release stops serving a version at its APILifecycleRemoved (k8s.io/api's markers).
  it.each([
    ['authentication.k8s.io/v1beta1', 'selfsubjectreviews', ['1.32']],
    ['admissionregistration.k8s.io/v1beta1', 'validatingadmissionpolicies', ['1.32', '1.33']],
    ['resource.k8s.io/v1alpha3', 'resourceclaims', ['1.32', '1.33']],
    ['storage.k8s.io/v1alpha1', 'volumeattributesclasses', ['1.32', '1.33', '1.34']],
    [
      'admissionregistration.k8s.io/v1beta1',
      'mutatingadmissionpolicies',
      ['1.34', '1.35', '1.36', '1.37'],
    ],
  ] as const)('%s %s is in %j only', (gv, resource, versions) => {
    const all = ['1.32', '1.33', '1.34', '1.35', '1.36', '1.37'] as const;
    expect(all.filter((v) => has(v, gv, resource))).toEqual(versions);
  });
});

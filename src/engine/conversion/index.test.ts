// The registry: every pair of versions that share storage in the 1.32 REST mapping converts, and
// nothing else does.

import { describe, expect, it } from 'vitest';
import { builtinResourceTable } from '../restmapping/builtinTable.ts';
import { builtinStorageKey } from '../restmapping/storageKey.ts';
import { canConvert, convertibleFamilies, convertObject } from './index.ts';

describe('conversion registry', () => {
  it('converts between every two versions of a resource the 1.32 server stores together', () => {
    const byStorage = new Map<string, { group: string; version: string; kind: string }[]>();
    for (const { mapping } of builtinResourceTable()) {
      const storage = builtinStorageKey(mapping.resource.group, mapping.resource.resource);
      byStorage.set(storage, [...(byStorage.get(storage) ?? []), mapping.kind]);
    }
    const pairs = [...byStorage.values()].filter((kinds) => kinds.length > 1);
    // HPA, Event, VAP, VAP binding, SelfSubjectReview, VolumeAttributesClass and four resource.k8s.io kinds.
    expect(pairs).toHaveLength(convertibleFamilies().length);
    for (const kinds of pairs) {
      for (const from of kinds)
        for (const to of kinds)
          expect(canConvert(from, to), `${JSON.stringify(from)} -> ${JSON.stringify(to)}`).toBe(
            true,
          );
    }
  });

  it('changes only apiVersion between versions whose types are the same, keeping the field order', () => {
    const policy = {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingAdmissionPolicy',
      metadata: { name: 'p' },
      spec: { failurePolicy: 'Fail' },
    };
    const out = convertObject(
      policy,
      { group: 'admissionregistration.k8s.io', version: 'v1', kind: 'ValidatingAdmissionPolicy' },
      {
        group: 'admissionregistration.k8s.io',
        version: 'v1beta1',
        kind: 'ValidatingAdmissionPolicy',
      },
    );
    expect(JSON.stringify(out)).toBe(
      JSON.stringify({ ...policy, apiVersion: 'admissionregistration.k8s.io/v1beta1' }),
    );
  });

  it('answers undefined for kinds the server does not convert between', () => {
    expect(
      convertObject(
        {},
        { group: 'apps', version: 'v1', kind: 'Deployment' },
        { group: 'apps', version: 'v1beta1', kind: 'Deployment' },
      ),
    ).toBeUndefined();
  });
});

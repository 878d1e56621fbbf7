// Tests for StorageObjectInUseProtection, after
// plugin/pkg/admission/storage/storageobjectinuseprotection/admission_test.go (TestAdmit).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { gvr } from '../testing/builders.ts';
import { storageObjectInUseProtectionPlugin as plugin } from './storageObjectInUseProtection.ts';
import { pluginRequest } from './testing.ts';

const claim = (metadata: JsonObject = {}): JsonObject => ({
  apiVersion: 'v1',
  kind: 'PersistentVolumeClaim',
  metadata: { name: 'claim', namespace: 'default', ...metadata },
  spec: {},
});
const volume = (metadata: JsonObject = {}): JsonObject => ({
  apiVersion: 'v1',
  kind: 'PersistentVolume',
  metadata: { name: 'pv', ...metadata },
  spec: {},
});
const admit = (resource: string, object: JsonObject, subresource = '') =>
  plugin.admit?.(
    pluginRequest({ attr: { resource: gvr('', 'v1', resource), subresource, object } }),
  );

describe('StorageObjectInUseProtection', () => {
  it.each([
    ['a claim', 'persistentvolumeclaims', claim(), 'kubernetes.io/pvc-protection'],
    ['a volume', 'persistentvolumes', volume(), 'kubernetes.io/pv-protection'],
  ])('adds the finalizer to %s', (_, resource, object, finalizer) => {
    expect(admit(resource, object)?.object).toMatchObject({
      metadata: { finalizers: [finalizer] },
    });
  });

  it('appends after existing finalizers and keeps ObjectMeta field order', () => {
    const out = admit(
      'persistentvolumeclaims',
      claim({ labels: { a: 'b' }, finalizers: ['foo'], managedFields: [] }),
    )?.object;
    const meta = out?.['metadata'] as JsonObject;
    expect(meta['finalizers']).toEqual(['foo', 'kubernetes.io/pvc-protection']);
    expect(Object.keys(meta)).toEqual([
      'name',
      'namespace',
      'labels',
      'finalizers',
      'managedFields',
    ]);
  });

  it('inserts finalizers before managedFields when absent', () => {
    const meta = admit('persistentvolumes', volume({ managedFields: [] }))?.object?.[
      'metadata'
    ] as JsonObject;
    expect(Object.keys(meta)).toEqual(['name', 'finalizers', 'managedFields']);
  });

  it('leaves an object that already has the finalizer alone', () => {
    expect(
      admit('persistentvolumes', volume({ finalizers: ['kubernetes.io/pv-protection'] }))?.object,
    ).toBeUndefined();
  });

  it('ignores other resources and subresources', () => {
    expect(admit('pods', claim())).toBeUndefined();
    expect(admit('persistentvolumeclaims', claim(), 'status')).toBeUndefined();
  });
});

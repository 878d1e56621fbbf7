// Tests for PersistentVolumeClaimResize, after plugin/pkg/admission/storage/persistentvolume/resize/admission_test.go
// (TestPVCResizeAdmission: unbound claims, classes with and without allowVolumeExpansion, shrinking).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { gvr } from '../testing/builders.ts';
import { persistentVolumeClaimResizePlugin as plugin } from './persistentVolumeClaimResize.ts';
import { pluginRequest } from './testing.ts';

const sc = (name: string, allowVolumeExpansion?: boolean): JsonObject => ({
  apiVersion: 'storage.k8s.io/v1',
  kind: 'StorageClass',
  metadata: { name },
  provisioner: 'p',
  ...(allowVolumeExpansion !== undefined ? { allowVolumeExpansion } : {}),
});
const classes = [sc('gold', true), sc('silver', false), sc('bronze')];
const claim = (
  storage: string,
  storageClassName?: string,
  phase = 'Bound',
  annotations?: Record<string, string>,
): JsonObject => ({
  apiVersion: 'v1',
  kind: 'PersistentVolumeClaim',
  metadata: { name: 'claim', namespace: 'default', ...(annotations ? { annotations } : {}) },
  spec: {
    volumeName: 'volume1',
    resources: { requests: { storage } },
    ...(storageClassName !== undefined ? { storageClassName } : {}),
  },
  status: { phase, capacity: { storage } },
});
const validate = (object: JsonObject, oldObject: JsonObject) =>
  plugin.validate?.(
    pluginRequest({
      attr: {
        operation: 'UPDATE',
        resource: gvr('', 'v1', 'persistentvolumeclaims'),
        name: 'claim',
        object,
        oldObject,
      },
      objects: classes,
    }),
  );

const notBound = 'Only bound persistent volume claims can be expanded';
const notAllowed =
  'only dynamically provisioned pvc can be resized and the storageclass that provisions the pvc must support resize';

describe('PersistentVolumeClaimResize', () => {
  it.each([
    ['growing a claim whose class allows expansion', claim('2Gi', 'gold'), claim('1Gi', 'gold')],
    ['shrinking (validation refuses it later)', claim('1Gi', 'silver'), claim('2Gi', 'silver')],
    ['an equal size written differently', claim('1024Mi', 'silver'), claim('1Gi', 'silver')],
    [
      'the beta class annotation naming an expandable class',
      claim('2Gi', 'silver', 'Bound', { 'volume.beta.kubernetes.io/storage-class': 'gold' }),
      claim('1Gi', 'silver', 'Bound', { 'volume.beta.kubernetes.io/storage-class': 'gold' }),
    ],
  ])('allows %s', (_, object, old) => {
    expect(validate(object, old)?.status).toBeUndefined();
  });

  it.each([
    ['an unbound claim', claim('2Gi', 'gold'), claim('1Gi', 'gold', 'Pending'), notBound],
    [
      'a class with allowVolumeExpansion false',
      claim('2Gi', 'silver'),
      claim('1Gi', 'silver'),
      notAllowed,
    ],
    [
      'a class without allowVolumeExpansion',
      claim('2Gi', 'bronze'),
      claim('1Gi', 'bronze'),
      notAllowed,
    ],
    ['a class that does not exist', claim('2Gi', 'missing'), claim('1Gi', 'missing'), notAllowed],
    ['no class', claim('2Gi'), claim('1Gi'), notAllowed],
    ['a class changed on the way', claim('2Gi', 'gold'), claim('1Gi', 'silver'), notAllowed],
  ])('refuses growing %s', (_, object, old, message) => {
    expect(validate(object, old)?.status).toMatchObject({
      code: 403,
      message: `persistentvolumeclaims "claim" is forbidden: ${message}`,
    });
  });

  it('handles UPDATE only and ignores subresources', () => {
    expect(plugin.handles('CREATE')).toBe(false);
    const attr = {
      operation: 'UPDATE' as const,
      resource: gvr('', 'v1', 'persistentvolumeclaims'),
      subresource: 'status',
      object: claim('2Gi'),
      oldObject: claim('1Gi'),
    };
    expect(plugin.validate?.(pluginRequest({ attr }))).toBeUndefined();
  });
});

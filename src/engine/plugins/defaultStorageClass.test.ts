// Tests for DefaultStorageClass, after plugin/pkg/admission/storage/storageclass/setdefault/admission_test.go
// (TestAdmission: class nil / "" / "foo", the beta annotations, several defaults by creation time and name).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { gvr } from '../testing/builders.ts';
import { defaultStorageClassPlugin as plugin } from './defaultStorageClass.ts';
import { pluginRequest } from './testing.ts';

const sc = (
  name: string,
  annotations: Record<string, string> = {},
  creationTimestamp?: string,
): JsonObject => ({
  apiVersion: 'storage.k8s.io/v1',
  kind: 'StorageClass',
  provisioner: 'example.com/p',
  metadata: { name, annotations, ...(creationTimestamp ? { creationTimestamp } : {}) },
});
const isDefault = { 'storageclass.kubernetes.io/is-default-class': 'true' };
const betaDefault = { 'storageclass.beta.kubernetes.io/is-default-class': 'true' };
const defaultClass1 = sc('default1', isDefault);
const defaultClass2 = sc('default2', isDefault);
const betaClass = sc('beta', betaDefault);
const others = [
  sc('nondefault1', {}),
  sc('nondefault2', { 'storageclass.kubernetes.io/is-default-class': 'false' }),
];
const claim = (spec: JsonObject = {}, annotations?: Record<string, string>): JsonObject => ({
  apiVersion: 'v1',
  kind: 'PersistentVolumeClaim',
  metadata: { name: 'claim', namespace: 'default', ...(annotations ? { annotations } : {}) },
  spec: {
    accessModes: ['ReadWriteOnce'],
    resources: { requests: { storage: '1Gi' } },
    volumeMode: 'Filesystem',
    ...spec,
  },
});
const admit = (object: JsonObject, objects: JsonObject[]) =>
  plugin.admit?.(
    pluginRequest({
      attr: { resource: gvr('', 'v1', 'persistentvolumeclaims'), name: 'claim', object },
      objects,
    }),
  );
const className = (o: JsonObject | undefined): unknown =>
  (o?.['spec'] as JsonObject | undefined)?.['storageClassName'];

describe('DefaultStorageClass', () => {
  it.each([
    ['no default, class nil: unchanged', claim(), others, undefined],
    ['one default, class nil: defaulted', claim(), [defaultClass1, ...others], 'default1'],
    ['beta default annotation counts', claim(), [betaClass, ...others], 'beta'],
    [
      'two defaults, same time: the lower name',
      claim(),
      [defaultClass2, defaultClass1],
      'default1',
    ],
    [
      'two defaults: the newest wins',
      claim(),
      [sc('old', isDefault, '2024-01-01T00:00:00Z'), sc('new', isDefault, '2024-06-01T00:00:00Z')],
      'new',
    ],
    [
      'a default without a timestamp is the oldest',
      claim(),
      [sc('a', isDefault), sc('z', isDefault, '2024-01-01T00:00:00Z')],
      'z',
    ],
  ])('%s', (_, object, objects, expected) => {
    expect(className(admit(object, objects)?.object)).toBe(expected);
  });

  it.each([
    ['class ""', claim({ storageClassName: '' })],
    ['class "foo"', claim({ storageClassName: 'foo' })],
    ['the beta class annotation', claim({}, { 'volume.beta.kubernetes.io/storage-class': '' })],
  ])('keeps a claim that names %s', (_, object) => {
    const answer = admit(object, [defaultClass1]);
    expect(answer?.object).toBeUndefined();
    expect(answer?.reason).toBe('the claim names a storage class');
  });

  it('puts storageClassName where PersistentVolumeClaimSpec encodes it', () => {
    const spec = admit(claim(), [defaultClass1])?.object?.['spec'] as JsonObject;
    expect(Object.keys(spec)).toEqual([
      'accessModes',
      'resources',
      'storageClassName',
      'volumeMode',
    ]);
  });

  it('says how many defaults it chose among', () => {
    expect(admit(claim(), [defaultClass1, defaultClass2])?.reason).toBe(
      'set spec.storageClassName to "default1" (the newest of 2 default StorageClasses)',
    );
  });

  it('ignores other resources', () => {
    expect(plugin.admit?.(pluginRequest({ objects: [defaultClass1] }))).toBeUndefined();
  });
});

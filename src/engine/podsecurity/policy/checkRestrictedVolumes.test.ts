// Ports TestRestrictedVolumes (check_restrictedVolumes_test.go) at 1.32, where `image` is unknown.

import { describe, expect, it } from 'vitest';
import { restrictedVolumes_1_0 } from './checkRestrictedVolumes.ts';

const allowed = [
  'emptyDir',
  'secret',
  'persistentVolumeClaim',
  'downwardAPI',
  'configMap',
  'projected',
  'csi',
  'ephemeral',
];
const restricted = [
  'hostPath',
  'gcePersistentDisk',
  'awsElasticBlockStore',
  'gitRepo',
  'nfs',
  'iscsi',
  'glusterfs',
  'rbd',
  'flexVolume',
  'cinder',
  'cephfs',
  'flocker',
  'fc',
  'azureFile',
  'vsphereVolume',
  'quobyte',
  'azureDisk',
  'photonPersistentDisk',
  'portworxVolume',
  'scaleIO',
  'storageos',
];

describe('restrictedVolumes_1_0', () => {
  it('names every volume outside the allowed types and the types, sorted', () => {
    const volumes = [
      ...allowed.map((source, i) => ({ name: `a${i + 1}`, [source]: {} })),
      ...restricted.map((source, i) => ({ name: `b${i + 1}`, [source]: {} })),
      { name: 'c1' },
    ];
    expect(restrictedVolumes_1_0({}, { volumes })).toEqual({
      allowed: false,
      forbiddenReason: 'restricted volume types',
      forbiddenDetail:
        'volumes ' +
        '"b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9", "b10", "b11", "b12", "b13", "b14", "b15", "b16", "b17", "b18", "b19", "b20", "b21", "c1"' +
        ' use restricted volume types ' +
        '"awsElasticBlockStore", "azureDisk", "azureFile", "cephfs", "cinder", "fc", "flexVolume", "flocker", "gcePersistentDisk", "gitRepo", "glusterfs", ' +
        '"hostPath", "iscsi", "nfs", "photonPersistentDisk", "portworxVolume", "quobyte", "rbd", "scaleIO", "storageos", "unknown", "vsphereVolume"',
    });
  });

  it('counts an image volume as unknown in 1.32', () => {
    expect(
      restrictedVolumes_1_0({}, { volumes: [{ name: 'img', image: { reference: 'x' } }] })
        .forbiddenDetail,
    ).toBe('volume "img" uses restricted volume type "unknown"');
  });

  it('lets an allowed source win over a restricted one, and takes the first restricted one', () => {
    expect(
      restrictedVolumes_1_0({}, { volumes: [{ name: 'a', hostPath: {}, secret: {} }] }).allowed,
    ).toBe(true);
    expect(
      restrictedVolumes_1_0({}, { volumes: [{ name: 'a', nfs: {}, hostPath: {} }] })
        .forbiddenDetail,
    ).toBe('volume "a" uses restricted volume type "hostPath"');
  });

  it('treats a null source as unset', () => {
    expect(
      restrictedVolumes_1_0({}, { volumes: [{ name: 'a', emptyDir: null, hostPath: {} }] })
        .forbiddenDetail,
    ).toBe('volume "a" uses restricted volume type "hostPath"');
  });
});

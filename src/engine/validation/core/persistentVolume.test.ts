import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from './testing.ts';
import { validatePersistentVolume, validatePersistentVolumeUpdate } from './persistentVolume.ts';

const notes: string[] = [];
const env = {
  notSimulated: (d: string) => void notes.push(d),
  featureGates: {},
  version: '1.32' as const,
};

const pv = (spec: JsonObject, metadata: JsonObject = { name: 'pv-1' }): JsonObject => ({
  metadata,
  spec: {
    accessModes: ['ReadWriteOnce'],
    capacity: { storage: '10Gi' },
    persistentVolumeReclaimPolicy: 'Retain',
    volumeMode: 'Filesystem',
    ...spec,
  },
});

// Rows follow pkg/apis/core/validation/validation_test.go TestValidatePersistentVolumes.
describe('validatePersistentVolume', () => {
  it.each<[string, JsonObject, string[]]>([
    ['a hostPath volume', { hostPath: { path: '/data', type: '' } }, []],
    ['an NFS volume', { nfs: { server: 'nfs.example.com', path: '/exports' } }, []],
    ['no volume source', {}, ['spec: Required value: must specify a volume type']],
    [
      'two sources: the second is refused, flexVolume is never',
      {
        hostPath: { path: '/data' },
        nfs: { server: 's', path: '/x' },
        flexVolume: { driver: 'd' },
      },
      ['spec.nfs: Forbidden: may not specify more than 1 volume type'],
    ],
    [
      'an unknown access mode',
      { accessModes: ['ReadWriteAll'], hostPath: { path: '/d' } },
      [
        'spec.accessModes: Unsupported value: "ReadWriteAll": supported values: "ReadOnlyMany", "ReadWriteMany", "ReadWriteOnce", "ReadWriteOncePod"',
      ],
    ],
    [
      'no access modes',
      { accessModes: [], hostPath: { path: '/d' } },
      ['spec.accessModes: Required value'],
    ],
    [
      'ReadWriteOncePod with another mode',
      { accessModes: ['ReadWriteOncePod', 'ReadOnlyMany'], hostPath: { path: '/d' } },
      ['spec.accessModes: Forbidden: may not use ReadWriteOncePod with other access modes'],
    ],
    [
      'no capacity',
      { capacity: null, hostPath: { path: '/d' } },
      [
        'spec.capacity: Required value',
        'spec.capacity: Unsupported value: core.ResourceList(nil): supported values: "storage"',
      ],
    ],
    [
      'a zero capacity',
      { capacity: { storage: '0' }, hostPath: { path: '/d' } },
      ['spec.capacity[storage]: Invalid value: "0": must be greater than zero'],
    ],
    [
      'a negative capacity',
      { capacity: { storage: '-1Gi' }, hostPath: { path: '/d' } },
      [
        'spec.capacity[storage]: Invalid value: -1073741824: must be a valid resource quantity',
        'spec.capacity[storage]: Invalid value: "-1Gi": must be greater than zero',
      ],
    ],
    [
      'an unknown reclaim policy',
      { persistentVolumeReclaimPolicy: 'Keep', hostPath: { path: '/d' } },
      [
        'spec.persistentVolumeReclaimPolicy: Unsupported value: "Keep": supported values: "Delete", "Recycle", "Retain"',
      ],
    ],
    [
      "recycling a hostPath of '/'",
      { persistentVolumeReclaimPolicy: 'Recycle', hostPath: { path: '//./' } },
      [
        "spec.persistentVolumeReclaimPolicy: Forbidden: may not be 'recycle' for a hostPath mount of '/'",
      ],
    ],
    [
      'a hostPath with backsteps',
      { hostPath: { path: '/a/../b' } },
      ['spec.hostPath.path: Invalid value: "/a/../b": must not contain \'..\''],
    ],
    [
      'a local volume without node affinity',
      { local: { path: '/mnt/disks/ssd1' } },
      ['spec.nodeAffinity: Required value: Local volume requires node affinity'],
    ],
    [
      'node affinity without required terms',
      { local: { path: '/mnt/disks/ssd1' }, nodeAffinity: {} },
      ['spec.nodeAffinity.required: Required value: must specify required node constraints'],
    ],
    [
      'a CSI volume without a handle, and a secret reference without a namespace',
      { csi: { driver: 'ebs.csi.aws.com', nodePublishSecretRef: { name: 's' } } },
      [
        'spec.csi.volumeHandle: Required value',
        'spec.csi.nodePublishSecretRef.namespace: Required value',
      ],
    ],
    [
      'an unknown volume mode',
      { volumeMode: 'Raw', hostPath: { path: '/d' } },
      ['spec.volumeMode: Unsupported value: "Raw": supported values: "Block", "Filesystem"'],
    ],
    [
      'a storage class that is no DNS subdomain',
      { storageClassName: 'Fast_SSD', hostPath: { path: '/d' } },
      [
        "spec.storageClassName: Invalid value: \"Fast_SSD\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
      ],
    ],
  ])('%s', (_name, spec, want) => {
    const o = pv(spec);
    expect(messages(validatePersistentVolume(o, env))).toEqual(want);
  });

  it('refuses the mount-options annotation on a source that takes none', () => {
    const o = pv(
      { hostPath: { path: '/d' } },
      { name: 'pv-1', annotations: { 'volume.beta.kubernetes.io/mount-options': 'ro' } },
    );
    expect(messages(validatePersistentVolume(o, env))).toEqual([
      'metadata.annotations.volume.beta.kubernetes.io/mount-options: Forbidden: may not specify mount options for this volume type',
    ]);
    const nfs = pv({ nfs: { server: 's', path: '/x' } }, o['metadata'] as JsonObject);
    expect(validatePersistentVolume(nfs, env)).toEqual([]);
  });

  it('says an in-tree source is checked for "more than 1" only', () => {
    const seen: string[] = [];
    const errs = validatePersistentVolume(pv({ rbd: { monitors: [], image: '' } }), {
      ...env,
      notSimulated: (d) => seen.push(d),
    });
    expect(errs).toEqual([]);
    expect(seen).toEqual([
      'field validation of rbd persistent volume sources (only "more than 1 volume type" is checked)',
    ]);
  });
});

describe('validatePersistentVolumeUpdate', () => {
  const old = pv({ hostPath: { path: '/data' } }, { name: 'pv-1', resourceVersion: '1' });

  it('lets the reclaim policy change', () => {
    const now = pv(
      { hostPath: { path: '/data' }, persistentVolumeReclaimPolicy: 'Delete' },
      { name: 'pv-1', resourceVersion: '1' },
    );
    expect(validatePersistentVolumeUpdate(now, old, env)).toEqual([]);
  });

  it('refuses a new source and a new volume mode (on the path "volumeMode")', () => {
    const now = pv(
      { hostPath: { path: '/other' }, volumeMode: 'Block' },
      { name: 'pv-1', resourceVersion: '1' },
    );
    expect(messages(validatePersistentVolumeUpdate(now, old, env))).toEqual([
      'spec.persistentvolumesource: Forbidden: spec.persistentvolumesource is immutable after creation',
      'volumeMode: Invalid value: "Block": field is immutable',
    ]);
  });

  it("reports the new object's errors twice, as the strategy validates it twice", () => {
    const now = pv(
      { hostPath: { path: '/data' }, persistentVolumeReclaimPolicy: 'Keep' },
      { name: 'pv-1', resourceVersion: '1' },
    );
    expect(messages(validatePersistentVolumeUpdate(now, old, env))).toHaveLength(2);
  });

  it('lets a CSI volume gain a controllerExpandSecretRef', () => {
    const csi = { driver: 'ebs.csi.aws.com', volumeHandle: 'vol-1' };
    const before = pv({ csi }, { name: 'pv-1', resourceVersion: '1' });
    const after = pv(
      { csi: { ...csi, controllerExpandSecretRef: { name: 's', namespace: 'kube-system' } } },
      { name: 'pv-1', resourceVersion: '1' },
    );
    expect(validatePersistentVolumeUpdate(after, before, env)).toEqual([]);
  });
});

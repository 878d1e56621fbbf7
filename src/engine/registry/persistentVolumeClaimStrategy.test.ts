// Cases ported from pkg/registry/core/persistentvolumeclaim/strategy_test.go and
// pkg/api/persistentvolumeclaim/util_test.go (release-1.32): TestDropDisabledFields (volume
// attributes class), TestDataSourceFilter, TestDataSourceRef (NormalizeDataSources).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import {
  persistentVolumeClaimStatusStrategy,
  persistentVolumeClaimStrategy,
} from './persistentVolumeClaimStrategy.ts';
import { created, testEnv, updated } from './testing.ts';

const pvc = (spec: JsonObject, status: JsonObject = { phase: 'Pending' }): JsonObject => ({
  kind: 'PersistentVolumeClaim',
  metadata: { name: 'c' },
  spec,
  status,
});
const spec = (o: JsonObject): JsonObject => o['spec'] as JsonObject;

describe('persistentvolumeclaimStrategy', () => {
  it('resets the status to its zero value on create (phase Pending is defaulted only on read)', () => {
    expect(created(persistentVolumeClaimStrategy, pvc({})).object['status']).toEqual({});
  });

  it('drops volumeAttributesClassName while VolumeAttributesClass is off (1.32), keeps it in 1.34', () => {
    expect(
      spec(
        created(persistentVolumeClaimStrategy, pvc({ volumeAttributesClassName: 'gold' })).object,
      )['volumeAttributesClassName'],
    ).toBeUndefined();
    expect(
      spec(
        created(
          persistentVolumeClaimStrategy,
          pvc({ volumeAttributesClassName: 'gold' }),
          testEnv({ version: '1.34' }),
        ).object,
      )['volumeAttributesClassName'],
    ).toBe('gold');
  });

  it.each([
    [
      'a claim source is mirrored into dataSourceRef',
      { dataSource: { kind: 'PersistentVolumeClaim', name: 'src' } },
      {
        dataSource: { kind: 'PersistentVolumeClaim', name: 'src' },
        dataSourceRef: { kind: 'PersistentVolumeClaim', name: 'src' },
      },
    ],
    [
      'a snapshot source keeps its group',
      { dataSource: { apiGroup: 'snapshot.storage.k8s.io', kind: 'VolumeSnapshot', name: 's' } },
      {
        dataSource: { apiGroup: 'snapshot.storage.k8s.io', kind: 'VolumeSnapshot', name: 's' },
        dataSourceRef: { apiGroup: 'snapshot.storage.k8s.io', kind: 'VolumeSnapshot', name: 's' },
      },
    ],
    [
      'any other dataSource is dropped',
      { dataSource: { apiGroup: 'example.com', kind: 'Populator', name: 'p' } },
      {},
    ],
    [
      'a dataSourceRef fills in dataSource',
      { dataSourceRef: { apiGroup: 'example.com', kind: 'Populator', name: 'p' } },
      {
        dataSourceRef: { apiGroup: 'example.com', kind: 'Populator', name: 'p' },
        dataSource: { apiGroup: 'example.com', kind: 'Populator', name: 'p' },
      },
    ],
    [
      'a cross-namespace dataSourceRef is dropped (CrossNamespaceVolumeDataSource off)',
      { dataSourceRef: { kind: 'PersistentVolumeClaim', name: 'p', namespace: 'other' } },
      {},
    ],
  ])('%s', (_name, input, want) => {
    expect(spec(created(persistentVolumeClaimStrategy, pvc(input)).object)).toEqual(want);
  });

  it('keeps the stored status on update, the stored spec on persistentvolumeclaims/status', () => {
    const stored = pvc({ volumeName: 'pv-1' }, { phase: 'Bound' });
    const incoming = pvc({ volumeName: 'pv-2' }, { phase: 'Lost' });
    expect(updated(persistentVolumeClaimStrategy, incoming, stored).object['status']).toEqual({
      phase: 'Bound',
    });
    const status = updated(persistentVolumeClaimStatusStrategy, incoming, stored).object;
    expect([status['spec'], status['status']]).toEqual([{ volumeName: 'pv-1' }, { phase: 'Lost' }]);
  });
});

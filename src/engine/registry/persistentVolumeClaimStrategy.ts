// The PersistentVolumeClaim strategies (pkg/registry/core/persistentvolumeclaim/strategy.go and
// pkg/api/persistentvolumeclaim/util.go, release-1.32). Create resets the status to its zero value —
// the phase Pending a GET shows comes from defaulting when the object is read back, so validating
// webhooks see `status: {}` — and drops disabled fields; dataSource and dataSourceRef are kept in
// sync (KEP 1495). Update keeps the stored status; persistentvolumeclaims/status the stored spec.

import type { JsonObject } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { child } from '../defaulting/defaults/access.ts';
import { gateEnabled } from './featureGates.ts';
import { keepStoredSpec, keepStoredStatus } from './objectParts.ts';
import type { Prepared, Strategy, StrategyEnv } from './strategy.ts';

const set = (v: unknown): boolean => v !== undefined && v !== null;

// DropDisabledFields.
function dropDisabledFields(
  spec: JsonObject,
  oldSpec: JsonObject | undefined,
  env: StrategyEnv,
  out: Prepared,
): void {
  if (
    !gateEnabled(env, 'VolumeAttributesClass') &&
    !set(oldSpec?.['volumeAttributesClassName']) &&
    set(spec['volumeAttributesClassName'])
  ) {
    delete spec['volumeAttributesClassName'];
    out.notes.push(
      'spec.volumeAttributesClassName dropped (feature gate VolumeAttributesClass is off)',
    );
  }
  const ref = child(spec, 'dataSourceRef');
  if (ref === undefined || set(oldSpec?.['dataSourceRef'])) return;
  const crossNamespace = typeof ref['namespace'] === 'string' && ref['namespace'] !== '';
  const gate = !gateEnabled(env, 'AnyVolumeDataSource')
    ? 'AnyVolumeDataSource'
    : crossNamespace && !gateEnabled(env, 'CrossNamespaceVolumeDataSource')
      ? 'CrossNamespaceVolumeDataSource'
      : '';
  if (gate === '') return;
  delete spec['dataSourceRef'];
  out.notes.push(`spec.dataSourceRef dropped (feature gate ${gate} is off)`);
}

// EnforceDataSourceBackwardsCompatibility: dataSource only names a claim or a VolumeSnapshot.
function enforceDataSourceBackwardsCompatibility(
  spec: JsonObject,
  oldSpec: JsonObject | undefined,
  out: Prepared,
): void {
  const source = child(spec, 'dataSource');
  if (set(oldSpec?.['dataSource']) || source === undefined) return;
  const group = typeof source['apiGroup'] === 'string' ? source['apiGroup'] : '';
  if (
    (source['kind'] === 'PersistentVolumeClaim' && group === '') ||
    (source['kind'] === 'VolumeSnapshot' && group === 'snapshot.storage.k8s.io')
  )
    return;
  delete spec['dataSource'];
  out.notes.push(
    'spec.dataSource dropped: it names neither a PersistentVolumeClaim nor a VolumeSnapshot',
  );
}

// NormalizeDataSources: the one of dataSource / dataSourceRef that is set fills in the other.
function normalizeDataSources(spec: JsonObject, env: StrategyEnv, out: Prepared): void {
  if (!gateEnabled(env, 'AnyVolumeDataSource')) return;
  const source = child(spec, 'dataSource');
  const ref = child(spec, 'dataSourceRef');
  const copy = (from: JsonObject): JsonObject => ({
    ...(set(from['apiGroup']) ? { apiGroup: from['apiGroup'] ?? null } : {}),
    kind: from['kind'] ?? '',
    name: from['name'] ?? '',
  });
  if (source !== undefined && ref === undefined) {
    spec['dataSourceRef'] = copy(source);
    out.notes.push('spec.dataSourceRef copied from spec.dataSource');
  } else if (
    ref !== undefined &&
    source === undefined &&
    (typeof ref['namespace'] !== 'string' || ref['namespace'] === '')
  ) {
    spec['dataSource'] = copy(ref);
    out.notes.push('spec.dataSource copied from spec.dataSourceRef');
  }
}

/** persistentvolumeclaimStrategy. */
export const persistentVolumeClaimStrategy: Strategy = {
  name: 'persistentvolumeclaimStrategy',
  prepareForCreate(pvc, env, out) {
    pvc['status'] = {};
    out.notes.push('status reset (phase Pending is only defaulted in when the claim is read back)');
    const spec = asObject(pvc['spec']);
    if (spec === undefined) return;
    dropDisabledFields(spec, undefined, env, out);
    enforceDataSourceBackwardsCompatibility(spec, undefined, out);
    normalizeDataSources(spec, env, out);
  },
  prepareForUpdate(pvc, old, env, out) {
    keepStoredStatus(pvc, old, out);
    const spec = asObject(pvc['spec']);
    if (spec === undefined) return;
    const oldSpec = child(old, 'spec');
    dropDisabledFields(spec, oldSpec, env, out);
    enforceDataSourceBackwardsCompatibility(spec, oldSpec, out);
    normalizeDataSources(spec, env, out);
  },
};

/** persistentvolumeclaimStatusStrategy: the stored spec; status fields of a disabled VolumeAttributesClass dropped. */
export const persistentVolumeClaimStatusStrategy: Strategy = {
  name: 'persistentvolumeclaimStatusStrategy',
  prepareForUpdate(pvc, old, env, out) {
    keepStoredSpec(pvc, old, out);
    const status = asObject(pvc['status']);
    if (status === undefined || gateEnabled(env, 'VolumeAttributesClass')) return;
    for (const field of ['currentVolumeAttributesClassName', 'modifyVolumeStatus']) {
      if (!set(status[field]) || set(child(old, 'status')?.[field])) continue;
      delete status[field];
      out.notes.push(`status.${field} dropped (feature gate VolumeAttributesClass is off)`);
    }
  },
};

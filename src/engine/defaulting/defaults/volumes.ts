// Scheme defaulting of pod volumes and persistent-volume sources (pkg/apis/core/v1/defaults.go
// SetDefaults_Volume, _HostPathVolumeSource, _SecretVolumeSource, _ConfigMapVolumeSource,
// _DownwardAPIVolumeSource, _ProjectedVolumeSource, _ServiceAccountTokenProjection,
// _PersistentVolumeClaimSpec and the +default markers on the iSCSI, RBD, AzureDisk and ScaleIO
// sources, as zz_generated.defaults.go applies them).

import type { JsonObject } from '../../apimachinery/types.ts';
import { fieldOrder } from '../goTypes.ts';
import {
  child,
  children,
  defaultPointer,
  defaultString,
  roundResourceList,
  struct,
} from './access.ts';

/** The mode bits secret, configMap, downwardAPI and projected volumes default to (0644). */
export const defaultFileMode = 0o644;

const volumeSources = fieldOrder('VolumeSource');

function defaultFieldRefs(source: JsonObject | undefined): void {
  for (const item of children(source, 'items')) {
    const ref = child(item, 'fieldRef');
    if (ref !== undefined) defaultString(ref, 'apiVersion', 'v1');
  }
}

/** The +default markers of the RBD, iSCSI, AzureDisk and ScaleIO sources (pod and PV variants alike). */
export function defaultPluginSources(source: JsonObject): void {
  const iscsi = child(source, 'iscsi');
  if (iscsi !== undefined) defaultString(iscsi, 'iscsiInterface', 'default');
  const rbd = child(source, 'rbd');
  if (rbd !== undefined) {
    defaultString(rbd, 'pool', 'rbd');
    defaultString(rbd, 'user', 'admin');
    defaultString(rbd, 'keyring', '/etc/ceph/keyring');
  }
  const azureDisk = child(source, 'azureDisk');
  if (azureDisk !== undefined) {
    defaultPointer(azureDisk, 'cachingMode', 'ReadWrite');
    defaultPointer(azureDisk, 'fsType', 'ext4');
    defaultPointer(azureDisk, 'readOnly', false);
    defaultPointer(azureDisk, 'kind', 'Shared');
  }
  const scaleIO = child(source, 'scaleIO');
  if (scaleIO !== undefined) {
    defaultString(scaleIO, 'storageMode', 'ThinProvisioned');
    defaultString(scaleIO, 'fsType', 'xfs');
  }
  const hostPath = child(source, 'hostPath');
  // HostPathUnset is "", a non-nil pointer to the empty string.
  if (hostPath !== undefined) defaultPointer(hostPath, 'type', '');
}

/** SetDefaults_PersistentVolumeClaimSpec plus the resource lists under it. */
export function defaultClaimSpec(spec: JsonObject): void {
  defaultPointer(spec, 'volumeMode', 'Filesystem');
  const resources = struct(spec, 'resources');
  roundResourceList(resources, 'limits');
  roundResourceList(resources, 'requests');
}

/** SetDefaults_Volume and the defaulters of the source it holds. */
export function defaultVolume(volume: JsonObject): void {
  // A volume naming no source is an emptyDir (ptr.AllPtrFieldsNil on the VolumeSource).
  if (volumeSources.every((k) => volume[k] === undefined || volume[k] === null))
    volume['emptyDir'] = {};
  // The image source's pull policy is defaulted only with the ImageVolume gate, alpha (off) in 1.32.
  defaultPluginSources(volume);
  for (const key of ['secret', 'configMap', 'downwardAPI']) {
    const source = child(volume, key);
    if (source !== undefined) defaultPointer(source, 'defaultMode', defaultFileMode);
  }
  defaultFieldRefs(child(volume, 'downwardAPI'));
  const projected = child(volume, 'projected');
  if (projected !== undefined) {
    defaultPointer(projected, 'defaultMode', defaultFileMode);
    for (const source of children(projected, 'sources')) {
      defaultFieldRefs(child(source, 'downwardAPI'));
      const token = child(source, 'serviceAccountToken');
      if (token !== undefined) defaultPointer(token, 'expirationSeconds', 3600);
    }
  }
  const template = child(child(volume, 'ephemeral'), 'volumeClaimTemplate');
  if (template !== undefined) defaultClaimSpec(struct(template, 'spec'));
}

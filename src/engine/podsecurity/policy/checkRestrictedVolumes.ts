// Restricted pods may use only inline volume sources from an allowed set: mirrors
// k8s.io/pod-security-admission/policy/check_restrictedVolumes.go (v0.32, and v0.33's image).
// Allowed: configMap, csi, downwardAPI, emptyDir, ephemeral, persistentVolumeClaim, projected,
// secret. 1.32 does not allow `image` yet (kubernetes#130394 did, in 1.33, in the 1.0 revision
// itself, so at every policy version): in 1.32 it counts as unknown.

import { levelRestricted } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { checkHostPathVolumesID } from './checkHostPathVolumes.ts';
import { joinQuote, pluralize, sortedList } from './helpers.ts';
import { asString, child, field, objects } from './podJson.ts';

/**
 * Returns the restricted check limiting volume types from 1.0; it replaces the hostPath one. With
 * `allowImage` (kube-apiserver 1.33+) an `image` volume is allowed too.
 */
export function checkRestrictedVolumes(allowImage = false): Check {
  return {
    id: 'restrictedVolumes',
    level: levelRestricted,
    versions: [
      {
        minimumVersion: majorMinorVersion(1, 0),
        checkPod: allowImage ? restrictedVolumes_1_0_image : restrictedVolumes_1_0,
        overrideCheckIDs: [checkHostPathVolumesID],
      },
    ],
  };
}

const allowedSources = [
  'configMap',
  'csi',
  'downwardAPI',
  'emptyDir',
  'ephemeral',
  'persistentVolumeClaim',
  'projected',
  'secret',
];

// In upstream's switch order: the first source set names the volume's type.
const restrictedSources = [
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

const allowedSourcesWithImage = [...allowedSources, 'image'];

/** Forbids volumes whose source is not one of the allowed types (v0.32's list). */
export const restrictedVolumes_1_0 = (_podMetadata: JsonObject, podSpec: JsonObject): CheckResult =>
  restrictedVolumes(podSpec, allowedSources);

/** Forbids volumes whose source is not one of the allowed types (v0.33's list, with image). */
export const restrictedVolumes_1_0_image = (
  _podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult => restrictedVolumes(podSpec, allowedSourcesWithImage);

function restrictedVolumes(podSpec: JsonObject, allowed: readonly string[]): CheckResult {
  const badVolumes: string[] = [];
  const badVolumeTypes = new Set<string>();
  for (const volume of objects(field(podSpec, 'volumes'))) {
    const isSet = (source: string) => child(volume, source) !== undefined;
    if (allowed.some(isSet)) continue;
    badVolumes.push(asString(field(volume, 'name')));
    badVolumeTypes.add(restrictedSources.find(isSet) ?? 'unknown');
  }
  if (badVolumes.length > 0) {
    return forbiddenResult(
      'restricted volume types',
      `${pluralize('volume', 'volumes', badVolumes.length)} ${joinQuote(badVolumes)} ${pluralize('uses', 'use', badVolumes.length)} ${pluralize('restricted volume type', 'restricted volume types', badVolumeTypes.size)} ${joinQuote(sortedList(badVolumeTypes))}`,
    );
  }
  return allowedResult();
}

// Restricted pods may use only inline volume sources from an allowed set: mirrors
// k8s.io/pod-security-admission/policy/check_restrictedVolumes.go (v0.32).
// Allowed: configMap, csi, downwardAPI, emptyDir, ephemeral, persistentVolumeClaim, projected,
// secret. 1.32 does not allow `image` yet (kubernetes#130394 did, in 1.33): it counts as unknown.

import { levelRestricted } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { checkHostPathVolumesID } from './checkHostPathVolumes.ts';
import { joinQuote, pluralize, sortedList } from './helpers.ts';
import { asString, child, field, objects } from './podJson.ts';

/** Returns the restricted check limiting volume types from 1.0; it replaces the hostPath one. */
export function checkRestrictedVolumes(): Check {
  return {
    id: 'restrictedVolumes',
    level: levelRestricted,
    versions: [
      {
        minimumVersion: majorMinorVersion(1, 0),
        checkPod: restrictedVolumes_1_0,
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

/** Forbids volumes whose source is not one of the allowed types. */
export function restrictedVolumes_1_0(_podMetadata: JsonObject, podSpec: JsonObject): CheckResult {
  const badVolumes: string[] = [];
  const badVolumeTypes = new Set<string>();
  for (const volume of objects(field(podSpec, 'volumes'))) {
    const isSet = (source: string) => child(volume, source) !== undefined;
    if (allowedSources.some(isSet)) continue;
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

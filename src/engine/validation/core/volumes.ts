// Checks a pod's volumes: names (DNS-1123 labels, unique) and exactly one source each, in upstream's
// order, with the quirks of its field paths: mirrors pkg/apis/core/validation/validation.go
// ValidateVolumes and validateVolumeSource.

import type { JsonObject } from '../../apimachinery/types.ts';
import { duplicate, type FieldError, forbidden, required } from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { invalidEach, isDNS1123Label } from '../../apimachinery/names.ts';
import { obj, str } from '../read.ts';
import { validateImageVolumeSource } from './imageVolumeSource.ts';
import type { PodValidationOptions } from './options.ts';
import {
  validateCSI,
  validateDownwardAPI,
  validateEmptyDir,
  validateHostPath,
  validateNFS,
  validateObjectVolume,
  validatePersistentClaim,
  validateProjected,
} from './volumeSources.ts';

type SourceCheck = (src: JsonObject, fldPath: string, opts: PodValidationOptions) => FieldError[];

// Upstream's order; `forbid` is the path its "more than 1" error uses (typos kept), `at` where the
// source's own errors go.
const sources: readonly { field: string; forbid?: string; at?: string; check?: SourceCheck }[] = [
  { field: 'emptyDir', check: validateEmptyDir },
  { field: 'hostPath', check: validateHostPath },
  { field: 'gitRepo' },
  { field: 'gcePersistentDisk', at: 'persistentDisk' },
  { field: 'awsElasticBlockStore' },
  { field: 'secret', check: (s, p) => validateObjectVolume(s, 'secretName', p) },
  { field: 'nfs', check: validateNFS },
  { field: 'iscsi' },
  { field: 'glusterfs' },
  { field: 'flocker' },
  { field: 'persistentVolumeClaim', check: validatePersistentClaim },
  { field: 'rbd' },
  { field: 'cinder' },
  { field: 'cephfs', forbid: 'cephFS' },
  { field: 'quobyte' },
  { field: 'downwardAPI', forbid: 'downwarAPI', check: validateDownwardAPI },
  { field: 'fc' },
  { field: 'flexVolume' },
  { field: 'configMap', check: (s, p) => validateObjectVolume(s, 'name', p) },
  { field: 'azureFile' },
  { field: 'vsphereVolume' },
  { field: 'photonPersistentDisk' },
  { field: 'portworxVolume' },
  { field: 'azureDisk' },
  { field: 'storageos' },
  { field: 'projected', check: validateProjected },
  { field: 'scaleIO' },
  { field: 'csi', check: validateCSI },
  { field: 'ephemeral' },
  { field: 'image', check: validateImageVolumeSource },
];

function validateVolumeSource(
  vol: JsonObject,
  fldPath: string,
  opts: PodValidationOptions,
): FieldError[] {
  const errs: FieldError[] = [];
  let n = 0;
  for (const s of sources) {
    const src = obj(vol[s.field]);
    if (src === undefined) continue;
    if (n > 0) {
      errs.push(
        forbidden(child(fldPath, s.forbid ?? s.field), 'may not specify more than 1 volume type'),
      );
      continue;
    }
    n++;
    if (s.check !== undefined) errs.push(...s.check(src, child(fldPath, s.at ?? s.field), opts));
    else
      opts.notSimulated(
        `field validation of ${s.field} volume sources (only "more than 1 volume type" is checked)`,
      );
  }
  if (n === 0) errs.push(required(fldPath, 'must specify a volume type'));
  return errs;
}

/** Checks the volumes; returns the valid ones by name (what mounts may refer to) and the errors. */
export function validateVolumes(
  volumes: JsonObject[],
  fldPath: string,
  opts: PodValidationOptions,
): { volumes: Map<string, JsonObject>; errors: FieldError[] } {
  const valid = new Map<string, JsonObject>();
  const errors: FieldError[] = [];
  volumes.forEach((vol, i) => {
    const idx = index(fldPath, i);
    const name = str(vol['name']);
    const el = validateVolumeSource(vol, idx, opts);
    if (name === '') el.push(required(child(idx, 'name'), ''));
    else el.push(...invalidEach(child(idx, 'name'), name, isDNS1123Label(name)));
    if (valid.has(name)) el.push(duplicate(child(idx, 'name'), goString(name)));
    if (el.length === 0) valid.set(name, vol);
    else errors.push(...el);
  });
  return { volumes: valid, errors };
}

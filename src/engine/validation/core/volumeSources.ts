// Checks the common volume sources: mirrors pkg/apis/core/validation/validation.go
// validateHostPathVolumeSource, validateSecretVolumeSource, validateConfigMapVolumeSource,
// validateKeyToPath, validatePersistentClaimVolumeSource, validateNFSVolumeSource,
// validateDownwardAPIVolumeSource, validateProjectionSources and validateCSIVolumeSource.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goInt32, goNamed, goString } from '../../apimachinery/goValue.ts';
import { num, obj, objects, optStr, str } from '../read.ts';
import { validateObjectFieldSelector, validateResourceFieldSelector } from './env.ts';
import { validateLocalNonReservedPath, validatePathNoBacksteps } from './paths.ts';

const fileModeErrorMsg = 'must be a number between 0 and 0777 (octal), both inclusive';
const volumeFieldPaths = [
  'metadata.annotations',
  'metadata.labels',
  'metadata.name',
  'metadata.namespace',
  'metadata.uid',
];

function validateMode(mode: number | undefined, fldPath: string): FieldError[] {
  return mode !== undefined && (mode > 0o777 || mode < 0)
    ? [invalid(fldPath, goInt32(mode), fileModeErrorMsg)]
    : [];
}

function validateKeyToPath(kp: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  if (str(kp['key']) === '') errs.push(required(child(fldPath, 'key'), ''));
  if (str(kp['path']) === '') errs.push(required(child(fldPath, 'path'), ''));
  errs.push(...validateLocalNonReservedPath(str(kp['path']), child(fldPath, 'path')));
  errs.push(...validateMode(num(kp['mode']), child(fldPath, 'mode')));
  return errs;
}

const hostPathTypes = [
  '',
  'BlockDevice',
  'CharDevice',
  'Directory',
  'DirectoryOrCreate',
  'File',
  'FileOrCreate',
  'Socket',
];

/** hostPath: a path without backsteps and a known type. */
export function validateHostPath(src: JsonObject, fldPath: string): FieldError[] {
  const path = str(src['path']);
  if (path === '') return [required(child(fldPath, 'path'), '')];
  const errs = validatePathNoBacksteps(path, child(fldPath, 'path'));
  const type = optStr(src['type']);
  if (type !== undefined && !hostPathTypes.includes(type))
    errs.push(
      notSupported(child(fldPath, 'type'), goNamed('core.HostPathType', type), hostPathTypes),
    );
  return errs;
}

/** secret or configMap: the object's name, the default mode and the items. */
export function validateObjectVolume(
  src: JsonObject,
  nameField: 'secretName' | 'name',
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  if (str(src[nameField]) === '') errs.push(required(child(fldPath, nameField), ''));
  errs.push(...validateMode(num(src['defaultMode']), child(fldPath, 'defaultMode')));
  objects(src['items']).forEach((kp, i) =>
    errs.push(...validateKeyToPath(kp, index(child(fldPath, 'items'), i))),
  );
  return errs;
}

/** persistentVolumeClaim: a claim name. */
export const validatePersistentClaim = (src: JsonObject, fldPath: string): FieldError[] =>
  str(src['claimName']) === '' ? [required(child(fldPath, 'claimName'), '')] : [];

/** nfs: a server and an absolute path. */
export function validateNFS(src: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  if (str(src['server']) === '') errs.push(required(child(fldPath, 'server'), ''));
  const path = str(src['path']);
  if (path === '') errs.push(required(child(fldPath, 'path'), ''));
  if (!path.startsWith('/'))
    errs.push(invalid(child(fldPath, 'path'), goString(path), 'must be an absolute path'));
  return errs;
}

function validateDownwardAPIFile(file: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  if (str(file['path']) === '') errs.push(required(child(fldPath, 'path'), ''));
  errs.push(...validateLocalNonReservedPath(str(file['path']), child(fldPath, 'path')));
  const fieldRef = obj(file['fieldRef']);
  const resourceFieldRef = obj(file['resourceFieldRef']);
  if (fieldRef !== undefined) {
    errs.push(
      ...validateObjectFieldSelector(fieldRef, volumeFieldPaths, child(fldPath, 'fieldRef')),
    );
    if (resourceFieldRef !== undefined)
      errs.push(
        invalid(
          fldPath,
          goString('resource'),
          'fieldRef and resourceFieldRef can not be specified simultaneously',
        ),
      );
  } else if (resourceFieldRef !== undefined) {
    errs.push(
      ...validateResourceFieldSelector(resourceFieldRef, child(fldPath, 'resourceFieldRef'), true),
    );
  } else errs.push(required(fldPath, 'one of fieldRef and resourceFieldRef is required'));
  errs.push(...validateMode(num(file['mode']), child(fldPath, 'mode')));
  return errs;
}

/** downwardAPI: the default mode and each file (reported on the volume's path, as upstream). */
export function validateDownwardAPI(src: JsonObject, fldPath: string): FieldError[] {
  const errs = validateMode(num(src['defaultMode']), child(fldPath, 'defaultMode'));
  for (const file of objects(src['items'])) errs.push(...validateDownwardAPIFile(file, fldPath));
  return errs;
}

/** projected: the default mode and each source (secret, configMap, downwardAPI, serviceAccountToken). */
export function validateProjected(src: JsonObject, fldPath: string): FieldError[] {
  const errs = validateMode(num(src['defaultMode']), child(fldPath, 'defaultMode'));
  const paths = new Set<string>();
  const claim = (p: string, conflictValue: string): void => {
    if (paths.has(p))
      errs.push(invalid(fldPath, goString(conflictValue), 'conflicting duplicate paths'));
    else paths.add(p);
  };
  objects(src['sources']).forEach((source, i) => {
    const srcPath = index(child(fldPath, 'sources'), i);
    let n = 0;
    for (const kind of ['secret', 'configMap'] as const) {
      const s = obj(source[kind]);
      if (s === undefined) continue;
      n++;
      if (str(s['name']) === '') errs.push(required(child(srcPath, kind, 'name'), ''));
      objects(s['items']).forEach((kp, j) => {
        errs.push(...validateKeyToPath(kp, index(child(srcPath, kind, 'items'), j)));
        if (str(kp['path']) !== '') claim(str(kp['path']), str(s['name']));
      });
    }
    const downward = obj(source['downwardAPI']);
    if (downward !== undefined) {
      n++;
      for (const file of objects(downward['items'])) {
        errs.push(...validateDownwardAPIFile(file, child(srcPath, 'downwardAPI')));
        if (str(file['path']) !== '') claim(str(file['path']), str(file['path']));
      }
    }
    const token = obj(source['serviceAccountToken']);
    if (token !== undefined) {
      n++;
      const seconds = num(token['expirationSeconds']) ?? 0;
      const sPath = child(srcPath, 'serviceAccountToken', 'expirationSeconds');
      if (seconds < 600)
        errs.push(
          invalid(
            sPath,
            { go: 'int', value: seconds },
            'may not specify a duration less than 10 minutes',
          ),
        );
      if (seconds > 2 ** 32)
        errs.push(
          invalid(
            sPath,
            { go: 'int', value: seconds },
            'may not specify a duration larger than 2^32 seconds',
          ),
        );
      const path = str(token['path']);
      if (path === '') errs.push(required(child(fldPath, 'path'), ''));
      else errs.push(...validateLocalNonReservedPath(path, child(fldPath, 'path')));
    }
    if (obj(source['clusterTrustBundle']) !== undefined) n++;
    if (n > 1) errs.push(forbidden(srcPath, 'may not specify more than 1 volume type per source'));
  });
  return errs;
}

/** csi: a driver name. */
export const validateCSI = (src: JsonObject, fldPath: string): FieldError[] =>
  str(src['driver']) === '' ? [required(child(fldPath, 'driver'), '')] : [];

/** emptyDir: a non-negative size limit (checked by the decoder's quantity parse otherwise). */
export const validateEmptyDir = (src: JsonObject, fldPath: string): FieldError[] =>
  typeof src['sizeLimit'] === 'string' && src['sizeLimit'].trim().startsWith('-')
    ? [forbidden(child(fldPath, 'sizeLimit'), 'SizeLimit field must be a valid resource quantity')]
    : [];

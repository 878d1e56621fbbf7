// Checks a container's volumeMounts and volumeDevices against the pod's volumes: mirrors
// pkg/apis/core/validation/validation.go ValidateVolumeMounts, validateMountPropagation,
// validateMountRecursiveReadOnly and ValidateVolumeDevices (paths on the list's own path where
// upstream puts them there).

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  notFound,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import { bool, obj, objects, optStr, str } from '../read.ts';
import { validateLocalDescendingPath, validatePathNoBacksteps } from './paths.ts';

const propagations = ['Bidirectional', 'HostToContainer', 'None'];

function validateMountPropagation(
  mode: string,
  container: JsonObject,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  if (!propagations.includes(mode))
    errs.push(notSupported(fldPath, goNamed('core.MountPropagationMode', mode), propagations));
  const privileged = obj(container['securityContext'])?.['privileged'] === true;
  if (mode === 'Bidirectional' && !privileged)
    errs.push(
      forbidden(
        fldPath,
        'Bidirectional mount propagation is available only to privileged containers',
      ),
    );
  return errs;
}

function validateRecursiveReadOnly(mnt: JsonObject, fldPath: string): FieldError[] {
  const rro = optStr(mnt['recursiveReadOnly']);
  if (rro === undefined || rro === 'Disabled') return [];
  if (rro === 'Enabled' || rro === 'IfPossible') {
    const errs: FieldError[] = [];
    if (bool(mnt['readOnly']) !== true)
      errs.push(forbidden(fldPath, 'may only be specified when readOnly is true'));
    const prop = optStr(mnt['mountPropagation']);
    if (prop !== undefined && prop !== 'None')
      errs.push(
        forbidden(fldPath, 'may only be specified when mountPropagation is None or not specified'),
      );
    return errs;
  }
  return [
    notSupported(fldPath, goNamed('core.RecursiveReadOnlyMode', rro), [
      'Disabled',
      'Enabled',
      'IfPossible',
    ]),
  ];
}

const isPVC = (vol: JsonObject | undefined): boolean =>
  vol !== undefined &&
  (obj(vol['persistentVolumeClaim']) !== undefined || obj(vol['ephemeral']) !== undefined);

/** Checks each mount: a known volume, a unique mountPath, no clash with devices, sane subPaths. */
export function validateVolumeMounts(
  container: JsonObject,
  volumes: ReadonlyMap<string, JsonObject>,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const devices = new Map(
    objects(container['volumeDevices']).map((d) => [str(d['name']), str(d['devicePath'])]),
  );
  const mountpoints = new Set<string>();
  objects(container['volumeMounts']).forEach((mnt, i) => {
    const idx = index(fldPath, i);
    const name = str(mnt['name']);
    const mountPath = str(mnt['mountPath']);
    if (name === '') errs.push(required(child(idx, 'name'), ''));
    if (!volumes.has(name)) errs.push(notFound(child(idx, 'name'), goString(name)));
    if (mountPath === '') errs.push(required(child(idx, 'mountPath'), ''));
    if (mountpoints.has(mountPath))
      errs.push(invalid(child(idx, 'mountPath'), goString(mountPath), 'must be unique'));
    mountpoints.add(mountPath);
    if (devices.has(name))
      errs.push(
        invalid(child(idx, 'name'), goString(name), 'must not already exist in volumeDevices'),
      );
    if ([...devices.values()].includes(mountPath))
      errs.push(
        invalid(
          child(idx, 'mountPath'),
          goString(mountPath),
          'must not already exist as a path in volumeDevices',
        ),
      );
    const subPath = str(mnt['subPath']);
    const subPathExpr = str(mnt['subPathExpr']);
    if (obj(volumes.get(name)?.['image']) !== undefined) {
      if (subPath !== '')
        errs.push(
          invalid(child(idx, 'subPath'), goString(subPath), 'not allowed in image volume sources'),
        );
      if (subPathExpr !== '')
        errs.push(
          invalid(
            child(idx, 'subPathExpr'),
            goString(subPathExpr),
            'not allowed in image volume sources',
          ),
        );
    }
    if (subPath !== '')
      errs.push(...validateLocalDescendingPath(subPath, child(fldPath, 'subPath')));
    if (subPathExpr !== '') {
      if (subPath !== '')
        errs.push(
          invalid(
            child(idx, 'subPathExpr'),
            goString(subPathExpr),
            'subPathExpr and subPath are mutually exclusive',
          ),
        );
      errs.push(...validateLocalDescendingPath(subPathExpr, child(fldPath, 'subPathExpr')));
    }
    const propagation = optStr(mnt['mountPropagation']);
    if (propagation !== undefined)
      errs.push(
        ...validateMountPropagation(propagation, container, child(fldPath, 'mountPropagation')),
      );
    errs.push(...validateRecursiveReadOnly(mnt, child(fldPath, 'recursiveReadOnly')));
  });
  return errs;
}

/** Checks each device: a PVC-backed volume, a unique name and devicePath, no clash with mounts. */
export function validateVolumeDevices(
  container: JsonObject,
  volumes: ReadonlyMap<string, JsonObject>,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const mounts = new Map(
    objects(container['volumeMounts']).map((m) => [str(m['name']), str(m['mountPath'])]),
  );
  const paths = new Set<string>();
  const names = new Set<string>();
  objects(container['volumeDevices']).forEach((dev, i) => {
    const idx = index(fldPath, i);
    const name = str(dev['name']);
    const devPath = str(dev['devicePath']);
    const matched = volumes.has(name);
    if (name === '') errs.push(required(child(idx, 'name'), ''));
    if (names.has(name)) errs.push(invalid(child(idx, 'name'), goString(name), 'must be unique'));
    if (matched && !isPVC(volumes.get(name)))
      errs.push(
        invalid(
          child(idx, 'name'),
          goString(name),
          'can only use volume source type of PersistentVolumeClaim or Ephemeral for block mode',
        ),
      );
    if (!matched) errs.push(notFound(child(idx, 'name'), goString(name)));
    if (devPath === '') errs.push(required(child(idx, 'devicePath'), ''));
    if (paths.has(devPath))
      errs.push(invalid(child(idx, 'devicePath'), goString(devPath), 'must be unique'));
    if (devPath !== '' && validatePathNoBacksteps(devPath, '').length > 0)
      errs.push(
        invalid(child(idx, 'devicePath'), goString(devPath), "can not contain backsteps ('..')"),
      );
    else paths.add(devPath);
    if (mounts.has(name))
      errs.push(
        invalid(child(idx, 'name'), goString(name), 'must not already exist in volumeMounts'),
      );
    if ([...mounts.values()].includes(devPath))
      errs.push(
        invalid(
          child(idx, 'devicePath'),
          goString(devPath),
          'must not already exist as a path in volumeMounts',
        ),
      );
    if (name !== '') names.add(name);
  });
  return errs;
}

// Checks a container's env and envFrom: mirrors pkg/apis/core/validation/validation.go ValidateEnv,
// validateEnvVarValueFrom, validateObjectFieldSelector, validateContainerResourceFieldSelector,
// validateConfigMapKeySelector / validateSecretKeySelector and ValidateEnvFrom; from 1.34 (EnvFiles)
// validateFileKeySelector and the message naming `fileKeyRef`, ported from validation.go at
// kubernetes master of 2026-07 (the atiratree/kubernetes fork, commit 81b59d0). That 1.34's alpha
// and 1.35-1.37 check the same is inferred: the stored copies of those releases could not be read.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, notSupported, required } from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { invalidEach, isDNS1123Label, isQualifiedName } from '../../apimachinery/names.ts';
import { obj, str } from '../read.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { isConfigMapKey, isEnvVarName, isRelaxedEnvVarName } from './formats.ts';
import { validatePathNoBacksteps } from './paths.ts';

/** The options ValidateEnv reads. */
export interface EnvOptions {
  relaxedNames: boolean;
  /** AllowEnvFilesValidation (EnvFiles on, or a fileKeyRef in the old spec). */
  envFiles: boolean;
}

const envFieldPaths = [
  'metadata.name',
  'metadata.namespace',
  'metadata.uid',
  'spec.nodeName',
  'spec.serviceAccountName',
  'status.hostIP',
  'status.hostIPs',
  'status.podIP',
  'status.podIPs',
];
const resourceFieldPaths = [
  'limits.cpu',
  'limits.ephemeral-storage',
  'limits.memory',
  'requests.cpu',
  'requests.ephemeral-storage',
  'requests.memory',
];

const nameErrors = (value: string, relaxed: boolean): string[] =>
  relaxed ? isRelaxedEnvVarName(value) : isEnvVarName(value);

/** Checks a downward API fieldRef against the allowed paths (sorted, as sets.List gives them). */
export function validateObjectFieldSelector(
  fs: JsonObject,
  allowed: readonly string[],
  fldPath: string,
): FieldError[] {
  const apiVersion = str(fs['apiVersion']);
  const fieldPath = str(fs['fieldPath']);
  if (apiVersion === '') return [required(child(fldPath, 'apiVersion'), '')];
  if (fieldPath === '') return [required(child(fldPath, 'fieldPath'), '')];
  // fieldpath.SplitMaybeSubscriptedPath: metadata.labels['key'].
  const m = /^(.*)\['(.*)'\]$/.exec(fieldPath);
  if (m !== null) {
    const [, path = '', subscript = ''] = m;
    if (path === 'metadata.annotations')
      return invalidEach(
        fldPath,
        subscript.toLowerCase(),
        isQualifiedName(subscript.toLowerCase()),
      );
    if (path === 'metadata.labels')
      return invalidEach(fldPath, subscript, isQualifiedName(subscript));
    return [invalid(fldPath, goString(path), 'does not support subscript')];
  }
  if (!allowed.includes(fieldPath))
    return [notSupported(child(fldPath, 'fieldPath'), goString(fieldPath), [...allowed].sort())];
  return [];
}

/** Checks a resourceFieldRef (the divisor is not checked). */
export function validateResourceFieldSelector(
  fs: JsonObject,
  fldPath: string,
  volume: boolean,
): FieldError[] {
  const resource = str(fs['resource']);
  if (volume && str(fs['containerName']) === '')
    return [required(child(fldPath, 'containerName'), '')];
  if (resource === '') return [required(child(fldPath, 'resource'), '')];
  if (
    !resourceFieldPaths.includes(resource) &&
    !resource.startsWith('requests.hugepages-') &&
    !resource.startsWith('limits.hugepages-')
  ) {
    return [notSupported(child(fldPath, 'resource'), goString(resource), resourceFieldPaths)];
  }
  return [];
}

function validateKeySelector(s: JsonObject, fldPath: string): FieldError[] {
  const name = str(s['name']);
  const errs = invalidEach(child(fldPath, 'name'), name, nameIsDNSSubdomain(name, false));
  const key = str(s['key']);
  if (key === '') errs.push(required(child(fldPath, 'key'), ''));
  else errs.push(...invalidEach(child(fldPath, 'key'), key, isConfigMapKey(key)));
  return errs;
}

// validateFileKeySelector: the key an env var name (relaxed rules), the volume a DNS label, the
// path without "..".
function validateFileKeySelector(s: JsonObject, fldPath: string): FieldError[] {
  const key = str(s['key']);
  const errs =
    key === ''
      ? [required(child(fldPath, 'key'), '')]
      : invalidEach(child(fldPath, 'key'), key, isRelaxedEnvVarName(key));
  const volumeName = str(s['volumeName']);
  if (volumeName === '') errs.push(required(child(fldPath, 'volumeName'), ''));
  else
    errs.push(...invalidEach(child(fldPath, 'volumeName'), volumeName, isDNS1123Label(volumeName)));
  const path = str(s['path']);
  if (path === '') errs.push(required(child(fldPath, 'path'), ''));
  else errs.push(...validatePathNoBacksteps(path, child(fldPath, 'path')));
  return errs;
}

function validateValueFrom(ev: JsonObject, fldPath: string, envFiles: boolean): FieldError[] {
  const from = obj(ev['valueFrom']);
  if (from === undefined) return [];
  const errs: FieldError[] = [];
  let sources = 0;
  const fieldRef = obj(from['fieldRef']);
  if (fieldRef !== undefined) {
    sources++;
    errs.push(...validateObjectFieldSelector(fieldRef, envFieldPaths, child(fldPath, 'fieldRef')));
  }
  const resourceFieldRef = obj(from['resourceFieldRef']);
  if (resourceFieldRef !== undefined) {
    sources++;
    errs.push(
      ...validateResourceFieldSelector(resourceFieldRef, child(fldPath, 'resourceFieldRef'), false),
    );
  }
  for (const ref of ['configMapKeyRef', 'secretKeyRef']) {
    const sel = obj(from[ref]);
    if (sel === undefined) continue;
    sources++;
    errs.push(...validateKeySelector(sel, child(fldPath, ref)));
  }
  // fileKeyRef (1.34+) reaches validation only at a version whose types have it, with EnvFiles on
  // or in use by the old pod (decoding drops it before, the pod strategy with the gate off).
  const fileKeyRef = obj(from['fileKeyRef']);
  if (fileKeyRef !== undefined) {
    sources++;
    errs.push(...validateFileKeySelector(fileKeyRef, child(fldPath, 'fileKeyRef')));
  }
  if (sources === 0)
    errs.push(
      invalid(
        fldPath,
        goString(''),
        envFiles
          ? 'must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef`, `secretKeyRef` or `fileKeyRef`'
          : 'must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`',
      ),
    );
  else if (str(ev['value']) !== '')
    errs.push(invalid(fldPath, goString(''), 'may not be specified when `value` is not empty'));
  else if (sources > 1)
    errs.push(
      invalid(fldPath, goString(''), 'may not have more than one field specified at a time'),
    );
  return errs;
}

/** Checks each env var: a name, and at most one valueFrom source. */
export function validateEnv(vars: JsonObject[], fldPath: string, opts: EnvOptions): FieldError[] {
  return vars.flatMap((ev, i) => {
    const idx = index(fldPath, i);
    const name = str(ev['name']);
    const errs =
      name === ''
        ? [required(child(idx, 'name'), '')]
        : invalidEach(child(idx, 'name'), name, nameErrors(name, opts.relaxedNames));
    return [...errs, ...validateValueFrom(ev, child(idx, 'valueFrom'), opts.envFiles)];
  });
}

/** Checks each envFrom entry: its prefix and exactly one of configMapRef / secretRef. */
export function validateEnvFrom(
  vars: JsonObject[],
  fldPath: string,
  opts: EnvOptions,
): FieldError[] {
  return vars.flatMap((ev, i) => {
    const idx = index(fldPath, i);
    const prefix = str(ev['prefix']);
    const errs =
      prefix === ''
        ? []
        : invalidEach(child(idx, 'prefix'), prefix, nameErrors(prefix, opts.relaxedNames));
    let sources = 0;
    for (const ref of ['configMapRef', 'secretRef']) {
      const source = obj(ev[ref]);
      if (source === undefined) continue;
      sources++;
      const name = str(source['name']);
      if (name === '') errs.push(required(child(idx, ref, 'name'), ''));
      else errs.push(...invalidEach(child(idx, ref, 'name'), name, nameIsDNSSubdomain(name, true)));
    }
    if (sources === 0)
      errs.push(
        invalid(fldPath, goString(''), 'must specify one of: `configMapRef` or `secretRef`'),
      );
    else if (sources > 1)
      errs.push(
        invalid(fldPath, goString(''), 'may not have more than one field specified at a time'),
      );
    return errs;
  });
}

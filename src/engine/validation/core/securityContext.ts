// Checks container and pod security contexts: mirrors pkg/apis/core/validation/validation.go
// ValidateSecurityContext, validatePodSpecSecurityContext, validateSeccompProfileField,
// ValidateAppArmorProfileField, validateSysctls / ValidateHostSysctl and ValidateProcMountType.
// The internal PodSecurityContext holds hostNetwork, hostPID, hostIPC and shareProcessNamespace,
// so their errors sit under spec.securityContext.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  invalid,
  notSupported,
  required,
  tooLong,
} from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import {
  goBool,
  goInt64,
  goNamed,
  goString,
  goText,
  type GoValue,
} from '../../apimachinery/goValue.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { goPointer } from '../goStructs.ts';
import { bool, list, num, obj, objects, optStr, str, strings } from '../read.ts';
import { isValidID } from './formats.ts';
import { validateLocalDescendingPath } from './paths.ts';
import type { PodValidationOptions } from './options.ts';

function validateSeccompProfile(
  sp: JsonObject | undefined,
  fldPath: string,
  notSimulated: (detail: string) => void,
): FieldError[] {
  if (sp === undefined) return [];
  const errs: FieldError[] = [];
  const type = str(sp['type']);
  if (type === '')
    errs.push(required(child(fldPath, 'type'), 'type is required when seccompProfile is set'));
  else if (!['Localhost', 'RuntimeDefault', 'Unconfined'].includes(type))
    errs.push(
      notSupported(child(fldPath, 'type'), goNamed('core.SeccompProfileType', type), [
        'Localhost',
        'RuntimeDefault',
        'Unconfined',
      ]),
    );
  const localhost = optStr(sp['localhostProfile']);
  if (type === 'Localhost') {
    if (localhost === undefined)
      errs.push(
        required(child(fldPath, 'localhostProfile'), 'must be set when seccomp type is Localhost'),
      );
    else errs.push(...validateLocalDescendingPath(localhost, child(fldPath, 'localhostProfile')));
  } else if (localhost !== undefined) {
    errs.push(
      invalid(
        child(fldPath, 'localhostProfile'),
        // The *core.SeccompProfile, dereferenced: its localhostProfile is a pointer.
        goText(
          `core.SeccompProfile{Type:${goQuote(str(sp['type']))}, LocalhostProfile:${goPointer('string', true, notSimulated)}}`,
          marshalGo(sp),
        ),
        'can only be set when seccomp type is Localhost',
      ),
    );
  }
  return errs;
}

function validateAppArmorProfile(p: JsonObject | undefined, fldPath: string): FieldError[] {
  if (p === undefined) return [];
  const type = str(p['type']);
  const localhost = optStr(p['localhostProfile']);
  const path = child(fldPath, 'localhostProfile');
  if (type === 'Localhost') {
    if (localhost === undefined)
      return [required(path, 'must be set when AppArmor type is Localhost')];
    const errs: FieldError[] = [];
    if (localhost.trim() !== localhost)
      errs.push(invalid(path, goString(localhost), 'must not be padded with whitespace'));
    else if (localhost === '')
      errs.push(required(path, 'must be set when AppArmor type is Localhost'));
    if (localhost.length > 4095) errs.push(tooLong(path, 4095));
    return errs;
  }
  if (type === 'RuntimeDefault' || type === 'Unconfined')
    return localhost !== undefined
      ? [invalid(path, goString(localhost), 'can only be set when AppArmor type is Localhost')]
      : [];
  if (type === '')
    return [required(child(fldPath, 'type'), 'type is required when appArmorProfile is set')];
  return [
    notSupported(child(fldPath, 'type'), goNamed('core.AppArmorProfileType', type), [
      'Localhost',
      'RuntimeDefault',
      'Unconfined',
    ]),
  ];
}

function validateIds(sc: JsonObject, fields: readonly string[], fldPath: string): FieldError[] {
  return fields.flatMap((f) => {
    const v = num(sc[f]);
    return v === undefined
      ? []
      : isValidID(v).map((m) => invalid(child(fldPath, f), goInt64(v), m));
  });
}

// The fields of the internal core.SecurityContext, in order, with their pointer types.
const securityContextFields: readonly [string, string, string][] = [
  ['Capabilities', 'capabilities', 'core.Capabilities'],
  ['Privileged', 'privileged', 'bool'],
  ['SELinuxOptions', 'seLinuxOptions', 'core.SELinuxOptions'],
  ['WindowsOptions', 'windowsOptions', 'core.WindowsSecurityContextOptions'],
  ['RunAsUser', 'runAsUser', 'int64'],
  ['RunAsGroup', 'runAsGroup', 'int64'],
  ['RunAsNonRoot', 'runAsNonRoot', 'bool'],
  ['ReadOnlyRootFilesystem', 'readOnlyRootFilesystem', 'bool'],
  ['AllowPrivilegeEscalation', 'allowPrivilegeEscalation', 'bool'],
  ['ProcMount', 'procMount', 'core.ProcMountType'],
  ['SeccompProfile', 'seccompProfile', 'core.SeccompProfile'],
  ['AppArmorProfile', 'appArmorProfile', 'core.AppArmorProfile'],
];

// %#v of a *core.SecurityContext, dereferenced.
const goSecurityContext = (sc: JsonObject, notSimulated: (detail: string) => void): GoValue =>
  goText(
    `core.SecurityContext{${securityContextFields
      .map(
        ([name, json, type]) =>
          `${name}:${goPointer(type, sc[json] !== undefined && sc[json] !== null, notSimulated)}`,
      )
      .join(', ')}}`,
    marshalGo(sc),
  );

/** Checks a container's securityContext. */
export function validateSecurityContext(
  sc: JsonObject | undefined,
  fldPath: string,
  hostUsers: boolean,
  notSimulated: (detail: string) => void,
  allowPrivEscWithSysAdmin = false,
): FieldError[] {
  if (sc === undefined) return [];
  const errs = validateIds(sc, ['runAsUser', 'runAsGroup'], fldPath);
  const procMount = optStr(sc['procMount']);
  if (procMount !== undefined) {
    if (procMount !== 'Default' && procMount !== 'Unmasked')
      errs.push(
        notSupported(child(fldPath, 'procMount'), goNamed('core.ProcMountType', procMount), [
          'Default',
          'Unmasked',
        ]),
      );
    if (hostUsers && procMount === 'Unmasked')
      errs.push(
        invalid(
          child(fldPath, 'procMount'),
          goNamed('core.ProcMountType', procMount),
          '`hostUsers` must be false to use `Unmasked`',
        ),
      );
  }
  errs.push(
    ...validateSeccompProfile(
      obj(sc['seccompProfile']),
      child(fldPath, 'seccompProfile'),
      notSimulated,
    ),
  );
  if (bool(sc['allowPrivilegeEscalation']) === false) {
    // Upstream prints the whole *core.SecurityContext with %#v: a struct of pointers.
    const value = goSecurityContext(sc, notSimulated);
    if (bool(sc['privileged']) === true)
      errs.push(
        invalid(
          fldPath,
          value,
          'cannot set `allowPrivilegeEscalation` to false and `privileged` to true',
        ),
      );
    // From 1.37 an update skips this rule (PodValidationOptions.allowPrivEscWithSysAdmin).
    for (const cap of strings(obj(sc['capabilities'])?.['add'])) {
      if (cap === 'CAP_SYS_ADMIN' && !allowPrivEscWithSysAdmin)
        errs.push(
          invalid(
            fldPath,
            value,
            'cannot set `allowPrivilegeEscalation` to false and `capabilities.Add` CAP_SYS_ADMIN',
          ),
        );
    }
  }
  errs.push(
    ...validateAppArmorProfile(obj(sc['appArmorProfile']), child(fldPath, 'appArmorProfile')),
  );
  return errs;
}

const sysctlRegexp = /^([a-z0-9]([-_a-z0-9]*[a-z0-9])?[./])*[a-z0-9]([-_a-z0-9]*[a-z0-9])?$/;
const sysctlRegexpText = '^([a-z0-9]([-_a-z0-9]*[a-z0-9])?[\\./])*[a-z0-9]([-_a-z0-9]*[a-z0-9])?$';
// utilsysctl.GetNamespace: which sysctls follow the network and IPC namespaces.
const netSysctl = (name: string): boolean => name.replace(/\//g, '.').startsWith('net.');
const ipcSysctl = (name: string): boolean =>
  [
    'kernel.shmmax',
    'kernel.shmall',
    'kernel.shmmni',
    'kernel.shm_rmid_forced',
    'kernel.msgmax',
    'kernel.msgmnb',
    'kernel.msgmni',
    'kernel.sem',
  ].includes(name) || name.startsWith('fs.mqueue.');

function validateSysctls(spec: JsonObject, sysctls: JsonObject[], fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const names = new Set<string>();
  sysctls.forEach((s, i) => {
    const name = str(s['name']);
    const path = child(index(fldPath, i), 'name');
    if (name === '') errs.push(required(path, ''));
    else if (name.length > 253 || !sysctlRegexp.test(name))
      errs.push(
        invalid(
          path,
          goString(name),
          `must have at most 253 characters and match regex ${sysctlRegexpText}`,
        ),
      );
    else if (names.has(name)) errs.push(duplicate(path, goString(name)));
    if (spec['hostNetwork'] === true && netSysctl(name))
      errs.push(invalid(path, goString(name), "may not be specified when 'hostNetwork' is true"));
    else if (spec['hostIPC'] === true && ipcSysctl(name))
      errs.push(invalid(path, goString(name), "may not be specified when 'hostIPC' is true"));
    names.add(name);
  });
  return errs;
}

/** Checks a pod spec's securityContext (and the host namespace fields the internal type keeps there). */
export function validatePodSecurityContext(
  spec: JsonObject,
  fldPath: string,
  opts: PodValidationOptions,
): FieldError[] {
  const sc = obj(spec['securityContext']) ?? {};
  const errs = validateIds(sc, ['fsGroup', 'runAsUser', 'runAsGroup'], fldPath);
  list(sc['supplementalGroups']).forEach((g, i) => {
    if (typeof g === 'number')
      for (const m of isValidID(g))
        errs.push(invalid(index(child(fldPath, 'supplementalGroups'), i), goInt64(g), m));
  });
  if (spec['shareProcessNamespace'] === true && spec['hostPID'] === true) {
    errs.push(
      invalid(
        child(fldPath, 'shareProcessNamespace'),
        goBool(true),
        'ShareProcessNamespace and HostPID cannot both be enabled',
      ),
    );
  }
  const sysctls = objects(sc['sysctls']);
  if (sysctls.length > 0) errs.push(...validateSysctls(spec, sysctls, child(fldPath, 'sysctls')));
  const policy = optStr(sc['fsGroupChangePolicy']);
  if (policy !== undefined && !['Always', 'OnRootMismatch'].includes(policy))
    errs.push(
      notSupported(
        child(fldPath, 'fsGroupChangePolicy'),
        goNamed('core.PodFSGroupChangePolicy', policy),
        ['Always', 'OnRootMismatch'],
      ),
    );
  errs.push(
    ...validateSeccompProfile(
      obj(sc['seccompProfile']),
      child(fldPath, 'seccompProfile'),
      opts.notSimulated,
    ),
  );
  errs.push(
    ...validateAppArmorProfile(obj(sc['appArmorProfile']), child(fldPath, 'appArmorProfile')),
  );
  const groupsPolicy = optStr(sc['supplementalGroupsPolicy']);
  if (groupsPolicy !== undefined && !['Merge', 'Strict'].includes(groupsPolicy))
    errs.push(
      notSupported(
        child(fldPath, 'supplementalGroupsPolicy'),
        goNamed('core.SupplementalGroupsPolicy', groupsPolicy),
        ['Merge', 'Strict'],
      ),
    );
  return errs;
}

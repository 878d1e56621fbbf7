// Checks a PodSpec, in a Pod or a template: mirrors pkg/apis/core/validation/validation.go
// ValidatePodSpec (1.32's order of checks; resource claims and OS-specific fields are recorded as
// not simulated when present, and so are Windows security options), with the checks of the fields
// 1.34 adds where master's ValidatePodSpec runs them: validatePodHostName after validateHostUsers,
// validateFileKeyRefVolumes last; the pod-level resources (podLevelResources.ts) after the
// containers where PodLevelResources is on.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goJson, goNamed, goString } from '../../apimachinery/goValue.ts';
import { validateLabels } from '../../apimachinery/labelSelectorValidation.ts';
import { invalidEach, isDNS1123Label, isQualifiedName } from '../../apimachinery/names.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { list, num, obj, objects, optStr, str, stringMap } from '../read.ts';
import { validateAffinity } from './affinity.ts';
import {
  type ContainerContext,
  validateContainers,
  validateEphemeralContainers,
  validateInitContainers,
} from './containers.ts';
import { validateDNSPolicy, validateHostAliases, validatePodDNSConfig } from './dns.ts';
import { validateFileKeyRefVolumes } from './fileKeyRefVolumes.ts';
import { validateHostUsers } from './hostUsers.ts';
import { validatePodResources } from './podLevelResources.ts';
import { validatePodHostName } from './podHostName.ts';
import type { PodValidationOptions } from './options.ts';
import { validatePodHostNetworkDeps } from './ports.ts';
import { validatePodSecurityContext } from './securityContext.ts';
import { validateTolerations } from './tolerations.ts';
import { validateTopologySpreadConstraints } from './topologySpread.ts';
import { validateVolumes } from './volumes.ts';

const containersOf = (spec: JsonObject): JsonObject[] =>
  ['initContainers', 'containers', 'ephemeralContainers'].flatMap((l) => objects(spec[l]));

function validateRestartPolicy(policy: string, fldPath: string): FieldError[] {
  if (['Always', 'OnFailure', 'Never'].includes(policy)) return [];
  if (policy === '') return [required(fldPath, '')];
  return [
    notSupported(fldPath, goNamed('core.RestartPolicy', policy), ['Always', 'OnFailure', 'Never']),
  ];
}

function validateNames(spec: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const named = (field: string, check: (v: string) => string[]): void => {
    const v = str(spec[field]);
    if (v !== '') errs.push(...invalidEach(child(fldPath, field), v, check(v)));
  };
  named('serviceAccountName', (v) => nameIsDNSSubdomain(v, false));
  named('nodeName', (v) => nameIsDNSSubdomain(v, false));
  const deadline = num(spec['activeDeadlineSeconds']);
  if (deadline !== undefined && (deadline < 1 || deadline > 2147483647))
    errs.push(
      invalid(
        child(fldPath, 'activeDeadlineSeconds'),
        { go: 'int', value: deadline },
        'must be between 1 and 2147483647, inclusive',
      ),
    );
  named('hostname', isDNS1123Label);
  named('subdomain', isDNS1123Label);
  return errs;
}

function validateGates(spec: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  objects(spec['readinessGates']).forEach((g, i) => {
    const t = str(g['conditionType']);
    errs.push(
      ...invalidEach(
        child(index(child(fldPath, 'readinessGates'), i), 'conditionType'),
        t,
        isQualifiedName(t),
      ),
    );
  });
  const seen = new Set<string>();
  objects(spec['schedulingGates']).forEach((g, i) => {
    const name = str(g['name']);
    const path = index(child(fldPath, 'schedulingGates'), i);
    errs.push(...invalidEach(path, name, isQualifiedName(name)));
    if (seen.has(name)) errs.push(duplicate(path, goString(name)));
    seen.add(name);
  });
  return errs;
}

/** Checks a pod spec; `podName` is the Pod's name (ephemeral volume names), empty for templates. */
export function validatePodSpec(
  spec: JsonObject,
  fldPath: string,
  opts: PodValidationOptions,
): FieldError[] {
  const errs: FieldError[] = [];
  const gracePeriod = num(spec['terminationGracePeriodSeconds']);
  if (gracePeriod === undefined)
    errs.push(required(child(fldPath, 'terminationGracePeriodSeconds'), ''));
  const hostUsers = spec['hostUsers'] !== false;
  const { volumes, errors } = validateVolumes(
    objects(spec['volumes']),
    child(fldPath, 'volumes'),
    opts,
  );
  errs.push(...errors);
  if (list(spec['resourceClaims']).length > 0)
    opts.notSimulated('field validation of spec.resourceClaims');
  const ctx: ContainerContext = {
    volumes,
    gracePeriod,
    restartPolicy: str(spec['restartPolicy']),
    hostUsers,
    opts,
  };
  const containers = objects(spec['containers']);
  const init = objects(spec['initContainers']);
  errs.push(...validateContainers(containers, ctx, child(fldPath, 'containers')));
  errs.push(...validateInitContainers(init, containers, ctx, child(fldPath, 'initContainers')));
  errs.push(
    ...validateEphemeralContainers(
      objects(spec['ephemeralContainers']),
      containers,
      init,
      ctx,
      child(fldPath, 'ephemeralContainers'),
    ),
  );
  if (opts.podLevelResources) errs.push(...validatePodResources(spec, fldPath, opts));
  errs.push(...validatePodHostNetworkDeps(spec, fldPath, opts.resourceIsPod));
  errs.push(...validateRestartPolicy(str(spec['restartPolicy']), child(fldPath, 'restartPolicy')));
  errs.push(...validateDNSPolicy(str(spec['dnsPolicy']), child(fldPath, 'dnsPolicy')));
  errs.push(...validateLabels(stringMap(spec['nodeSelector']), child(fldPath, 'nodeSelector')));
  errs.push(...validatePodSecurityContext(spec, child(fldPath, 'securityContext'), opts));
  objects(spec['imagePullSecrets']).forEach((s, i) => {
    if (Object.keys(s).some((k) => k !== 'name'))
      errs.push(
        invalid(index(child(fldPath, 'imagePullSecrets'), i), goJson(s), 'only name may be set'),
      );
  });
  errs.push(...validateAffinity(obj(spec['affinity']), child(fldPath, 'affinity')));
  errs.push(...validatePodDNSConfig(spec, child(fldPath, 'dnsConfig'), opts.strictIPCIDR));
  errs.push(...validateGates(spec, fldPath));
  errs.push(
    ...validateTopologySpreadConstraints(
      objects(spec['topologySpreadConstraints']),
      child(fldPath, 'topologySpreadConstraints'),
      opts.notSimulated,
    ),
  );
  errs.push(...validateHostUsers(spec, fldPath, opts));
  errs.push(...validatePodHostName(spec, fldPath));
  errs.push(...validateNames(spec, fldPath));
  const tolerations = objects(spec['tolerations']);
  if (tolerations.length > 0)
    errs.push(...validateTolerations(tolerations, child(fldPath, 'tolerations')));
  const aliases = objects(spec['hostAliases']);
  if (aliases.length > 0)
    errs.push(...validateHostAliases(aliases, child(fldPath, 'hostAliases'), opts.strictIPCIDR));
  const priorityClassName = str(spec['priorityClassName']);
  if (priorityClassName !== '')
    errs.push(
      ...invalidEach(
        child(fldPath, 'priorityClassName'),
        priorityClassName,
        nameIsDNSSubdomain(priorityClassName, false),
      ),
    );
  const runtimeClassName = optStr(spec['runtimeClassName']);
  if (runtimeClassName !== undefined)
    errs.push(
      ...invalidEach(
        child(fldPath, 'runtimeClassName'),
        runtimeClassName,
        nameIsDNSSubdomain(runtimeClassName, false),
      ),
    );
  const preemption = optStr(spec['preemptionPolicy']);
  if (preemption !== undefined) {
    if (preemption === '') errs.push(required(child(fldPath, 'preemptionPolicy'), ''));
    else if (preemption !== 'PreemptLowerPriority' && preemption !== 'Never')
      errs.push(
        notSupported(
          child(fldPath, 'preemptionPolicy'),
          goNamed('core.PreemptionPolicy', preemption),
          ['PreemptLowerPriority', 'Never'],
        ),
      );
  }
  const windowsOptions = [spec, ...containersOf(spec)].some(
    (x) => obj(obj(x['securityContext'])?.['windowsOptions']) !== undefined,
  );
  if (windowsOptions)
    opts.notSimulated(
      'field validation of Windows security options (hostProcess, gMSA, runAsUserName)',
    );
  const os = obj(spec['os']);
  if (os !== undefined) {
    const name = str(os['name']);
    // validateOS: the empty name on os.name, an unknown one on os itself.
    if (name === '') errs.push(required(child(fldPath, 'os', 'name'), 'cannot be empty'));
    else if (name !== 'linux' && name !== 'windows')
      errs.push(
        notSupported(child(fldPath, 'os'), goNamed('core.OSName', name), ['linux', 'windows']),
      );
    else
      opts.notSimulated('field validation of the fields spec.os forbids for its operating system');
  }
  errs.push(...validateFileKeyRefVolumes(spec, fldPath));
  return errs;
}

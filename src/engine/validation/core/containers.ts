// Checks regular, init and ephemeral containers: mirrors pkg/apis/core/validation/validation.go
// validateContainers, validateInitContainers, validateEphemeralContainers, validateContainerCommon,
// validatePullPolicy, validateInitContainerRestartPolicy and validateContainerOnlyForPod.

import { atLeast } from '../../apimachinery/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  forbidden,
  invalid,
  notFound,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goNamed, goString, goText } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { invalidEach, isDNS1123Label } from '../../apimachinery/names.ts';
import { list, obj, objects, optStr, str } from '../read.ts';
import { validateEnv, validateEnvFrom } from './env.ts';
import type { PodValidationOptions } from './options.ts';
import { checkHostPortConflicts, validateContainerPorts } from './ports.ts';
import { validateLifecycle, validateProbes } from './probes.ts';
import { validateResourceRequirements } from './resources.ts';
import { validateSecurityContext } from './securityContext.ts';
import { validateVolumeDevices, validateVolumeMounts } from './volumeMounts.ts';

/** What every container list check needs from the pod spec. */
export interface ContainerContext {
  volumes: ReadonlyMap<string, JsonObject>;
  gracePeriod: number | undefined;
  restartPolicy: string;
  hostUsers: boolean;
  opts: PodValidationOptions;
}

function validatePullPolicy(policy: string, fldPath: string): FieldError[] {
  if (['Always', 'IfNotPresent', 'Never'].includes(policy)) return [];
  if (policy === '') return [required(fldPath, '')];
  return [
    notSupported(fldPath, goNamed('core.PullPolicy', policy), ['Always', 'IfNotPresent', 'Never']),
  ];
}

function validateResizePolicy(
  policies: JsonObject[],
  fldPath: string,
  restartPolicy: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  policies.forEach((p, i) => {
    const name = str(p['resourceName']);
    const policy = str(p['restartPolicy']);
    if (seen.has(name)) errs.push(duplicate(index(fldPath, i), goNamed('core.ResourceName', name)));
    seen.add(name);
    if (name === '') errs.push(required(fldPath, ''));
    else if (name !== 'cpu' && name !== 'memory')
      errs.push(notSupported(fldPath, goNamed('core.ResourceName', name), ['cpu', 'memory']));
    if (policy === '') errs.push(required(fldPath, ''));
    else if (policy !== 'NotRequired' && policy !== 'RestartContainer')
      errs.push(
        notSupported(fldPath, goNamed('core.ResourceResizeRestartPolicy', policy), [
          'NotRequired',
          'RestartContainer',
        ]),
      );
    if (restartPolicy === 'Never' && policy !== 'NotRequired')
      errs.push(
        invalid(
          fldPath,
          goNamed('core.ResourceResizeRestartPolicy', policy),
          "must be 'NotRequired' when `restartPolicy` is 'Never'",
        ),
      );
  });
  return errs;
}

/** Checks what every kind of container shares: name, image, message policy, ports, env, mounts, resources. */
export function validateContainerCommon(
  ctr: JsonObject,
  ctx: ContainerContext,
  path: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const name = str(ctr['name']);
  if (name === '') errs.push(required(child(path, 'name'), ''));
  else errs.push(...invalidEach(child(path, 'name'), name, isDNS1123Label(name)));
  if (str(ctr['image']) === '') errs.push(required(child(path, 'image'), ''));
  const tmp = str(ctr['terminationMessagePolicy']);
  if (tmp === '') errs.push(required(child(path, 'terminationMessagePolicy'), ''));
  else if (tmp !== 'File' && tmp !== 'FallbackToLogsOnError')
    errs.push(
      notSupported(
        child(path, 'terminationMessagePolicy'),
        goNamed('core.TerminationMessagePolicy', tmp),
        ['File', 'FallbackToLogsOnError'],
      ),
    );
  errs.push(...validateContainerPorts(objects(ctr['ports']), child(path, 'ports')));
  errs.push(
    ...validateEnv(objects(ctr['env']), child(path, 'env'), {
      relaxedNames: ctx.opts.relaxedEnvNames,
    }),
  );
  errs.push(
    ...validateEnvFrom(objects(ctr['envFrom']), child(path, 'envFrom'), {
      relaxedNames: ctx.opts.relaxedEnvNames,
    }),
  );
  errs.push(...validateVolumeMounts(ctr, ctx.volumes, child(path, 'volumeMounts')));
  errs.push(...validateVolumeDevices(ctr, ctx.volumes, child(path, 'volumeDevices')));
  errs.push(...validatePullPolicy(str(ctr['imagePullPolicy']), child(path, 'imagePullPolicy')));
  errs.push(...validateResourceRequirements(obj(ctr['resources']), child(path, 'resources')));
  errs.push(
    ...validateResizePolicy(
      objects(ctr['resizePolicy']),
      child(path, 'resizePolicy'),
      ctx.restartPolicy,
    ),
  );
  errs.push(
    ...validateSecurityContext(
      obj(ctr['securityContext']),
      child(path, 'securityContext'),
      ctx.hostUsers,
      ctx.opts.notSimulated,
      ctx.opts.allowPrivEscWithSysAdmin,
    ),
  );
  return errs;
}

/** Checks spec.containers: at least one, unique names, probes and lifecycle, host ports. */
export function validateContainers(
  containers: JsonObject[],
  ctx: ContainerContext,
  fldPath: string,
): FieldError[] {
  if (containers.length === 0) return [required(fldPath, '')];
  const errs: FieldError[] = [];
  const names = new Set<string>();
  containers.forEach((ctr, i) => {
    const path = index(fldPath, i);
    errs.push(...validateContainerCommon(ctr, ctx, path));
    const name = str(ctr['name']);
    if (names.has(name)) errs.push(duplicate(child(path, 'name'), goString(name)));
    else names.add(name);
    const lifecycle = obj(ctr['lifecycle']);
    if (lifecycle !== undefined)
      errs.push(...validateLifecycle(lifecycle, ctx.gracePeriod, child(path, 'lifecycle')));
    errs.push(...validateProbes(ctr, ctx.gracePeriod, path));
    if (optStr(ctr['restartPolicy']) !== undefined) {
      // From 1.34 a regular container's restartPolicy (and its restartPolicyRules) reaches
      // validation only where the pod strategy kept it — ContainerRestartRules on, or in use by the
      // old pod — which is where upstream's AllowContainerRestartPolicyRules allows it. Its own
      // checks there (validateContainerRestartPolicy …) are not ported: said, not refused.
      if (atLeast(ctx.opts.version, '1.34'))
        ctx.opts.notSimulated(
          `${child(path, 'restartPolicy')}: a regular container's restartPolicy and restartPolicyRules (ContainerRestartRules, ${ctx.opts.version}) are kept but their values are not checked`,
        );
      else
        errs.push(
          forbidden(child(path, 'restartPolicy'), 'may not be set for non-init containers'),
        );
    }
  });
  errs.push(...checkHostPortConflicts(containers, fldPath));
  return errs;
}

/** Checks spec.initContainers: names unique with the regular ones; probes only for sidecars. */
export function validateInitContainers(
  containers: JsonObject[],
  regular: JsonObject[],
  ctx: ContainerContext,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const names = new Set(regular.map((c) => str(c['name'])));
  containers.forEach((ctr, i) => {
    const path = index(fldPath, i);
    errs.push(...validateContainerCommon(ctr, ctx, path));
    const restartPolicy = optStr(ctr['restartPolicy']);
    if (restartPolicy !== undefined && restartPolicy !== 'Always')
      errs.push(
        notSupported(
          child(path, 'restartPolicy'),
          goNamed('core.ContainerRestartPolicy', restartPolicy),
          ['Always'],
        ),
      );
    const name = str(ctr['name']);
    if (names.has(name)) errs.push(duplicate(child(path, 'name'), goString(name)));
    else if (name !== '') names.add(name);
    errs.push(...checkHostPortConflicts([ctr], fldPath));
    if (restartPolicy === 'Always') {
      const lifecycle = obj(ctr['lifecycle']);
      if (lifecycle !== undefined)
        errs.push(...validateLifecycle(lifecycle, ctx.gracePeriod, child(path, 'lifecycle')));
      errs.push(...validateProbes(ctr, ctx.gracePeriod, path));
    } else {
      for (const f of ['lifecycle', 'livenessProbe', 'readinessProbe', 'startupProbe']) {
        if (obj(ctr[f]) !== undefined)
          errs.push(
            forbidden(
              child(path, f),
              'may not be set for init containers without restartPolicy=Always',
            ),
          );
      }
    }
    if (list(ctr['resizePolicy']).length > 0)
      errs.push(
        invalid(
          child(path, 'resizePolicy'),
          goText(
            `[]core.ContainerResizePolicy{${objects(ctr['resizePolicy'])
              .map(
                (r) =>
                  `core.ContainerResizePolicy{ResourceName:${goQuote(str(r['resourceName']))}, RestartPolicy:${goQuote(str(r['restartPolicy']))}}`,
              )
              .join(', ')}}`,
            marshalGo(ctr['resizePolicy'] ?? null),
          ),
          'must not be set for init containers',
        ),
      );
  });
  return errs;
}

// Fields an ephemeral container may not set (allowedEphemeralContainerFields, false entries).
const ephemeralForbidden = [
  'ports',
  'resources',
  'livenessProbe',
  'readinessProbe',
  'startupProbe',
  'lifecycle',
  'resizePolicy',
  'restartPolicy',
];

/** Checks spec.ephemeralContainers: names unique across all containers, a known target, no forbidden fields. */
export function validateEphemeralContainers(
  ephemeral: JsonObject[],
  containers: JsonObject[],
  init: JsonObject[],
  ctx: ContainerContext,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const others = new Set([...containers, ...init].map((c) => str(c['name'])));
  const all = new Set(others);
  ephemeral.forEach((ec, i) => {
    const path = index(fldPath, i);
    errs.push(...validateContainerCommon(ec, ctx, path));
    errs.push(...validateContainerOnlyForPod(ec, path));
    const name = str(ec['name']);
    if (all.has(name)) errs.push(duplicate(child(path, 'name'), goString(name)));
    else all.add(name);
    const target = str(ec['targetContainerName']);
    if (target !== '' && !others.has(target))
      errs.push(notFound(child(path, 'targetContainerName'), goString(target)));
    for (const f of ephemeralForbidden) {
      const v = ec[f];
      const empty =
        v === undefined ||
        v === null ||
        (Array.isArray(v) && v.length === 0) ||
        (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
      if (!empty) errs.push(forbidden(child(path, f), 'cannot be set for an Ephemeral Container'));
    }
    objects(ec['volumeMounts']).forEach((vm, j) => {
      for (const f of ['subPath', 'subPathExpr'])
        if (str(vm[f]) !== '')
          errs.push(
            forbidden(
              child(index(child(path, 'volumeMounts'), j), f),
              'cannot be set for an Ephemeral Container',
            ),
          );
    });
  });
  return errs;
}

/** A Pod's (not a template's) image may not have surrounding whitespace. */
export function validateContainerOnlyForPod(ctr: JsonObject, path: string): FieldError[] {
  const image = str(ctr['image']);
  return image.trim() !== image
    ? [
        invalid(
          child(path, 'image'),
          goString(image),
          'must not have leading or trailing whitespace',
        ),
      ]
    : [];
}

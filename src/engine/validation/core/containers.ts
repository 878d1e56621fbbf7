// Checks regular, init and ephemeral containers: mirrors pkg/apis/core/validation/validation.go
// validateContainers, validateInitContainers, validateEphemeralContainers, validateContainerCommon,
// validatePullPolicy and validateContainerOnlyForPod; the container restart rules (1.34+) are in
// containerRestartPolicy.ts. The init containers' resizePolicy follows master's validateInitContainers
// (the atiratree/kubernetes fork, commit 81b59d0): allowed with InPlacePodVerticalScaling
// (AllowSidecarResizePolicy), and from 1.36 (kubernetes#137458) never RestartContainer on a
// non-sidecar init container unless the old spec has one.

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
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
import {
  validateContainerRestartPolicy,
  validateInitContainerRestartPolicy,
} from './containerRestartPolicy.ts';
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
  version: KubernetesVersion,
): FieldError[] {
  // "pod `restartPolicy`" from 1.34, where containers got their own restartPolicy (inferred: the
  // 1.33 code, kubernetes commit 000f260, has the old text; master the new one).
  const neverDetail = atLeast(version, '1.34')
    ? "must be 'NotRequired' when pod `restartPolicy` is 'Never'"
    : "must be 'NotRequired' when `restartPolicy` is 'Never'";
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
      errs.push(invalid(fldPath, goNamed('core.ResourceResizeRestartPolicy', policy), neverDetail));
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
  const envOpts = { relaxedNames: ctx.opts.relaxedEnvNames, envFiles: ctx.opts.allowEnvFiles };
  errs.push(...validateEnv(objects(ctr['env']), child(path, 'env'), envOpts));
  errs.push(...validateEnvFrom(objects(ctr['envFrom']), child(path, 'envFrom'), envOpts));
  errs.push(...validateVolumeMounts(ctr, ctx.volumes, child(path, 'volumeMounts')));
  errs.push(...validateVolumeDevices(ctr, ctx.volumes, child(path, 'volumeDevices')));
  errs.push(...validatePullPolicy(str(ctr['imagePullPolicy']), child(path, 'imagePullPolicy')));
  errs.push(...validateResourceRequirements(obj(ctr['resources']), child(path, 'resources')));
  errs.push(
    ...validateResizePolicy(
      objects(ctr['resizePolicy']),
      child(path, 'resizePolicy'),
      ctx.restartPolicy,
      ctx.opts.version,
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
    // A regular container's restartPolicy reaches validation from 1.34 where the pod strategy kept
    // it: ContainerRestartRules on, or in use by the old pod — AllowContainerRestartPolicyRules.
    if (ctx.opts.allowContainerRestartRules)
      errs.push(...validateContainerRestartPolicy(ctr, path, ctx.opts));
    else if (optStr(ctr['restartPolicy']) !== undefined)
      errs.push(forbidden(child(path, 'restartPolicy'), 'may not be set for non-init containers'));
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
    errs.push(...validateInitContainerRestartPolicy(ctr, path, ctx.opts));
    const restartPolicy = optStr(ctr['restartPolicy']);
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
    if (!ctx.opts.allowInitResizePolicy && list(ctr['resizePolicy']).length > 0)
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
    if (restartPolicy !== 'Always' && !ctx.opts.allowInitRestartContainer)
      objects(ctr['resizePolicy']).forEach((p, j) => {
        if (str(p['restartPolicy']) === 'RestartContainer')
          errs.push(
            invalid(
              child(index(child(path, 'resizePolicy'), j), 'restartPolicy'),
              goNamed('core.ResourceResizeRestartPolicy', 'RestartContainer'),
              "must not be set to 'RestartContainer' for non-sidecar initContainers",
            ),
          );
      });
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
  // 1.34+: kept only with ContainerRestartRules on (the Go struct's field after RestartPolicy).
  'restartPolicyRules',
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

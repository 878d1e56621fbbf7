// Checks probes and lifecycle hooks: mirrors pkg/apis/core/validation/validation.go validateProbe,
// validateLivenessProbe / validateReadinessProbe / validateStartupProbe, validateHandler (exec,
// httpGet, tcpSocket, grpc, sleep), validateSleepAction and validateLifecycle.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { child } from '../fieldPath.ts';
import { goInt32, goNamed, type GoValue } from '../../apimachinery/goValue.ts';
import { num, obj, objects, str, strings } from '../read.ts';
import { invalidEach } from '../../apimachinery/names.ts';
import { isHTTPHeaderName } from './formats.ts';
import { validatePortNumOrName } from './ports.ts';

const int64 = (value: number): GoValue => ({ go: 'int', value });

function validateHTTPGet(http: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  if (str(http['path']) === '') errs.push(required(child(fldPath, 'path'), ''));
  errs.push(...validatePortNumOrName(http['port'], child(fldPath, 'port')));
  const scheme = str(http['scheme']);
  if (scheme !== 'HTTP' && scheme !== 'HTTPS')
    errs.push(
      notSupported(child(fldPath, 'scheme'), goNamed('core.URIScheme', scheme), ['HTTP', 'HTTPS']),
    );
  for (const h of objects(http['httpHeaders']))
    errs.push(
      ...invalidEach(
        child(fldPath, 'httpHeaders'),
        str(h['name']),
        isHTTPHeaderName(str(h['name'])),
      ),
    );
  return errs;
}

function validateSleep(
  sleep: JsonObject,
  gracePeriod: number | undefined,
  fldPath: string,
): FieldError[] {
  const seconds = num(sleep['seconds']) ?? 0;
  if (gracePeriod !== undefined && (seconds <= 0 || seconds > gracePeriod)) {
    return [
      invalid(
        fldPath,
        int64(seconds),
        `must be greater than 0 and less than terminationGracePeriodSeconds (${gracePeriod}). Enable AllowPodLifecycleSleepActionZeroValue feature gate for zero sleep.`,
      ),
    ];
  }
  return [];
}

/** Checks that a handler has exactly one action, and that action. */
export function validateHandler(
  handler: JsonObject,
  kinds: readonly string[],
  gracePeriod: number | undefined,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  let n = 0;
  for (const kind of kinds) {
    const action = obj(handler[kind]);
    if (action === undefined) continue;
    const path = child(fldPath, kind);
    if (n > 0) {
      errs.push(forbidden(path, 'may not specify more than 1 handler type'));
      continue;
    }
    n++;
    if (kind === 'exec' && strings(action['command']).length === 0)
      errs.push(required(child(path, 'command'), ''));
    if (kind === 'httpGet') errs.push(...validateHTTPGet(action, path));
    if (kind === 'tcpSocket')
      errs.push(...validatePortNumOrName(action['port'], child(path, 'port')));
    if (kind === 'grpc')
      errs.push(...validatePortNumOrName(num(action['port']) ?? 0, child(path, 'port')));
    if (kind === 'sleep') errs.push(...validateSleep(action, gracePeriod, path));
  }
  if (n === 0) errs.push(required(fldPath, 'must specify a handler type'));
  return errs;
}

const probeHandlers = ['exec', 'httpGet', 'tcpSocket', 'grpc'];
const lifecycleHandlers = ['exec', 'httpGet', 'tcpSocket', 'sleep'];

function validateProbe(
  probe: JsonObject,
  gracePeriod: number | undefined,
  fldPath: string,
): FieldError[] {
  const errs = validateHandler(probe, probeHandlers, gracePeriod, fldPath);
  for (const f of [
    'initialDelaySeconds',
    'timeoutSeconds',
    'periodSeconds',
    'successThreshold',
    'failureThreshold',
  ]) {
    const v = num(probe[f]) ?? 0;
    if (v < 0)
      errs.push(invalid(child(fldPath, f), int64(v), 'must be greater than or equal to 0'));
  }
  const tgps = num(probe['terminationGracePeriodSeconds']);
  if (tgps !== undefined && tgps <= 0)
    errs.push(
      invalid(
        child(fldPath, 'terminationGracePeriodSeconds'),
        int64(tgps),
        'must be greater than 0',
      ),
    );
  return errs;
}

/** Checks a container's three probes, each as its kind requires. */
export function validateProbes(
  ctr: JsonObject,
  gracePeriod: number | undefined,
  path: string,
): FieldError[] {
  const errs: FieldError[] = [];
  for (const kind of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
    const probe = obj(ctr[kind]);
    if (probe === undefined) continue;
    const fldPath = child(path, kind);
    errs.push(...validateProbe(probe, gracePeriod, fldPath));
    const success = num(probe['successThreshold']) ?? 0;
    if (kind !== 'readinessProbe' && success !== 1)
      errs.push(invalid(child(fldPath, 'successThreshold'), goInt32(success), 'must be 1'));
    if (
      kind === 'readinessProbe' &&
      probe['terminationGracePeriodSeconds'] !== undefined &&
      probe['terminationGracePeriodSeconds'] !== null
    ) {
      errs.push(
        invalid(
          child(fldPath, 'terminationGracePeriodSeconds'),
          int64(num(probe['terminationGracePeriodSeconds']) ?? 0),
          'must not be set for readinessProbes',
        ),
      );
    }
  }
  return errs;
}

/** Checks postStart and preStop. */
export function validateLifecycle(
  lifecycle: JsonObject,
  gracePeriod: number | undefined,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  for (const hook of ['postStart', 'preStop']) {
    const h = obj(lifecycle[hook]);
    if (h !== undefined)
      errs.push(...validateHandler(h, lifecycleHandlers, gracePeriod, child(fldPath, hook)));
  }
  return errs;
}

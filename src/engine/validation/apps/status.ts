// Checks the /status updates of the apps workloads: mirrors pkg/apis/apps/validation/validation.go
// ValidateDeploymentStatusUpdate, ValidateReplicaSetStatusUpdate, ValidateStatefulSetStatusUpdate
// and ValidateDaemonSetStatusUpdate (non-negative counts, counts within status.replicas, a
// collisionCount that never goes down).

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { goInt, goInt32 } from '../../apimachinery/goValue.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { num, obj } from '../read.ts';

const isNegativeErrorMsg = 'must be greater than or equal to 0';
const overReplicas = 'cannot be greater than status.replicas';

const statusOf = (o: JsonObject): JsonObject => obj(o['status']) ?? {};
const count = (s: JsonObject, f: string): number => num(s[f]) ?? 0;

// ValidateNonnegativeField over the named counts, in order (int64(value) prints plainly).
const nonNegative = (s: JsonObject, fields: readonly string[]): FieldError[] =>
  fields
    .filter((f) => count(s, f) < 0)
    .map((f) => invalid(`status.${f}`, goInt(count(s, f)), isNegativeErrorMsg));

// The counts that may not exceed status.replicas, then availableReplicas ≤ readyReplicas.
function withinReplicas(
  s: JsonObject,
  fields: readonly string[],
  readyDetail: string,
): FieldError[] {
  const errs: FieldError[] = [];
  for (const f of fields)
    if (count(s, f) > count(s, 'replicas'))
      errs.push(invalid(`status.${f}`, goInt32(count(s, f)), overReplicas));
  if (count(s, 'availableReplicas') > count(s, 'readyReplicas'))
    errs.push(
      invalid('status.availableReplicas', goInt32(count(s, 'availableReplicas')), readyDetail),
    );
  return errs;
}

// The optional *int32 collisionCount: non-negative when set.
const collisionCount = (s: JsonObject): FieldError[] => {
  const c = num(s['collisionCount']);
  return c !== undefined && c < 0
    ? [invalid('status.collisionCount', goInt(c), isNegativeErrorMsg)]
    : [];
};

// apivalidation.IsDecremented on the *int32 collisionCount.
function collisionDecremented(now: JsonObject, old: JsonObject): FieldError[] {
  const a = num(statusOf(now)['collisionCount']);
  const b = num(statusOf(old)['collisionCount']);
  const decremented = a === undefined ? b !== undefined : b !== undefined && a < b;
  return decremented
    ? [invalid('status.collisionCount', goInt32(a ?? 0), 'cannot be decremented')]
    : [];
}

/** ValidateDeploymentStatusUpdate. */
export function validateDeploymentStatusUpdate(d: JsonObject, old: JsonObject): FieldError[] {
  const s = statusOf(d);
  return [
    ...validateObjectMetaUpdate(d, old),
    ...nonNegative(s, [
      'observedGeneration',
      'replicas',
      'updatedReplicas',
      'readyReplicas',
      'availableReplicas',
      'unavailableReplicas',
    ]),
    ...collisionCount(s),
    ...withinReplicas(
      s,
      ['updatedReplicas', 'readyReplicas', 'availableReplicas'],
      'cannot be greater than readyReplicas',
    ),
    ...collisionDecremented(d, old),
  ];
}

/** ValidateReplicaSetStatusUpdate. */
export function validateReplicaSetStatusUpdate(rs: JsonObject, old: JsonObject): FieldError[] {
  const s = statusOf(rs);
  return [
    ...validateObjectMetaUpdate(rs, old),
    ...nonNegative(s, [
      'replicas',
      'fullyLabeledReplicas',
      'readyReplicas',
      'availableReplicas',
      'observedGeneration',
    ]),
    ...withinReplicas(
      s,
      ['fullyLabeledReplicas', 'readyReplicas', 'availableReplicas'],
      'cannot be greater than readyReplicas',
    ),
  ];
}

/** ValidateStatefulSetStatusUpdate: the status first, then the metadata. */
export function validateStatefulSetStatusUpdate(ss: JsonObject, old: JsonObject): FieldError[] {
  const s = statusOf(ss);
  const generation: JsonValue | undefined = s['observedGeneration'];
  return [
    ...nonNegative(s, [
      'replicas',
      'readyReplicas',
      'currentReplicas',
      'updatedReplicas',
      'availableReplicas',
    ]),
    ...(generation !== undefined ? nonNegative(s, ['observedGeneration']) : []),
    ...collisionCount(s),
    ...withinReplicas(
      s,
      ['readyReplicas', 'currentReplicas', 'updatedReplicas', 'availableReplicas'],
      'cannot be greater than status.readyReplicas',
    ),
    ...validateObjectMetaUpdate(ss, old),
    ...collisionDecremented(ss, old),
  ];
}

/** ValidateDaemonSetStatusUpdate. */
export function validateDaemonSetStatusUpdate(ds: JsonObject, old: JsonObject): FieldError[] {
  const s = statusOf(ds);
  return [
    ...validateObjectMetaUpdate(ds, old),
    ...nonNegative(s, [
      'currentNumberScheduled',
      'numberMisscheduled',
      'desiredNumberScheduled',
      'numberReady',
      'observedGeneration',
      'updatedNumberScheduled',
      'numberAvailable',
      'numberUnavailable',
    ]),
    ...collisionCount(s),
    ...collisionDecremented(ds, old),
  ];
}

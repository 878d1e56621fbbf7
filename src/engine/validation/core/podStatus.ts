// Checks a pods/status update: mirrors pkg/apis/core/validation/validation.go ValidatePodStatusUpdate
// (release-1.32) with validatePodConditions, ValidateContainerStateTransition,
// ValidateInitContainerStateTransition and validatePodResourceClaimStatuses; the pod IPs are in
// podStatusIPs.ts. podStatusStrategy has already put the stored spec back, so spec.nodeName and the
// restart policy are the stored ones. Where containers may carry their own restart policy
// (AllowContainerRestartPolicyRules) the transitions follow containerShouldRestart.ts.

import type { JsonObject } from '../../apimachinery/types.ts';
import { duplicate, type FieldError, forbidden, invalid } from '../../apimachinery/field.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import { invalidEach, isQualifiedName } from '../../apimachinery/names.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { obj, objects, str } from '../read.ts';
import { validatePodSpecificAnnotationUpdates } from './podAnnotations.ts';
import { validatePodStatusIPs } from './podStatusIPs.ts';
import { ruleBasedTransitions } from './containerShouldRestart.ts';
import { validateContainerStatusUsers } from './containerStatusUsers.ts';
import type { PodValidationOptions } from './options.ts';

/** The options ValidatePodStatusUpdate reads (options.ts). */
export type StatusOptions = Pick<
  PodValidationOptions,
  'allowContainerRestartRules' | 'allowRestartAllContainers' | 'statusUsers'
>;

type NotSimulated = (detail: string) => void;

const specOf = (pod: JsonObject): JsonObject => obj(pod['spec']) ?? {};
const statusOf = (pod: JsonObject): JsonObject => obj(pod['status']) ?? {};

// The conditions the kubelet owns need no qualified-name type. The path is metadata.conditions
// upstream too: the function is called with the metadata path.
const systemConditions = ['PodScheduled', 'Ready', 'Initialized'];

function validatePodConditions(status: JsonObject): FieldError[] {
  return objects(status['conditions']).flatMap((c, i) => {
    const type = str(c['type']);
    if (systemConditions.includes(type)) return [];
    return invalidEach(`metadata.conditions[${i}].Type`, type, isQualifiedName(type));
  });
}

const terminated = (s: JsonObject): boolean => obj(obj(s['state'])?.['terminated']) !== undefined;
const exitCode = (s: JsonObject): number => {
  const code = obj(obj(s['state'])?.['terminated'])?.['exitCode'];
  return typeof code === 'number' ? code : 0;
};

// ValidateContainerStateTransition (and the init variant, which lets restartable init containers
// — restartPolicy Always, sidecars — leave the terminated state).
function stateTransitions(
  now: JsonObject[],
  old: JsonObject[],
  fldPath: string,
  restartPolicy: string,
  restartable: (name: string) => boolean = () => false,
): FieldError[] {
  if (restartPolicy === 'Always') return [];
  const errs: FieldError[] = [];
  old.forEach((o, i) => {
    if (!terminated(o)) return;
    if (exitCode(o) !== 0 && restartPolicy === 'OnFailure') return;
    if (restartable(str(o['name']))) return;
    for (const n of now)
      if (str(n['name']) === str(o['name']) && !terminated(n))
        errs.push(
          forbidden(`${fldPath}[${i}].state`, 'may not be transitioned to non-terminated state'),
        );
  });
  return errs;
}

function validatePodResourceClaimStatuses(
  statuses: JsonObject[],
  claims: JsonObject[],
  ns: NotSimulated,
): FieldError[] {
  const errs: FieldError[] = [];
  const names = new Set<string>();
  statuses.forEach((s, i) => {
    const p = `status.resourceClaimStatuses[${i}].name`;
    const name = str(s['name']);
    if (!claims.some((c) => str(c['name']) === name))
      errs.push(
        invalid(p, goString(name), 'must match the name of an entry in `spec.resourceClaims`'),
      );
    if (names.has(name)) errs.push(duplicate(p, goString(name)));
    else names.add(name);
    const claimName = s['resourceClaimName'];
    // The bad value is a *string, which %#v prints as a pointer address.
    if (typeof claimName === 'string' && nameIsDNSSubdomain(claimName, false).length > 0)
      ns('the error for an invalid status.resourceClaimStatuses[].resourceClaimName');
  });
  return errs;
}

/** ValidatePodStatusUpdate. */
export function validatePodStatusUpdate(
  pod: JsonObject,
  old: JsonObject,
  ns: NotSimulated,
  strictIPCIDR = false,
  rules: StatusOptions = {
    allowContainerRestartRules: false,
    allowRestartAllContainers: false,
    statusUsers: false,
  },
): FieldError[] {
  const status = statusOf(pod);
  const oldStatus = statusOf(old);
  const oldSpec = specOf(old);
  const errs = [
    ...validateObjectMetaUpdate(pod, old),
    ...validatePodSpecificAnnotationUpdates(pod, old, 'metadata.annotations'),
    ...validatePodConditions(status),
  ];
  if (str(specOf(pod)['nodeName']) !== str(oldSpec['nodeName']))
    errs.push(forbidden('status.nodeName', 'may not be changed directly'));
  const nominated = str(status['nominatedNodeName']);
  if (nominated !== str(oldStatus['nominatedNodeName']) && nominated !== '')
    errs.push(
      ...invalidEach('status.nominatedNodeName', nominated, nameIsDNSSubdomain(nominated, false)),
    );
  // Pod QoS is immutable (podStatusStrategy backfilled an empty one from the stored pod).
  errs.push(
    ...validateImmutableField(
      status['qosClass'],
      oldStatus['qosClass'],
      'status.qosClass',
      goNamed('core.PodQOSClass', str(status['qosClass'])),
    ),
  );
  const restartPolicy = str(oldSpec['restartPolicy']);
  const restartableInit = (name: string): boolean =>
    objects(oldSpec['initContainers']).some(
      (c) => str(c['name']) === name && c['restartPolicy'] === 'Always',
    );
  for (const [field, policy, restartable] of [
    ['containerStatuses', restartPolicy, undefined],
    ['initContainerStatuses', restartPolicy, restartableInit],
    // The kubelet never restarts ephemeral containers: an implicit restartPolicy Never.
    ['ephemeralContainerStatuses', 'Never', undefined],
  ] as const) {
    const list = field === 'containerStatuses' ? 'containers' : 'initContainers';
    errs.push(
      ...(rules.allowContainerRestartRules && field !== 'ephemeralContainerStatuses'
        ? ruleBasedTransitions(
            objects(status[field]),
            objects(oldStatus[field]),
            `status.${field}`,
            objects(oldSpec[list]),
            oldSpec,
            rules.allowRestartAllContainers,
          )
        : stateTransitions(
            objects(status[field]),
            objects(oldStatus[field]),
            `status.${field}`,
            policy,
            restartable,
          )),
    );
  }
  errs.push(
    ...validatePodResourceClaimStatuses(
      objects(status['resourceClaimStatuses']),
      objects(specOf(pod)['resourceClaims']),
      ns,
    ),
  );
  errs.push(...validatePodStatusIPs(status, ns, strictIPCIDR, oldStatus));
  for (const field of [
    'containerStatuses',
    'initContainerStatuses',
    'ephemeralContainerStatuses',
  ]) {
    const statuses = objects(status[field]);
    if (rules.statusUsers)
      errs.push(
        ...validateContainerStatusUsers(statuses, `status.${field}`, obj(specOf(pod)['os'])),
      );
    else if (statuses.some((s) => obj(s['user']) !== undefined))
      ns(`field validation of status.${field}[].user (validateContainerStatusUsers)`);
    if (statuses.some((s) => s['allocatedResourcesStatus'] !== undefined))
      ns(`field validation of status.${field}[].allocatedResourcesStatus`);
  }
  return errs;
}

// The state-transition check of pods/status once containers carry their own restart policy
// (AllowContainerRestartPolicyRules, 1.34+): mirrors the AllowContainerRestartPolicyRules branch of
// pkg/apis/core/validation/validation.go ValidateContainerStateTransition and
// ValidateInitContainerStateTransition (kubernetes master of 2026-07, the atiratree/kubernetes fork,
// commit 81b59d0). Their helpers podutil.ContainerShouldRestart and AllContainersCouldRestart
// (pkg/api/v1/pod/util.go) could not be read: they are written from the API's documentation of
// restartPolicy and restartPolicyRules (k8s.io/api core/v1 types.go, v0.36.0) — rules in order, the
// first match decides, else the container's policy, else the pod's (inferred).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden } from '../../apimachinery/field.ts';
import { list, obj, objects, optStr, str } from '../read.ts';

const exitCodeOf = (s: JsonObject): number => {
  const code = obj(obj(s['state'])?.['terminated'])?.['exitCode'];
  return typeof code === 'number' ? code : 0;
};
const terminated = (s: JsonObject): boolean => obj(obj(s['state'])?.['terminated']) !== undefined;

function ruleMatches(rule: JsonObject, exitCode: number): boolean {
  const codes = obj(rule['exitCodes']);
  if (codes === undefined) return false;
  const has = list(codes['values']).includes(exitCode);
  return str(codes['operator']) === 'In' ? has : str(codes['operator']) === 'NotIn' && !has;
}

const policyRestarts = (policy: string, exitCode: number): boolean =>
  policy === 'Always' || (policy === 'OnFailure' && exitCode !== 0);

/** ContainerShouldRestart: whether a container that exited with `exitCode` may run again. */
export function containerShouldRestart(
  ctr: JsonObject,
  spec: JsonObject,
  exitCode: number,
): boolean {
  const own = optStr(ctr['restartPolicy']);
  if (own === undefined) return policyRestarts(str(spec['restartPolicy']), exitCode);
  const rule = objects(ctr['restartPolicyRules']).find((r) => ruleMatches(r, exitCode));
  if (rule !== undefined) return ['Restart', 'RestartAllContainers'].includes(str(rule['action']));
  return policyRestarts(own, exitCode);
}

/** AllContainersCouldRestart: some container has a RestartAllContainers rule. */
export const allContainersCouldRestart = (spec: JsonObject): boolean =>
  ['initContainers', 'containers'].some((l) =>
    objects(spec[l]).some((c) =>
      objects(c['restartPolicyRules']).some((r) => str(r['action']) === 'RestartAllContainers'),
    ),
  );

/** The transitions out of the terminated state that the containers' restart policies do not allow. */
export function ruleBasedTransitions(
  now: JsonObject[],
  old: JsonObject[],
  fldPath: string,
  containers: JsonObject[],
  spec: JsonObject,
  allowRestartAll: boolean,
): FieldError[] {
  if (allowRestartAll && allContainersCouldRestart(spec)) return [];
  const errs: FieldError[] = [];
  old.forEach((o, i) => {
    if (!terminated(o)) return;
    const n = now.find((s) => str(s['name']) === str(o['name']));
    if (n === undefined || terminated(n)) return;
    const ctr = containers.find((c) => str(c['name']) === str(o['name']));
    if (ctr === undefined || !containerShouldRestart(ctr, spec, exitCodeOf(o)))
      errs.push(
        forbidden(`${fldPath}[${i}].state`, 'may not be transitioned to non-terminated state'),
      );
  });
  return errs;
}

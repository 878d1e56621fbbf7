// Checks a container's own restartPolicy and restartPolicyRules (ContainerRestartRules: alpha 1.34,
// beta on 1.35; the RestartAllContainers action: RestartAllContainersOnContainerExits, alpha 1.35,
// beta on 1.36): mirrors pkg/apis/core/validation/validation.go validateContainerRestartPolicy and
// validateInitContainerRestartPolicy, ported from kubernetes master of 2026-07 (the
// atiratree/kubernetes fork, commit 81b59d0). That 1.34-1.37 check the same is inferred: their
// copies could not be read; the gates and the action constant were dated from k8s.io/api's tags.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  type FieldError,
  forbidden,
  notSupported,
  required,
  tooMany,
} from '../../apimachinery/field.ts';
import { goNamed } from '../../apimachinery/goValue.ts';
import { child, index } from '../fieldPath.ts';
import { obj, objects, optStr, str } from '../read.ts';
import type { PodValidationOptions } from './options.ts';

// sets.List of each supported set: sorted.
const policies = ['Always', 'Never', 'OnFailure'];
const operators = ['In', 'NotIn'];
const actions = (opts: PodValidationOptions): string[] =>
  opts.allowRestartAllContainers ? ['Restart', 'RestartAllContainers'] : ['Restart'];

/** Checks restartPolicy and restartPolicyRules of a regular, init or sidecar container at `path`. */
export function validateContainerRestartPolicy(
  ctr: JsonObject,
  path: string,
  opts: PodValidationOptions,
): FieldError[] {
  const errs: FieldError[] = [];
  const policy = optStr(ctr['restartPolicy']);
  const rules = objects(ctr['restartPolicyRules']);
  const policyPath = child(path, 'restartPolicy');
  if (policy === undefined) {
    if (rules.length === 0) return errs;
    errs.push(required(policyPath, 'must specify restartPolicy when restart rules are used'));
  } else if (!policies.includes(policy)) {
    errs.push(notSupported(policyPath, goNamed('core.ContainerRestartPolicy', policy), policies));
  }
  const rulesPath = child(path, 'restartPolicyRules');
  if (rules.length > 20) errs.push(tooMany(rulesPath, rules.length, 20));
  const allowed = actions(opts);
  rules.forEach((rule, i) => {
    const rulePath = index(rulesPath, i);
    const action = str(rule['action']);
    if (!allowed.includes(action))
      errs.push(
        notSupported(
          child(rulePath, 'action'),
          goNamed('core.ContainerRestartRuleAction', action),
          allowed,
        ),
      );
    const exitCodes = obj(rule['exitCodes']);
    if (exitCodes === undefined) {
      errs.push(required(child(rulePath, 'exitCodes'), 'must be specified'));
      return;
    }
    const operator = str(exitCodes['operator']);
    if (!operators.includes(operator))
      errs.push(
        notSupported(
          child(rulePath, 'exitCodes', 'operator'),
          goNamed('core.ContainerRestartRuleOnExitCodesOperator', operator),
          operators,
        ),
      );
    const values = Array.isArray(exitCodes['values']) ? exitCodes['values'].length : 0;
    if (values > 255) errs.push(tooMany(child(rulePath, 'exitCodes', 'values'), values, 255));
  });
  return errs;
}

/** Checks an init container's restartPolicy (only Always before ContainerRestartRules) and rules. */
export function validateInitContainerRestartPolicy(
  ctr: JsonObject,
  path: string,
  opts: PodValidationOptions,
): FieldError[] {
  const policy = optStr(ctr['restartPolicy']);
  if (policy === undefined) {
    return objects(ctr['restartPolicyRules']).length > 0
      ? [
          required(
            child(path, 'restartPolicy'),
            'must specify restartPolicy when restart rules are used',
          ),
        ]
      : [];
  }
  if (!opts.allowContainerRestartRules)
    return policy === 'Always'
      ? []
      : [
          notSupported(
            child(path, 'restartPolicy'),
            goNamed('core.ContainerRestartPolicy', policy),
            ['Always'],
          ),
        ];
  if (policy !== 'Always') return validateContainerRestartPolicy(ctr, path, opts);
  if (opts.allowRestartAllContainers) return validateContainerRestartPolicy(ctr, path, opts);
  return objects(ctr['restartPolicyRules']).length > 0
    ? [
        forbidden(
          child(path, 'restartPolicyRules'),
          'restartPolicyRules are not allowed for init containers with restart policy Always',
        ),
      ]
    : [];
}

// Validates a Namespace CREATE or UPDATE: its Pod Security labels must parse, and an UPDATE that
// tightens enforce dry-runs the existing pods and warns about them (it never denies for them).
// Mirrors Admission.ValidateNamespace and exemptNamespaceWarning in k8s.io/pod-security-admission
// admission/admission.go (v0.32).

import type { Attributes } from '../../admission/attributes.ts';
import { metadataOf, metaString } from '../../admission/attributes.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { fieldErrorString } from '../../apimachinery/field.ts';
import { newInvalid } from '../../apimachinery/newInvalid.ts';
import { newBadRequest } from '../../apimachinery/statusErrors.ts';
import {
  type Policy,
  compareLevels,
  fullyPrivileged,
  levelPrivileged,
  levelVersionString,
  policyEquivalent,
  sameLevelVersion,
  versionsEqual,
} from '../api/index.ts';
import { type Admission, exemptNamespace, namespacePolicy, policyModes } from './admission.ts';
import { evaluatePodsInNamespace } from './namespacePods.ts';
import { type Response, allowedResponse, errorResponse } from './response.ts';

function labelsOf(object: JsonObject): Record<string, string> {
  const raw = metadataOf(object)['labels'];
  const out: Record<string, string> = {};
  if (isObject(raw))
    for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = v;
  return out;
}

const isNamespaceObject = (o: JsonObject | undefined): o is JsonObject =>
  o !== undefined && o['kind'] === 'Namespace';

/** Mirrors ValidateNamespace. */
export function validateNamespace(a: Admission, attr: Attributes): Response {
  if (attr.subresource !== '')
    return allowedResponse(`namespaces/${attr.subresource}: subresources are not checked`);
  const namespace = attr.object;
  if (!isNamespaceObject(namespace))
    return errorResponse(
      newBadRequest('failed to decode namespace'),
      undefined,
      'the object is not a Namespace',
    );
  const labels = labelsOf(namespace);
  const name = metaString(namespace, 'name');
  const next = namespacePolicy(a, labels);
  const invalid = (): Response => ({
    allowed: false,
    result: newInvalid(attr.kind.group, attr.kind.kind, attr.name, next.errors, a.version),
    warnings: [],
    auditAnnotations: {},
    reason: `invalid Pod Security labels: ${next.errors.map((e) => fieldErrorString(e, a.version)).join('; ')}`,
  });

  if (attr.operation === 'CREATE') {
    if (next.errors.length > 0) return invalid();
    const warning = exemptNamespace(a, attr.namespace)
      ? exemptNamespaceWarning(a, name, next.policy, labels)
      : '';
    if (warning !== '')
      return {
        ...allowedResponse('exempt namespace: its Pod Security labels will be ignored'),
        warnings: [warning],
      };
    return allowedResponse('the Pod Security labels are valid');
  }
  if (attr.operation !== 'UPDATE') return allowedResponse(`${attr.operation}: not checked`);

  const oldNamespace = attr.oldObject;
  if (!isNamespaceObject(oldNamespace)) {
    // Upstream's text has two spaces here.
    return errorResponse(
      newBadRequest('failed to decode  old namespace'),
      undefined,
      'the old object is not a Namespace',
    );
  }
  const old = namespacePolicy(a, labelsOf(oldNamespace));
  // Invalid labels are only refused when they changed: an already-broken namespace can still be updated.
  if (
    next.errors.length > 0 &&
    (old.errors.length === 0 || JSON.stringify(next.errors) !== JSON.stringify(old.errors))
  )
    return invalid();

  const enforce = levelVersionString(next.policy.enforce);
  if (sameLevelVersion(next.policy.enforce, old.policy.enforce))
    return allowedResponse(`enforce stays ${enforce}: existing pods not checked`);
  if (next.policy.enforce.level === levelPrivileged)
    return allowedResponse(`enforce becomes ${enforce}: existing pods not checked`);
  if (
    versionsEqual(next.policy.enforce.version, old.policy.enforce.version) &&
    compareLevels(next.policy.enforce.level, old.policy.enforce.level) < 1
  ) {
    return allowedResponse(
      `enforce relaxed from ${levelVersionString(old.policy.enforce)} to ${enforce}: existing pods not checked`,
    );
  }
  if (exemptNamespace(a, attr.namespace)) {
    const warning = exemptNamespaceWarning(a, name, next.policy, labels);
    const response = allowedResponse('exempt namespace: existing pods not checked');
    return warning === '' ? response : { ...response, warnings: [warning] };
  }
  const warnings = evaluatePodsInNamespace(a, name, next.policy.enforce);
  const reason = `enforce tightened from ${levelVersionString(old.policy.enforce)} to ${enforce}: checked the existing pods (warnings only, the update is allowed)`;
  return { ...allowedResponse(reason), warnings, assumptions: [podCheckAssumption] };
}

const podCheckAssumption =
  "the existing pods are the scenario's Pod objects in the namespace; upstream stops checking them after 1s (or half the request's remaining deadline), a budget the playground does not simulate: all of them, up to 3000, are checked";

/** Mirrors exemptNamespaceWarning: the non-privileged modes the exempt namespace's labels set explicitly. */
export function exemptNamespaceWarning(
  a: Admission,
  namespace: string,
  policy: Policy,
  labels: Readonly<Record<string, string>>,
): string {
  if (fullyPrivileged(policy) || policyEquivalent(policy, a.defaultPolicy)) return '';
  const parts: string[] = [];
  for (const [mode, lv, levelLabel, versionLabel] of policyModes(policy)) {
    if (
      lv.level !== levelPrivileged &&
      (Object.hasOwn(labels, levelLabel) || Object.hasOwn(labels, versionLabel))
    ) {
      parts.push(`${mode}=${levelVersionString(lv)}`);
    }
  }
  return `namespace ${goQuote(namespace)} is exempt from Pod Security, and the policy (${parts.join(', ')}) will be ignored`;
}

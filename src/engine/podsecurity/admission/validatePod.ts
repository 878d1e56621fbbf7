// Validates Pods (enforce, audit, warn) and workload resources with a pod template (audit and warn
// only): mirrors Admission.ValidatePod and ValidatePodController in k8s.io/pod-security-admission
// admission/admission.go (v0.32).

import type { Attributes } from '../../admission/attributes.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import {
  groupResourceString,
  newBadRequest,
  newInternalError,
} from '../../apimachinery/statusErrors.ts';
import { fullyPrivileged, levelPrivileged } from '../api/index.ts';
import {
  type Admission,
  describePolicy,
  exemptNamespace,
  exemptUser,
  namespacePolicy,
} from './admission.ts';
import { evaluatePod } from './evaluatePod.ts';
import { extractPodSpec } from './podSpecExtractor.ts';
import { isSignificantPodUpdate } from './podUpdate.ts';
import {
  type Response,
  allowedByExemptResponse,
  allowedPrivilegedResponse,
  allowedResponse,
  errorResponse,
} from './response.ts';

// Any other pod subresource carries a Pod and is evaluated (ephemeralcontainers, resize), so a
// version-skewed webhook fails safe on subresources that can change the pod spec.
const ignoredPodSubresources = new Set([
  'exec',
  'attach',
  'binding',
  'eviction',
  'log',
  'portforward',
  'proxy',
  'status',
]);

const isPod = (o: JsonObject | undefined): o is JsonObject =>
  o !== undefined && o['kind'] === 'Pod';

// The exemptions checked before the namespace is read, in upstream's order.
function exemption(a: Admission, attr: Attributes): Response | undefined {
  if (exemptNamespace(a, attr.namespace)) {
    return allowedByExemptResponse(
      'namespace',
      `exempt: namespace "${attr.namespace}" is in the configuration's exemptions`,
    );
  }
  if (exemptUser(a, attr.userInfo.username)) {
    return allowedByExemptResponse(
      'user',
      `exempt: user "${attr.userInfo.username}" is in the configuration's exemptions`,
    );
  }
  return undefined;
}

/** Mirrors ValidatePod. */
export function validatePod(a: Admission, attr: Attributes): Response {
  if (ignoredPodSubresources.has(attr.subresource))
    return allowedResponse(`pods/${attr.subresource}: not checked`);
  const exempt = exemption(a, attr);
  if (exempt !== undefined) return exempt;
  const namespace = a.namespace(attr.namespace);
  if (namespace === undefined) {
    const status = newInternalError(`failed to lookup namespace ${goQuote(attr.namespace)}`);
    return errorResponse(
      status,
      `namespaces ${goQuote(attr.namespace)} not found`,
      `namespace "${attr.namespace}" not found`,
    );
  }
  const ns = namespacePolicy(a, namespace.labels);
  if (ns.errors.length === 0 && fullyPrivileged(ns.policy)) {
    return allowedPrivilegedResponse(
      `namespace "${attr.namespace}" is privileged for enforce, audit and warn: nothing to check`,
    );
  }
  const pod = attr.object;
  if (!isPod(pod))
    return errorResponse(
      newBadRequest('failed to decode pod'),
      undefined,
      'the object is not a Pod',
    );
  if (attr.operation === 'UPDATE') {
    if (!isPod(attr.oldObject))
      return errorResponse(
        newBadRequest('failed to decode old pod'),
        undefined,
        'the old object is not a Pod',
      );
    // Nothing Pod Security looks at changed, so the update is always allowed.
    if (!isSignificantPodUpdate(pod, attr.oldObject))
      return allowedResponse(
        'update changes no image, container list or seccomp annotation: not checked',
      );
  }
  const metadata = isObject(pod['metadata']) ? pod['metadata'] : {};
  const spec = isObject(pod['spec']) ? pod['spec'] : {};
  return evaluatePod(a, attr, ns, describePolicy(namespace.labels, ns), metadata, spec, true);
}

/** Mirrors ValidatePodController: never denies; lookup and decoding failures become an "error" audit annotation. */
export function validatePodController(a: Admission, attr: Attributes): Response {
  const resource = groupResourceString(attr.resource);
  if (attr.subresource !== '')
    return allowedResponse(`${resource}/${attr.subresource}: subresources are not checked`);
  const exempt = exemption(a, attr);
  if (exempt !== undefined) return exempt;
  const namespace = a.namespace(attr.namespace);
  if (namespace === undefined) {
    return {
      ...allowedResponse(
        `namespace "${attr.namespace}" not found: allowed, recorded in the audit annotation`,
      ),
      auditAnnotations: {
        error: `failed to lookup namespace ${goQuote(attr.namespace)}: namespaces ${goQuote(attr.namespace)} not found`,
      },
    };
  }
  const ns = namespacePolicy(a, namespace.labels);
  if (
    ns.errors.length === 0 &&
    ns.policy.warn.level === levelPrivileged &&
    ns.policy.audit.level === levelPrivileged
  ) {
    return allowedResponse(
      `namespace "${attr.namespace}" is privileged for audit and warn: the pod template is not checked`,
    );
  }
  const object = attr.object;
  if (object === undefined) return allowedResponse('no object');
  const extraction = extractPodSpec(object);
  if (extraction.kind === 'error') {
    return {
      ...allowedResponse('no pod template found'),
      auditAnnotations: { error: `failed to extract pod template: ${extraction.error}` },
    };
  }
  // A controller whose pod template is optional and absent is not checked.
  if (extraction.kind === 'none')
    return allowedResponse(`${resource} without a pod template: not checked`);
  return evaluatePod(
    a,
    attr,
    ns,
    describePolicy(namespace.labels, ns),
    extraction.pod.metadata,
    extraction.pod.spec,
    false,
  );
}

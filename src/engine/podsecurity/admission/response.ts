// The library's AdmissionResponse and how the in-tree plugin turns it into the request's outcome:
// mirrors k8s.io/pod-security-admission admission/response.go and the tail of Plugin.Validate in
// plugin/pkg/admission/security/podsecurity/admission.go (v1.32).

import type { Attributes } from '../../admission/attributes.ts';
import { admissionForbidden } from '../../admission/forbidden.ts';
import type { Status } from '../../apimachinery/status.ts';
import type { PluginAnswer } from '../../plugins/interfaces.ts';
import { newForbidden, statusOf } from '../../apimachinery/statusErrors.ts';
import {
  auditAnnotationPrefix,
  enforcedPolicyAnnotationKey,
  exemptionReasonAnnotationKey,
  levelPrivileged,
  levelVersionString,
  latestVersion,
} from '../api/index.ts';

/** What the library answers (admissionv1.AdmissionResponse), plus a line for the trace. */
export interface Response {
  allowed: boolean;
  /** The refusal (Result), when not allowed. */
  result?: Status;
  warnings: string[];
  /** Keys without the pod-security.kubernetes.io/ prefix the plugin adds. */
  auditAnnotations: Record<string, string>;
  reason: string;
  /** What the answer assumed about state the playground cannot have. */
  assumptions?: string[];
}

/** allowedResponse(): allowed, nothing else. */
export const allowedResponse = (reason: string): Response => ({
  allowed: true,
  warnings: [],
  auditAnnotations: {},
  reason,
});

/** sharedAllowedPrivilegedResponse: the fully privileged short cut still records privileged:latest. */
export const allowedPrivilegedResponse = (reason: string): Response => ({
  ...allowedResponse(reason),
  auditAnnotations: {
    [enforcedPolicyAnnotationKey]: levelVersionString({
      level: levelPrivileged,
      version: latestVersion(),
    }),
  },
});

/** sharedAllowedBy{User,Namespace,RuntimeClass}ExemptionResponse. */
export const allowedByExemptResponse = (
  exemption: 'user' | 'namespace' | 'runtimeClass',
  reason: string,
): Response => ({
  ...allowedResponse(reason),
  auditAnnotations: { [exemptionReasonAnnotationKey]: exemption },
});

/** forbiddenResponse: apierrors.NewForbidden on the request's resource and name (not admission.NewForbidden). */
export const forbiddenResponse = (attr: Attributes, message: string, reason: string): Response => ({
  allowed: false,
  result: newForbidden(attr.resource, attr.name, message),
  warnings: [],
  auditAnnotations: {},
  reason,
});

/** errorResponse: the status, and an "error" audit annotation with the status message and the cause. */
export function errorResponse(status: Status, cause: string | undefined, reason: string): Response {
  const detail = cause === undefined ? status.message : `${status.message}: ${cause}`;
  return {
    allowed: false,
    result: status,
    warnings: [],
    auditAnnotations: { error: detail },
    reason,
  };
}

/**
 * Mirrors the end of Plugin.Validate: warnings and prefixed audit annotations pass through; a
 * refusal starts as admission.NewForbidden(a, "Not allowed by PodSecurity") and takes the
 * library's message, reason, details and code where they are set.
 */
export function toPluginAnswer(attr: Attributes, response: Response): PluginAnswer {
  const answer: PluginAnswer = { reason: response.reason };
  if (response.warnings.length > 0) answer.warnings = [...response.warnings];
  const annotations = Object.entries(response.auditAnnotations);
  if (annotations.length > 0) {
    answer.auditAnnotations = Object.fromEntries(
      annotations.map(([k, v]) => [auditAnnotationPrefix + k, v]),
    );
  }
  if (response.assumptions !== undefined) answer.assumptions = [...response.assumptions];
  if (!response.allowed) {
    const base = admissionForbidden(attr, 'Not allowed by PodSecurity');
    const r = response.result;
    answer.status =
      r === undefined
        ? base
        : statusOf({
            message: r.message !== '' ? r.message : base.message,
            reason: r.reason !== undefined && r.reason !== '' ? r.reason : base.reason,
            details: r.details ?? base.details,
            code: r.code !== 0 ? r.code : base.code,
          });
  }
  return answer;
}

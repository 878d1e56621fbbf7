// ImagePolicyWebhook: sends the pod's images to an external backend as an ImageReview and refuses
// the pod when the backend denies them; a backend that cannot be reached is decided by defaultAllow
// (plugin/pkg/admission/imagepolicy/admission.go Validate, admitPod, webhookError, 1.32).

import { admissionForbidden } from '../../admission/forbidden.ts';
import { marshalGoOrdered } from '../../apimachinery/goJson.ts';
import { newBadRequest } from '../../apimachinery/statusErrors.ts';
import type { AdmissionPlugin, PluginAnswer } from '../interfaces.ts';
import { handlesOperations } from '../interfaces.ts';
import { startupFailure } from '../pluginAnswers.ts';
import { backendURL, callBackend } from './backend.ts';
import { loadImagePolicyConfiguration } from './config.ts';
import { imageReview } from './review.ts';

/** The prefix of the audit annotations this plugin writes. */
export const auditKeyPrefix = 'imagepolicywebhook.image-policy.k8s.io/';

/** The ImagePolicyWebhook plugin (validating only; CREATE and UPDATE of pods and pods/ephemeralcontainers). */
export const imagePolicyWebhookPlugin: AdmissionPlugin = {
  name: 'ImagePolicyWebhook',
  handles: handlesOperations('CREATE', 'UPDATE'),
  validate(req) {
    const loaded = loadImagePolicyConfiguration(req.config);
    if ('error' in loaded) return startupFailure(loaded.error);
    const { config } = loaded;
    const { attr } = req;
    if (
      (attr.subresource !== '' && attr.subresource !== 'ephemeralcontainers') ||
      attr.resource.group !== '' ||
      attr.resource.resource !== 'pods'
    ) {
      return undefined;
    }
    if (attr.object === undefined || attr.object['kind'] !== 'Pod') {
      return {
        status: newBadRequest('Resource was marked with kind Pod but was unable to be converted'),
        reason: 'the object is not a Pod',
      };
    }
    const review = imageReview(attr.object, attr.namespace, attr.subresource);
    const sent = `ImageReview sent: ${marshalGoOrdered(review)}`;
    const assumptions = [
      `the backend's URL is in ${config.kubeConfigFile}, which the scenario cannot hold: the playground assumes that file loads and names ${backendURL} in messages`,
      'the plugin caches answers (allowTTL, denyTTL); the playground has no earlier requests, so the backend is always asked',
    ];
    const behaviour = req.servers['ImagePolicyWebhook'];
    if (behaviour === undefined) {
      assumptions.push(
        'no `webhooks: {ImagePolicyWebhook: ...}` entry: the backend was assumed to allow',
      );
      return { reason: `${sent}; backend allowed (assumed)`, assumptions };
    }
    const answer = callBackend(behaviour, review, config.retryBackoffMs, req.version);
    if (answer.kind === 'error') {
      if (config.defaultAllow) {
        // webhookError also sets alpha.image-policy.k8s.io/failed-open on the pod, from Validate.
        assumptions.push(
          'upstream also sets the annotation alpha.image-policy.k8s.io/failed-open: "true" on the stored pod; a validating plugin cannot change the object here, so the result omits it',
        );
        return {
          reason: `${sent}; backend failed (${answer.source}): ${answer.error}; defaultAllow lets the pod in`,
          auditAnnotations: { [`${auditKeyPrefix}failed-open`]: 'true' },
          assumptions,
          durationMs: answer.durationMs,
        };
      }
      return {
        status: admissionForbidden(attr, answer.error),
        reason: `${sent}; backend failed (${answer.source}): ${answer.error}`,
        assumptions,
        durationMs: answer.durationMs,
      };
    }
    const { status } = answer;
    const audit: Record<string, string> = {};
    for (const k of Object.keys(status.auditAnnotations).sort())
      audit[auditKeyPrefix + k] = status.auditAnnotations[k] ?? '';
    const base: PluginAnswer = {
      reason: `${sent}; backend answered (${answer.source}) allowed: ${String(status.allowed)}`,
      assumptions,
      durationMs: answer.durationMs,
    };
    if (Object.keys(audit).length > 0) base.auditAnnotations = audit;
    if (status.allowed) return base;
    const message =
      status.reason !== ''
        ? `image policy webhook backend denied one or more images: ${status.reason}`
        : 'one or more images rejected by webhook backend';
    return { ...base, status: admissionForbidden(attr, message) };
  },
};

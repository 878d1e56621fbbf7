// Decides whether a Mutating- or ValidatingWebhookConfiguration would be accepted on create and,
// if not, the 422 Status kube-apiserver answers: mirrors Validate{Mutating,Validating}
// WebhookConfiguration in kubernetes pkg/apis/admissionregistration/validation/validation.go.

import type { Status } from '../apimachinery/status.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { decodeWebhookConfiguration } from './decode.ts';
import { type FieldError, duplicate } from '../apimachinery/field.ts';
import { goString } from '../apimachinery/goValue.ts';
import { validateObjectMeta } from './objectMeta.ts';
import { newInvalid } from '../apimachinery/newInvalid.ts';
import { validateAdmissionReviewVersions, validateWebhook } from './webhook.ts';
import { isObject } from '../apimachinery/isObject.ts';

const group = 'admissionregistration.k8s.io';

function validateConfiguration(
  obj: JsonObject,
  mutating: boolean,
  version: KubernetesVersion,
): FieldError[] {
  const { config, errors } = decodeWebhookConfiguration(obj);
  // The real server stops at a value of the wrong JSON type, before any validation.
  if (errors.length > 0) return errors;
  const errs = validateObjectMeta(config.metadata);
  const hookNames = new Set<string>();
  config.webhooks.forEach((hook, i) => {
    const path = `webhooks[${i}]`;
    errs.push(...validateWebhook(hook, mutating, path, version));
    errs.push(
      ...validateAdmissionReviewVersions(
        hook.admissionReviewVersions,
        `${path}.admissionReviewVersions`,
      ),
    );
    if (hook.name.length > 0) {
      if (hookNames.has(hook.name)) errs.push(duplicate(`${path}.name`, goString(hook.name)));
      else hookNames.add(hook.name);
    }
  });
  return errs;
}

/**
 * Lists the create-time validation errors of a defaulted MutatingWebhookConfiguration, in the
 * order the API server reports them; a value of the wrong JSON type yields only type errors.
 */
export const validateMutatingWebhookConfiguration = (
  obj: JsonObject,
  version: KubernetesVersion,
): FieldError[] => validateConfiguration(obj, true, version);

/**
 * Lists the create-time validation errors of a defaulted ValidatingWebhookConfiguration, in the
 * order the API server reports them; a value of the wrong JSON type yields only type errors.
 */
export const validateValidatingWebhookConfiguration = (
  obj: JsonObject,
  version: KubernetesVersion,
): FieldError[] => validateConfiguration(obj, false, version);

/**
 * Validates a webhook configuration picked by its `kind` and returns the 422 Status the API server
 * would answer, or undefined when it is valid or is not a webhook configuration at all.
 */
export function validateWebhookConfiguration(
  obj: JsonObject,
  version: KubernetesVersion,
): Status | undefined {
  const kind = obj['kind'];
  if (kind !== 'MutatingWebhookConfiguration' && kind !== 'ValidatingWebhookConfiguration')
    return undefined;
  const errs = validateConfiguration(obj, kind === 'MutatingWebhookConfiguration', version);
  if (errs.length === 0) return undefined;
  const metadata = obj['metadata'];
  const rawName = isObject(metadata) ? metadata['name'] : '';
  const name = typeof rawName === 'string' ? rawName : '';
  return newInvalid(group, kind, name, errs, version);
}

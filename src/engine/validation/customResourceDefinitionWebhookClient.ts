// The webhook client checks a CRD's conversion webhook gets, as ValidateCustomResourceDefinition
// calls them: the url with https forced, the service reference (apiserver pkg/util/webhook
// validation.go, ./webhookClient.ts). Handed to the CRD validator, which sits in a lower layer.

import type { KubernetesVersion } from '../apimachinery/types.ts';
import type { WebhookClientChecks } from '../apiextensions/validation/customResourceDefinition.ts';
import { validateWebhookService, validateWebhookURL } from './webhookClient.ts';

/** The conversion webhook's client checks at a Kubernetes version. */
export const conversionWebhookClient = (version: KubernetesVersion): WebhookClientChecks => ({
  url: (fldPath, url) => validateWebhookURL(fldPath, url, true),
  service: (fldPath, svc) => validateWebhookService(fldPath, svc, version),
});

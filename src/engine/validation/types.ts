// The webhook configuration as Go holds it after decoding into the internal
// admissionregistration types (pkg/apis/admissionregistration/types.go): absent strings are "",
// absent lists are empty, and pointer fields stay undefined when absent or null.

import type { DecodedSelector } from '../apimachinery/labelSelectorValidation.ts';
import type { ServiceRef } from './webhookClient.ts';

/** The ObjectMeta fields that create-time validation reads; maps keep their source order. */
export interface DecodedObjectMeta {
  name: string;
  generateName: string;
  labels: [string, string][];
  annotations: [string, string][];
  finalizers: string[];
}

/** An admissionregistration RuleWithOperations. */
export interface DecodedRule {
  operations: string[];
  apiGroups: string[];
  apiVersions: string[];
  resources: string[];
  scope?: string;
}

/** An admissionregistration MatchCondition. */
export interface DecodedMatchCondition {
  name: string;
  expression: string;
}

/** One webhook of either kind; `reinvocationPolicy` is only read for mutating webhooks. */
export interface DecodedWebhook {
  name: string;
  clientConfig: { url?: string; service?: ServiceRef };
  rules: DecodedRule[];
  failurePolicy?: string;
  matchPolicy?: string;
  namespaceSelector?: DecodedSelector;
  objectSelector?: DecodedSelector;
  sideEffects?: string;
  timeoutSeconds?: number;
  admissionReviewVersions: string[];
  matchConditions: DecodedMatchCondition[];
  reinvocationPolicy?: string;
}

/** A Mutating- or ValidatingWebhookConfiguration. */
export interface DecodedWebhookConfiguration {
  metadata: DecodedObjectMeta;
  webhooks: DecodedWebhook[];
}

// Applies the admissionregistration.k8s.io/v1 defaults to a webhook configuration, as the API
// server does when it decodes one (pkg/apis/admissionregistration/v1/defaults.go).

import type { JsonObject } from '../apimachinery/types.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** Returns a copy of a Mutating/ValidatingWebhookConfiguration with every v1 default filled in. */
export function defaultWebhookConfiguration(config: JsonObject, mutating: boolean): JsonObject {
  const copy = structuredClone(config);
  const webhooks = copy['webhooks'];
  if (!Array.isArray(webhooks)) return copy;
  for (const hook of webhooks) {
    if (!isObject(hook)) continue;
    hook['failurePolicy'] ??= 'Fail';
    hook['matchPolicy'] ??= 'Equivalent';
    hook['namespaceSelector'] ??= {};
    hook['objectSelector'] ??= {};
    hook['timeoutSeconds'] ??= 10;
    if (mutating) hook['reinvocationPolicy'] ??= 'Never';
    const rules = hook['rules'];
    if (Array.isArray(rules)) {
      for (const rule of rules) if (isObject(rule)) rule['scope'] ??= '*';
    }
    const clientConfig = hook['clientConfig'];
    if (isObject(clientConfig) && isObject(clientConfig['service'])) {
      clientConfig['service']['port'] ??= 443;
    }
  }
  return copy;
}

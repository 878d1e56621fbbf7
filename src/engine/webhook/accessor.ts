// One webhook of a configuration, read once into typed fields
// (k8s.io/apiserver pkg/admission/plugin/webhook/accessors.go).

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';

/** The typed view of one (defaulted) webhook entry. */
export interface WebhookAccessor {
  /** `<configuration>/<webhook>/<ordinal>`: the reinvocation key (mutating_webhook_manager.go). */
  uid: string;
  configurationName: string;
  name: string;
  mutating: boolean;
  failurePolicy: 'Fail' | 'Ignore' | string;
  matchPolicy: 'Exact' | 'Equivalent' | string;
  namespaceSelector: JsonValue;
  objectSelector: JsonValue;
  rules: JsonValue[];
  sideEffects: string | undefined;
  timeoutSeconds: number;
  admissionReviewVersions: string[];
  reinvocationPolicy: 'Never' | 'IfNeeded' | string;
  clientConfig: JsonObject;
  matchConditions: JsonValue[];
  /** The webhook entry as defaulted. */
  raw: JsonObject;
  /** JSON pointer of the entry in the scenario. */
  pointer: string;
  /** The file of a static (manifest-based) configuration; absent for one from the API. */
  staticManifest?: string;
}

const objectOrEmpty = (v: JsonValue | undefined): JsonObject => asObject(v) ?? {};

/** Reads a defaulted webhook entry into an accessor. */
export function newWebhookAccessor(
  raw: JsonObject,
  configurationName: string,
  ordinal: number,
  mutating: boolean,
  pointer: string,
): WebhookAccessor {
  const name = String(raw['name'] ?? '');
  return {
    uid: `${configurationName}/${name}/${ordinal}`,
    configurationName,
    name,
    mutating,
    failurePolicy: String(raw['failurePolicy'] ?? 'Fail'),
    matchPolicy: String(raw['matchPolicy'] ?? 'Equivalent'),
    namespaceSelector: raw['namespaceSelector'] ?? {},
    objectSelector: raw['objectSelector'] ?? {},
    rules: Array.isArray(raw['rules']) ? raw['rules'] : [],
    sideEffects: typeof raw['sideEffects'] === 'string' ? raw['sideEffects'] : undefined,
    timeoutSeconds: typeof raw['timeoutSeconds'] === 'number' ? raw['timeoutSeconds'] : 10,
    admissionReviewVersions: Array.isArray(raw['admissionReviewVersions'])
      ? raw['admissionReviewVersions'].map(String)
      : [],
    reinvocationPolicy: String(raw['reinvocationPolicy'] ?? 'Never'),
    clientConfig: objectOrEmpty(raw['clientConfig']),
    matchConditions: Array.isArray(raw['matchConditions']) ? raw['matchConditions'] : [],
    raw,
    pointer,
  };
}

/** Renders the address the API server posts to: the URL, or https://<svc>.<ns>.svc:<port><path>. */
export function webhookURL(hook: WebhookAccessor): string {
  const url = hook.clientConfig['url'];
  if (typeof url === 'string') return url;
  const svc = objectOrEmpty(hook.clientConfig['service']);
  const port = typeof svc['port'] === 'number' ? svc['port'] : 443;
  const path = typeof svc['path'] === 'string' && svc['path'] !== '' ? svc['path'] : '/';
  return `https://${String(svc['name'] ?? '')}.${String(svc['namespace'] ?? '')}.svc:${port}${path}`;
}

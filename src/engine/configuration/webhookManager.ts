// Package configuration mirrors k8s.io/apiserver pkg/admission/configuration.
//
// Lists the webhook configurations of the cluster as the API server's managers do: sorted by
// configuration name (byte-wise), webhooks in array order, each with its reinvocation uid
// (k8s.io/apiserver pkg/admission/configuration/{mutating,validating}_webhook_manager.go).

import type { ClusterObject } from '../scenario/types.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { newWebhookAccessor, type WebhookAccessor } from '../webhook/accessor.ts';
import { defaultWebhookConfiguration } from './defaults.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** One configuration with its defaulted object and where it came from. */
export interface WebhookConfiguration {
  name: string;
  mutating: boolean;
  object: JsonObject;
  pointer: string;
}

const configurationKinds = {
  MutatingWebhookConfiguration: true,
  ValidatingWebhookConfiguration: false,
} as const;

/** Reports whether an object is a webhook configuration the managers would list. */
export function isWebhookConfiguration(object: JsonObject): boolean {
  const kind = object['kind'];
  return (
    typeof kind === 'string' &&
    kind in configurationKinds &&
    typeof object['apiVersion'] === 'string' &&
    object['apiVersion'].startsWith('admissionregistration.k8s.io/')
  );
}

/** Picks the webhook configurations out of the cluster objects and applies v1 defaults. */
export function webhookConfigurations(objects: ClusterObject[]): WebhookConfiguration[] {
  const out: WebhookConfiguration[] = [];
  for (const { object, pointer } of objects) {
    if (!isWebhookConfiguration(object)) continue;
    const mutating = object['kind'] === 'MutatingWebhookConfiguration';
    const metadata = object['metadata'];
    const name = isObject(metadata) ? String(metadata['name'] ?? '') : '';
    out.push({ name, mutating, object: defaultWebhookConfiguration(object, mutating), pointer });
  }
  return out;
}

// sort.SliceStable by name: Go compares strings byte-wise, which for UTF-16 code units differs only
// outside the BMP; compare UTF-8 bytes to be exact.
const utf8 = new TextEncoder();
function compareBytes(a: string, b: string): number {
  const x = utf8.encode(a);
  const y = utf8.encode(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return x.length - y.length;
}

/** Flattens the configurations of one kind into the ordered hook list the dispatcher walks. */
export function orderedWebhooks(
  configurations: WebhookConfiguration[],
  mutating: boolean,
): WebhookAccessor[] {
  const sorted = configurations
    .filter((c) => c.mutating === mutating)
    .sort((a, b) => compareBytes(a.name, b.name));
  const hooks: WebhookAccessor[] = [];
  for (const config of sorted) {
    const webhooks = Array.isArray(config.object['webhooks']) ? config.object['webhooks'] : [];
    const seen = new Map<string, number>();
    webhooks.forEach((hook, i) => {
      if (typeof hook !== 'object' || hook === null || Array.isArray(hook)) return;
      const name = String(hook['name'] ?? '');
      const ordinal = seen.get(name) ?? 0;
      seen.set(name, ordinal + 1);
      hooks.push(
        newWebhookAccessor(hook, config.name, ordinal, mutating, `${config.pointer}/webhooks/${i}`),
      );
    });
  }
  return hooks;
}

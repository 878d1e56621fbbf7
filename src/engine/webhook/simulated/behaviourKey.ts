// Which `webhooks:` keys answer a webhook. A webhook is identified by its configuration's kind, the
// configuration's name and its own name (k8s.io/apiserver pkg/admission/plugin/webhook/accessors.go:
// mutating and validating accessors are separate, and two configurations of different kinds may share
// a name, as cert-manager's `cert-manager-webhook` pair does). Neither name can hold a "/" (both are
// DNS subdomains), so the key's parts are unambiguous.

import type { WebhookAccessor } from '../accessor.ts';

/** The kind of configuration a webhook comes from. */
export type ConfigurationKind = 'MutatingWebhookConfiguration' | 'ValidatingWebhookConfiguration';

/** Names the kind of configuration the webhook comes from. */
export const configurationKind = (hook: Pick<WebhookAccessor, 'mutating'>): ConfigurationKind =>
  hook.mutating ? 'MutatingWebhookConfiguration' : 'ValidatingWebhookConfiguration';

/** The keys that answer a webhook, most specific first: `<kind>/<configuration>/<webhook>`, `<configuration>/<webhook>`, `<webhook>`. */
export function behaviourKeys(
  hook: Pick<WebhookAccessor, 'mutating' | 'configurationName' | 'name'>,
): [string, string, string] {
  return [
    `${configurationKind(hook)}/${hook.configurationName}/${hook.name}`,
    `${hook.configurationName}/${hook.name}`,
    hook.name,
  ];
}

/** Tells whether a `webhooks:` key would answer the webhook. */
export function keyAnswers(
  key: string,
  hook: Pick<WebhookAccessor, 'mutating' | 'configurationName' | 'name'>,
): boolean {
  return behaviourKeys(hook).includes(key);
}

/** Identifies one webhook of one configuration in a request: what `responses` counts calls by. */
export const callKey = (hook: Pick<WebhookAccessor, 'mutating' | 'uid'>): string =>
  `${configurationKind(hook)}/${hook.uid}`;

import { describe, expect, it } from 'vitest';
import { configuration, scenario, webhookEntry } from '../testing/scenario.ts';
import { unansweredWebhookKeys } from './webhookAnswers.ts';

describe('unansweredWebhookKeys', () => {
  const objects = [
    configuration('Mutating', 'cert-manager-webhook', [webhookEntry('webhook.cert-manager.io')]),
    configuration('Validating', 'cert-manager-webhook', [webhookEntry('webhook.cert-manager.io')]),
  ];

  it('lists the keys that answer no webhook, knowing the kind-qualified form and the ImagePolicyWebhook backend', () => {
    const s = scenario({
      objects,
      webhooks: {
        'MutatingWebhookConfiguration/cert-manager-webhook/webhook.cert-manager.io': {},
        'ValidatingWebhookConfiguration/cert-manager-webhook/webhook.cert-manager.io': {},
        'MutatingWebhookConfiguration/cert-manager/webhook.cert-manager.io': {},
        'webhook.cert-manager.com': {},
        ImagePolicyWebhook: {},
      },
    });
    expect(unansweredWebhookKeys(s)).toEqual([
      'MutatingWebhookConfiguration/cert-manager/webhook.cert-manager.io',
      'webhook.cert-manager.com',
    ]);
  });
});

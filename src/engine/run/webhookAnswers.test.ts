import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
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

  it('knows the webhooks of the static manifests too', () => {
    const s = scenario({ webhooks: { 'guard.example.com': {}, 'nothing.example.com': {} } });
    const object = configuration('Validating', 'guard.static.k8s.io', [
      webhookEntry('guard.example.com'),
    ]) as JsonObject;
    s.cluster.staticManifests = [
      { path: '/etc/k/a.yaml', pointer: '/x', objects: [{ object, pointer: '/x/objects/0' }] },
    ];
    expect(unansweredWebhookKeys(s)).toEqual(['nothing.example.com']);
  });
});

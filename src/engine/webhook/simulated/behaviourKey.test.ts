import { describe, expect, it } from 'vitest';
import type { WebhookBehaviour } from '../../scenario/types.ts';
import { configuration, run, webhookEntry } from '../../testing/scenario.ts';
import { hook } from '../../testing/builders.ts';
import { behaviourKeys, keyAnswers } from './behaviourKey.ts';
import { behaviourFor } from './server.ts';

const mutating = hook(
  { name: 'webhook.cert-manager.io' },
  { mutating: true, configurationName: 'cert-manager-webhook' },
);
const validating = hook(
  { name: 'webhook.cert-manager.io' },
  { mutating: false, configurationName: 'cert-manager-webhook' },
);
const b = (latencyMs: number): WebhookBehaviour => ({
  latencyMs,
  pointer: `/webhooks/${latencyMs}`,
});

describe('which webhooks: key answers a webhook', () => {
  it('lists the kind-qualified key first, then configuration/webhook, then the webhook name', () => {
    expect(behaviourKeys(validating)).toEqual([
      'ValidatingWebhookConfiguration/cert-manager-webhook/webhook.cert-manager.io',
      'cert-manager-webhook/webhook.cert-manager.io',
      'webhook.cert-manager.io',
    ]);
  });

  it.each([
    {
      key: 'MutatingWebhookConfiguration/cert-manager-webhook/webhook.cert-manager.io',
      m: true,
      v: false,
    },
    {
      key: 'ValidatingWebhookConfiguration/cert-manager-webhook/webhook.cert-manager.io',
      m: false,
      v: true,
    },
    { key: 'cert-manager-webhook/webhook.cert-manager.io', m: true, v: true },
    { key: 'webhook.cert-manager.io', m: true, v: true },
    { key: 'MutatingWebhookConfiguration/webhook.cert-manager.io', m: false, v: false },
  ])('$key answers the mutating one: $m, the validating one: $v', ({ key, m, v }) => {
    expect([keyAnswers(key, mutating), keyAnswers(key, validating)]).toEqual([m, v]);
  });

  it('gives each kind its own answer when both are keyed, and the shared key to a kind without its own', () => {
    const webhooks = {
      'webhook.cert-manager.io': b(1),
      'ValidatingWebhookConfiguration/cert-manager-webhook/webhook.cert-manager.io': b(2),
    };
    expect(behaviourFor(webhooks, mutating)?.behaviour.latencyMs).toBe(1);
    expect(behaviourFor(webhooks, validating)).toMatchObject({
      key: 'ValidatingWebhookConfiguration/cert-manager-webhook/webhook.cert-manager.io',
    });
  });
});

describe('cert-manager: a mutating and a validating configuration sharing both names', () => {
  const objects = [
    configuration('Mutating', 'cert-manager-webhook', [webhookEntry('webhook.cert-manager.io')]),
    configuration('Validating', 'cert-manager-webhook', [webhookEntry('webhook.cert-manager.io')]),
  ];
  const patch = [{ op: 'add', path: '/metadata/labels/defaulted', value: 'yes' }];

  it('sends each call its own kind’s answer (a patch to the mutating one only)', () => {
    const result = run({
      objects,
      webhooks: {
        'MutatingWebhookConfiguration/cert-manager-webhook/webhook.cert-manager.io': {
          response: { allowed: true, patch },
        },
        'ValidatingWebhookConfiguration/cert-manager-webhook/webhook.cert-manager.io': {
          response: { allowed: false, status: { message: 'no' } },
        },
      },
    });
    expect(result.status?.message).toBe(
      'admission webhook "webhook.cert-manager.io" denied the request: no',
    );
  });

  it('counts `responses` per webhook of each configuration, not per name', () => {
    const responses = [
      { allowed: true, warnings: ['first call'] },
      { allowed: true, warnings: ['second call'] },
    ];
    const result = run({
      objects,
      webhooks: { 'cert-manager-webhook/webhook.cert-manager.io': { responses } },
    });
    expect(result.warnings).toEqual(['first call']);
  });
});

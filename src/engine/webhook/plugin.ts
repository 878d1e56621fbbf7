// Package webhook mirrors k8s.io/apiserver pkg/admission/plugin/webhook.
//
// The two webhook admission plugins as ordinary plugins of the chain: MutatingAdmissionWebhook
// admits, ValidatingAdmissionWebhook validates (k8s.io/apiserver pkg/admission/plugin/webhook/mutating/plugin.go,
// validating/plugin.go).

import type { ChainPlugin } from '../admission/interfaces.ts';
import type { WebhookSource } from './generic/source.ts';
import { dispatchMutating } from './mutating/dispatcher.ts';
import { dispatchValidating } from './validating/dispatcher.ts';

/** MutatingAdmissionWebhook over the mutating webhooks of the source. */
export function mutatingWebhookPlugin(source: WebhookSource): ChainPlugin {
  return {
    name: 'MutatingAdmissionWebhook',
    admit: (ctx, attr, reinvocation) => dispatchMutating(ctx, attr, source, reinvocation),
  };
}

/** ValidatingAdmissionWebhook over the validating webhooks of the source. */
export function validatingWebhookPlugin(source: WebhookSource): ChainPlugin {
  return {
    name: 'ValidatingAdmissionWebhook',
    validate: (ctx, attr) => dispatchValidating(ctx, attr, source),
  };
}

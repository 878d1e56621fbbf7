// Webhooks never see requests on the admission configuration kinds themselves, so a broken webhook
// cannot lock its own configuration (Webhook.Dispatch → rules.IsExemptAdmissionConfigurationResource);
// from 1.37 nor the authentication/authorization reviews (Webhook.isExcludedFromAllHooks, gate
// ExcludeAdmissionWebhookVirtualResources). Static (manifest-based) webhooks are the exception to
// the first rule: they cannot be changed through the API, so they run for those kinds too, and
// before the API's webhooks otherwise (composite_webhook_source.go).

import type { Attributes } from '../../admission/attributes.ts';
import type { ChainContext } from '../../admission/context.ts';
import type { MatchCheck } from '../../admission/trace.ts';
import { groupResourceString, isExcludedAdmissionResource } from '../../admission/exclusion.ts';
import { featureEnabled } from '../../apimachinery/featureGates.ts';
import type { WebhookAccessor } from '../accessor.ts';
import { isExemptAdmissionConfigurationResource } from '../predicates/rules.ts';
import type { WebhookSource } from './source.ts';

/**
 * Returns the webhooks the plugin dispatches for the request, static ones first; undefined (with
 * the skipped phase in the trace) when it dispatches none.
 */
export function dispatchedHooks(
  ctx: ChainContext,
  attr: Attributes,
  source: WebhookSource,
  phase: 'mutating' | 'validating',
  round?: number,
): WebhookAccessor[] | undefined {
  const { kubernetesVersion, cluster } = ctx.scenario;
  const staticHooks = source.staticHooks ?? [];
  if (
    isExcludedAdmissionResource(attr.resource) &&
    featureEnabled(
      cluster.featureGates,
      kubernetesVersion,
      'ExcludeAdmissionWebhookVirtualResources',
    )
  ) {
    const gr = groupResourceString(attr.resource);
    return skip(ctx, phase, round, `${gr} requests are excluded from admission webhooks`, {
      check: 'exemption',
      passed: false,
      detail: `${gr} is a virtual resource that no webhook intercepts (${kubernetesVersion}: ExcludeAdmissionWebhookVirtualResources)`,
    });
  }
  if (!isExemptAdmissionConfigurationResource(attr.kind)) return [...staticHooks, ...source.hooks];
  const detail = `${attr.kind.group} ${attr.kind.kind} is an admission configuration kind: no webhook from the API is consulted`;
  if (staticHooks.length === 0)
    return skip(
      ctx,
      phase,
      round,
      `${attr.kind.kind} requests are exempt from admission webhooks`,
      {
        check: 'exemption',
        passed: false,
        detail,
      },
    );
  skip(ctx, phase, round, `${attr.kind.kind} requests reach only the static webhooks`, {
    check: 'exemption',
    passed: false,
    detail: `${detail}; the static ones (from staticManifestsDir) still are`,
  });
  return staticHooks;
}

// Records the skipped webhook phase in the trace.
function skip(
  ctx: ChainContext,
  phase: 'mutating' | 'validating',
  round: number | undefined,
  reason: string,
  check: MatchCheck,
): undefined {
  ctx.trace.push({
    phase,
    plugin: phase === 'mutating' ? 'MutatingAdmissionWebhook' : 'ValidatingAdmissionWebhook',
    ...(round === undefined ? {} : { round }),
    outcome: 'skipped',
    reason,
    checks: [check],
  });
  return undefined;
}

// Webhooks never see requests on the admission configuration kinds themselves, so a broken webhook
// cannot lock its own configuration (Webhook.Dispatch → rules.IsExemptAdmissionConfigurationResource);
// from 1.37 nor the authentication/authorization reviews (Webhook.isExcludedFromAllHooks, gate
// ExcludeAdmissionWebhookVirtualResources).

import type { Attributes } from '../../admission/attributes.ts';
import type { ChainContext } from '../../admission/context.ts';
import type { MatchCheck } from '../../admission/trace.ts';
import { groupResourceString, isExcludedAdmissionResource } from '../../admission/exclusion.ts';
import { featureEnabled } from '../../apimachinery/featureGates.ts';
import { isExemptAdmissionConfigurationResource } from '../predicates/rules.ts';

/** Reports whether the request is exempt from webhooks, recording the decision in the trace. */
export function isExempt(
  ctx: ChainContext,
  attr: Attributes,
  phase: 'mutating' | 'validating',
  round?: number,
): boolean {
  const { kubernetesVersion, cluster } = ctx.scenario;
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
  if (!isExemptAdmissionConfigurationResource(attr.kind)) return false;
  return skip(ctx, phase, round, `${attr.kind.kind} requests are exempt from admission webhooks`, {
    check: 'exemption',
    passed: false,
    detail: `${attr.kind.group} ${attr.kind.kind} is an admission configuration kind: no webhook is consulted`,
  });
}

// Records the skipped webhook phase in the trace.
function skip(
  ctx: ChainContext,
  phase: 'mutating' | 'validating',
  round: number | undefined,
  reason: string,
  check: MatchCheck,
): true {
  ctx.trace.push({
    phase,
    plugin: phase === 'mutating' ? 'MutatingAdmissionWebhook' : 'ValidatingAdmissionWebhook',
    ...(round === undefined ? {} : { round }),
    outcome: 'skipped',
    reason,
    checks: [check],
  });
  return true;
}

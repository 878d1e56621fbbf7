// Webhooks never see requests on the admission configuration kinds themselves, so a broken webhook
// cannot lock its own configuration (Webhook.Dispatch → rules.IsExemptAdmissionConfigurationResource).

import type { Attributes } from '../../admission/attributes.ts';
import type { ChainContext } from '../../admission/context.ts';
import { isExemptAdmissionConfigurationResource } from '../predicates/rules.ts';

/** Reports whether the request is exempt from webhooks, recording the decision in the trace. */
export function isExempt(
  ctx: ChainContext,
  attr: Attributes,
  phase: 'mutating' | 'validating',
  round?: number,
): boolean {
  if (!isExemptAdmissionConfigurationResource(attr.kind)) return false;
  ctx.trace.push({
    phase,
    plugin: phase === 'mutating' ? 'MutatingAdmissionWebhook' : 'ValidatingAdmissionWebhook',
    ...(round === undefined ? {} : { round }),
    outcome: 'skipped',
    reason: `${attr.kind.kind} requests are exempt from admission webhooks`,
    checks: [
      {
        check: 'exemption',
        passed: false,
        detail: `${attr.kind.group} ${attr.kind.kind} is an admission configuration kind: no webhook is consulted`,
      },
    ],
  });
  return true;
}

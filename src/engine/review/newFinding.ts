// Builds a finding from its check's shared parts and the case's own: message, place, webhook.

import type { WebhookAccessor } from '../webhook/accessor.ts';
import { CHECKS, type CheckId } from './checks.ts';
import type { Finding, Severity } from './finding.ts';

/** Builds a finding of check `id` at `pointer`; `severity` overrides the check's own. */
export function newFinding(
  id: CheckId,
  pointer: string,
  message: string,
  extra: { hook?: WebhookAccessor; severity?: Severity; why?: string } = {},
): Finding {
  const check = CHECKS[id];
  return {
    id,
    severity: extra.severity ?? check.severity,
    message,
    pointer,
    ...(extra.hook && { configuration: extra.hook.configurationName, webhook: extra.hook.name }),
    why: extra.why ?? check.why,
    guidance: check.guidance,
  };
}

/** The pointer of a webhook field, e.g. `/cluster/objects/2/webhooks/0/failurePolicy`. */
export const fieldOf = (hook: WebhookAccessor, field: string): string => `${hook.pointer}/${field}`;

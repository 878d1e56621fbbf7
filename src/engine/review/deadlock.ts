// Deadlock risk: a webhook with failurePolicy Fail that can be called for the requests kube-system,
// kube-node-lease or its own workload need (Dynamic Admission Control, "Avoiding deadlocks in
// self-hosted webhooks" and "Avoiding operating on the kube-system namespace"; Admission Webhook
// Good Practices, "Limit the scope of each webhook" and "Avoid self-mutations").

import type { WebhookAccessor } from '../webhook/accessor.ts';
import { CHECKS, type CheckId } from './checks.ts';
import { allWebhooks, type ReviewContext } from './context.ts';
import type { Finding } from './finding.ts';
import { fieldOf, newFinding } from './newFinding.ts';
import { ownWorkload, ownWorkloadProbes } from './ownWorkload.ts';
import { canMatch, describeProbe, type Probe } from './probe.ts';
import { KUBE_SYSTEM_PROBES, NODE_LEASE_PROBES } from './systemProbes.ts';

/** Reports every fail-closed webhook that can be called for a request the cluster needs to recover. */
export function deadlockFindings(ctx: ReviewContext): Finding[] {
  const out: Finding[] = [];
  for (const hook of allWebhooks(ctx)) {
    if (hook.failurePolicy !== 'Fail') continue;
    const own = ownWorkload(ctx, hook);
    const targets: { id: CheckId; where: string; probes: readonly Probe[] }[] = [
      {
        id: 'deadlock-kube-system',
        where: '',
        probes: KUBE_SYSTEM_PROBES,
      },
      { id: 'deadlock-node-lease', where: ' (node heartbeats)', probes: NODE_LEASE_PROBES },
    ];
    // A webhook running in kube-system is already covered by the kube-system row.
    if (own !== undefined && own.namespace !== 'kube-system')
      targets.push({
        id: 'deadlock-own-namespace',
        where: ' (what brings its own Pods back)',
        probes: ownWorkloadProbes(own),
      });
    for (const t of targets) {
      const hits = t.probes.filter((p) => canMatch(ctx, hook, p));
      if (hits.length > 0) out.push(deadlockFinding(hook, t.id, t.where, hits));
    }
  }
  return out;
}

function deadlockFinding(
  hook: WebhookAccessor,
  id: CheckId,
  where: string,
  hits: Probe[],
): Finding {
  const all = [...new Set(hits.map(describeProbe))];
  // Two requests say enough in one line; --explain and the why carry the rest.
  const requests =
    all.length > 2 ? `${all.slice(0, 2).join(', ')} and ${all.length - 2} more` : all.join(', ');
  const conditions = hook.matchConditions.length > 0;
  const message =
    `webhook "${hook.name}" has failurePolicy Fail and sees ${requests}${where}` +
    (conditions ? ' (unless its matchConditions exclude them)' : '');
  const why = `${CHECKS[id].why} (for example when ${hits[0]?.who ?? 'the cluster recovers'})`;
  return newFinding(id, fieldOf(hook, 'failurePolicy'), message, {
    hook,
    why,
    // Conditions over the object may keep the webhook away; the review cannot tell, so it warns.
    ...(conditions && { severity: 'warning' as const }),
  });
}

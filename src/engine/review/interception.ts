// Webhooks that intercept what they should leave alone: node leases, events, the virtual
// authentication and authorization resources, or every resource with nothing to narrow it
// (Admission Webhook Good Practices, "Limit the scope of each webhook", "Prevent your webhook from
// triggering itself", "Filter for specific requests by using match conditions").

import { isEmptySelector } from '../apimachinery/labelSelector.ts';
import { isObject } from '../apimachinery/isObject.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import { EXCLUDED_ADMISSION_RESOURCES } from '../admission/exclusion.ts';
import { featureEnabled } from '../apimachinery/featureGates.ts';
import type { WebhookAccessor } from '../webhook/accessor.ts';
import { allWebhooks, type ReviewContext } from './context.ts';
import type { Finding } from './finding.ts';
import { fieldOf, newFinding } from './newFinding.ts';
import { ownWorkload } from './ownWorkload.ts';
import { canMatch, describeProbe, type Probe } from './probe.ts';
import { NODE_LEASE_PROBES } from './systemProbes.ts';

const strings = (v: JsonValue | undefined): string[] => (Array.isArray(v) ? v.map(String) : []);

/** Reports webhooks that intercept leases, events, virtual resources or everything unfiltered. */
export function interceptionFindings(ctx: ReviewContext, alreadyOnLeases: Set<string>): Finding[] {
  const out: Finding[] = [];
  for (const hook of allWebhooks(ctx)) {
    const leases = NODE_LEASE_PROBES.filter(
      (p) => p.resource === 'leases' && canMatch(ctx, hook, p),
    );
    if (leases.length > 0 && !alreadyOnLeases.has(hook.uid))
      out.push(
        newFinding(
          'intercepts-leases',
          fieldOf(hook, 'rules'),
          `webhook "${hook.name}" can be called for ${leases.map(describeProbe).join(', ')}: node heartbeats wait for it`,
          { hook },
        ),
      );
    const events = eventProbes(ctx, hook).filter((p) => canMatch(ctx, hook, p));
    if (events.length > 0)
      out.push(
        newFinding(
          'intercepts-events',
          fieldOf(hook, 'rules'),
          `webhook "${hook.name}" can be called for ${describeProbe(events[0] as Probe)} (events are written constantly)`,
          { hook },
        ),
      );
    out.push(...virtualResourceFindings(ctx, hook));
    const everything = everythingRule(hook);
    if (everything !== undefined && isUnfiltered(hook))
      out.push(
        newFinding(
          'intercepts-everything',
          fieldOf(hook, `rules/${everything}`),
          `webhook "${hook.name}" intercepts every resource with no namespaceSelector, objectSelector or matchConditions`,
          { hook },
        ),
      );
  }
  return out;
}

// Events in "default" and in the webhook's own namespace, where its server records its own.
function eventProbes(ctx: ReviewContext, hook: WebhookAccessor): Probe[] {
  const namespaces = new Set(['default']);
  const own = ownWorkload(ctx, hook);
  if (own !== undefined) namespaces.add(own.namespace);
  return [...namespaces].flatMap((namespace): Probe[] => [
    {
      operation: 'CREATE',
      group: '',
      version: 'v1',
      resource: 'events',
      namespace,
      who: 'components record events',
    },
    {
      operation: 'CREATE',
      group: 'events.k8s.io',
      version: 'v1',
      resource: 'events',
      namespace,
      who: 'components record events',
    },
  ]);
}

// Like the 1.37 configuration warning, only rules that name the resource count: `*` is reported as "every resource".
function virtualResourceFindings(ctx: ReviewContext, hook: WebhookAccessor): Finding[] {
  // From 1.37 (gate ExcludeAdmissionWebhookVirtualResources) webhooks never see them.
  const excluded = featureEnabled(
    ctx.scenario.cluster.featureGates,
    ctx.scenario.kubernetesVersion,
    'ExcludeAdmissionWebhookVirtualResources',
  );
  const out: Finding[] = [];
  hook.rules.forEach((rule, i) => {
    if (!isObject(rule)) return;
    const groups = strings(rule['apiGroups']);
    const resources = strings(rule['resources']).map((r) => r.split('/')[0] ?? r);
    const named = EXCLUDED_ADMISSION_RESOURCES.filter(
      (v) => (groups.includes('*') || groups.includes(v.group)) && resources.includes(v.resource),
    );
    if (named.length === 0) return;
    const list = named.map((v) => `${v.resource}.${v.group}`).join(', ');
    out.push(
      newFinding(
        'intercepts-virtual-resources',
        fieldOf(hook, `rules/${i}/resources`),
        excluded
          ? `webhook "${hook.name}" names ${list}: from 1.37 the API server no longer sends these to webhooks, so this rule has no effect`
          : `webhook "${hook.name}" intercepts ${list}, read-only checks the cluster\u2019s authentication and authorization depend on`,
        { hook, ...(excluded && { severity: 'info' as const }) },
      ),
    );
  });
  return out;
}

/** The index of a rule covering every resource of every group, if any. */
function everythingRule(hook: WebhookAccessor): number | undefined {
  const i = hook.rules.findIndex(
    (rule) =>
      isObject(rule) &&
      strings(rule['apiGroups']).includes('*') &&
      strings(rule['resources']).some((r) => r === '*' || r === '*/*'),
  );
  return i < 0 ? undefined : i;
}

const isUnfiltered = (hook: WebhookAccessor): boolean =>
  hook.matchConditions.length === 0 &&
  isEmptySelector(hook.namespaceSelector) &&
  isEmptySelector(hook.objectSelector);

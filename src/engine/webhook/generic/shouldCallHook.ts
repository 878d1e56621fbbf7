// Decides whether a webhook is called for a request and for which resource and kind, in the API
// server's order: namespaceSelector, objectSelector, rules (exact, then Equivalent), deferred
// selector errors, matchConditions (k8s.io/apiserver pkg/admission/plugin/webhook/generic/webhook.go).

import type { Attributes } from '../../admission/attributes.ts';
import type { MatchEnvironment } from '../../admission/context.ts';
import type { RestMapper } from '../../restmapping/restMapper.ts';
import type { CelEvaluation, MatchCheck } from '../../admission/trace.ts';
import type { Status } from '../../apimachinery/status.ts';
import type { GroupVersionResource } from '../../apimachinery/types.ts';
import type { WebhookAccessor } from '../accessor.ts';
import { newForbidden, newInternalError } from '../../apimachinery/statusErrors.ts';
import type { MatchConditionsResult } from './matchConditions.ts';
import { matchNamespaceSelector } from '../predicates/namespace.ts';
import { matchObjectSelector } from '../predicates/object.ts';
import { describeMismatch, describeRule, ruleMismatch } from '../predicates/rules.ts';
import type { Invocation } from '../request/admissionReview.ts';

/** What ShouldCallHook decided, with every check it made for the trace. */
export type HookDecision =
  | {
      decision: 'call';
      invocation: Invocation;
      checks: MatchCheck[];
      evaluations?: CelEvaluation[];
    }
  | { decision: 'skip'; checks: MatchCheck[]; evaluations?: CelEvaluation[] }
  | { decision: 'error'; status: Status; checks: MatchCheck[]; evaluations?: CelEvaluation[] };

/** Evaluates a webhook's matchConditions for an invocation. */
export type MatchConditionsEvaluator = (
  hook: WebhookAccessor,
  attr: Attributes,
  invocation: Invocation,
) => MatchConditionsResult;

/** The cluster facts matching needs, and the webhook's matchConditions evaluator. */
export interface HookMatchEnvironment extends MatchEnvironment {
  matchConditions?: MatchConditionsEvaluator;
}

const gvrString = (r: GroupVersionResource): string =>
  `${r.group}/${r.version}, Resource=${r.resource}`;

/** Mirrors Webhook.ShouldCallHook. */
export function shouldCallHook(
  hook: WebhookAccessor,
  attr: Attributes,
  env: HookMatchEnvironment,
): HookDecision {
  const checks: MatchCheck[] = [];
  const ns = matchNamespaceSelector(hook.namespaceSelector, attr, env.namespaces);
  checks.push({
    check: 'namespaceSelector',
    passed: ns.matches || ns.error !== undefined,
    detail: ns.detail,
  });
  if (!ns.matches && ns.error === undefined) return { decision: 'skip', checks };
  const obj = matchObjectSelector(hook.objectSelector, attr);
  checks.push({
    check: 'objectSelector',
    passed: obj.matches || obj.error !== undefined,
    detail: obj.detail,
  });
  if (!obj.matches && obj.error === undefined) return { decision: 'skip', checks };

  let invocation: Invocation | undefined;
  const ruleAttr = {
    operation: attr.operation,
    resource: attr.resource,
    subresource: attr.subresource,
    namespace: attr.namespace,
  };
  const misses: string[] = [];
  hook.rules.forEach((rule, i) => {
    if (invocation !== undefined) return;
    const miss = ruleMismatch(rule, ruleAttr);
    if (miss === undefined) {
      invocation = { resource: attr.resource, subresource: attr.subresource, kind: attr.kind };
      checks.push({
        check: 'rules',
        passed: true,
        detail: `rule ${i} matches: ${describeRule(rule)}`,
      });
    } else misses.push(`rule ${i}: ${describeMismatch(rule, miss, ruleAttr)}`);
  });
  if (invocation === undefined) {
    checks.push({
      check: 'rules',
      passed: false,
      detail: misses.length ? misses.join('; ') : 'the webhook has no rules',
    });
    if (hook.matchPolicy === 'Equivalent') {
      const equivalent = matchEquivalent(hook, attr, env.mapper);
      if (equivalent !== undefined && 'status' in equivalent)
        return { decision: 'error', status: equivalent.status, checks };
      invocation = equivalent?.invocation;
      checks.push({
        check: 'matchPolicy',
        passed: invocation !== undefined,
        detail: invocation
          ? `Equivalent: matched through ${gvrString(invocation.resource)} (kind ${invocation.kind.group}/${invocation.kind.version}, Kind=${invocation.kind.kind})`
          : 'Equivalent: no equivalent resource matches either',
      });
    } else {
      checks.push({
        check: 'matchPolicy',
        passed: false,
        detail: 'Exact: equivalent resources are not considered',
      });
    }
  }
  if (invocation === undefined) return { decision: 'skip', checks };
  // Selector errors surface only for webhooks whose rules match.
  if (ns.error !== undefined) return { decision: 'error', status: ns.error, checks };
  if (obj.error !== undefined) return { decision: 'error', status: obj.error, checks };
  if (hook.matchConditions.length > 0 && env.matchConditions !== undefined) {
    const r = env.matchConditions(hook, attr, invocation);
    const evaluations = r.evaluations;
    switch (r.decision) {
      case 'match':
        checks.push({
          check: 'matchConditions',
          passed: true,
          detail: `all ${hook.matchConditions.length} matchConditions are true`,
        });
        return { decision: 'call', invocation, checks, evaluations };
      case 'skip':
        checks.push({
          check: 'matchConditions',
          passed: false,
          detail:
            r.condition !== undefined
              ? `matchCondition "${r.condition}" is false`
              : `${r.error ?? 'evaluation failed'} (failurePolicy Ignore: the webhook is skipped)`,
        });
        return { decision: 'skip', checks, evaluations };
      case 'error':
        // ShouldCallHook: NewForbidden(attr.GetResource().GroupResource(), attr.GetName(), err); no failed-open path.
        checks.push({
          check: 'matchConditions',
          passed: false,
          detail: `${r.error} (failurePolicy ${hook.failurePolicy}: the request is refused)`,
        });
        return {
          decision: 'error',
          status: newForbidden(attr.resource, attr.name, r.error),
          checks,
          evaluations,
        };
    }
  }
  return { decision: 'call', invocation, checks };
}

// The Equivalent pass: earlier rules first, then equivalents in registration order, skipping the request's own resource.
function matchEquivalent(
  hook: WebhookAccessor,
  attr: Attributes,
  mapper: RestMapper,
): { invocation: Invocation } | { status: Status } | undefined {
  const equivalents = mapper.equivalentResourcesFor(attr.resource, attr.subresource);
  for (const rule of hook.rules) {
    for (const equivalent of equivalents) {
      if (
        equivalent.group === attr.resource.group &&
        equivalent.version === attr.resource.version &&
        equivalent.resource === attr.resource.resource
      )
        continue;
      const miss = ruleMismatch(rule, {
        operation: attr.operation,
        resource: equivalent,
        subresource: attr.subresource,
        namespace: attr.namespace,
      });
      if (miss !== undefined) continue;
      const kind = mapper.kindFor(equivalent, attr.subresource);
      if (kind === undefined || kind.kind === '') {
        return {
          status: newInternalError(`unable to convert to ${gvrString(equivalent)}: unknown kind`),
        };
      }
      return { invocation: { resource: equivalent, subresource: attr.subresource, kind } };
    }
  }
  return undefined;
}

/** Why a webhook was skipped, in words for the trace. */
export function skipReason(checks: readonly MatchCheck[]): string {
  return checks.at(-1)?.check === 'matchConditions'
    ? 'its matchConditions exclude the request'
    : 'does not match the request';
}

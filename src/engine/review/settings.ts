// A webhook's own settings against the guidance: a timeout past the 10 s default, side effects,
// review versions without v1, and matchPolicy Exact where the resource is served in other versions
// (Admission Webhook Good Practices, "Set a small timeout value", "Match all versions of an API";
// Dynamic Admission Control, "Side effects", "Webhook request and response").

import { isObject } from '../apimachinery/isObject.ts';
import type { GroupVersionResource, JsonValue, Operation } from '../apimachinery/types.ts';
import { ruleMismatch } from '../webhook/predicates/rules.ts';
import type { WebhookAccessor } from '../webhook/accessor.ts';
import { allWebhooks, type ReviewContext } from './context.ts';
import type { Finding } from './finding.ts';
import { fieldOf, newFinding } from './newFinding.ts';

/** The API server's default timeoutSeconds for admissionregistration.k8s.io/v1 webhooks. */
export const DEFAULT_TIMEOUT_SECONDS = 10;

const strings = (v: JsonValue | undefined): string[] => (Array.isArray(v) ? v.map(String) : []);

/** Reports timeouts, side effects, review versions and Exact matching that go against the guidance. */
export function settingsFindings(ctx: ReviewContext): Finding[] {
  const out: Finding[] = [];
  for (const hook of allWebhooks(ctx)) {
    if (hook.timeoutSeconds > DEFAULT_TIMEOUT_SECONDS)
      out.push(
        newFinding(
          'timeout-long',
          fieldOf(hook, 'timeoutSeconds'),
          `webhook "${hook.name}" waits up to ${hook.timeoutSeconds} s (the default is ${DEFAULT_TIMEOUT_SECONDS} s): a slow server adds that much to every matching request`,
          { hook },
        ),
      );
    const sideEffects = hook.sideEffects ?? 'Unknown';
    if (sideEffects !== 'None' && sideEffects !== 'NoneOnDryRun')
      out.push(
        newFinding(
          'side-effects',
          fieldOf(hook, 'sideEffects'),
          `webhook "${hook.name}" has sideEffects ${sideEffects}: dry-run requests it matches fail`,
          { hook },
        ),
      );
    if (!hook.admissionReviewVersions.includes('v1'))
      out.push(
        newFinding(
          'review-versions',
          fieldOf(hook, 'admissionReviewVersions'),
          hook.admissionReviewVersions.length === 0
            ? `webhook "${hook.name}" lists no admissionReviewVersions: add v1`
            : `webhook "${hook.name}" accepts only ${hook.admissionReviewVersions.join(', ')} reviews, not admission.k8s.io/v1`,
          { hook },
        ),
      );
    if (hook.matchPolicy === 'Exact') out.push(...exactFindings(ctx, hook));
  }
  return out;
}

const gvrName = (r: GroupVersionResource): string =>
  `${r.resource}.${r.version}${r.group === '' ? '' : `.${r.group}`}`;

// One finding per rule: the served equivalents (same storage) no rule of the webhook covers.
function exactFindings(ctx: ReviewContext, hook: WebhookAccessor): Finding[] {
  const out: Finding[] = [];
  hook.rules.forEach((rule, i) => {
    if (!isObject(rule)) return;
    const operation = (strings(rule['operations']).find((o) => o !== '*') ?? 'CREATE') as Operation;
    const missed = new Map<string, GroupVersionResource>();
    for (const group of strings(rule['apiGroups'])) {
      for (const version of strings(rule['apiVersions'])) {
        for (const entry of strings(rule['resources'])) {
          const resource = entry.split('/')[0] ?? entry;
          if (group === '*' || version === '*' || resource === '*') continue;
          const gvr = { group, version, resource };
          const mapping = ctx.mapper.mappingFor(gvr);
          if (mapping === undefined) continue;
          const namespace = mapping.namespaced ? 'default' : '';
          for (const e of ctx.mapper.equivalentResourcesFor(gvr, '')) {
            const covered = hook.rules.some(
              (r) =>
                ruleMismatch(r, { operation, resource: e, subresource: '', namespace }) ===
                undefined,
            );
            if (!covered) missed.set(gvrName(e), e);
          }
        }
      }
    }
    if (missed.size === 0) return;
    out.push(
      newFinding(
        'match-policy-exact',
        fieldOf(hook, 'matchPolicy'),
        `webhook "${hook.name}" has matchPolicy Exact, so requests through ${[...missed.keys()].join(', ')} (the same objects) skip it (rule ${i})`,
        { hook },
      ),
    );
  });
  return out;
}

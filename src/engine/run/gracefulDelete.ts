// The grace period BeforeDelete settles before a DELETE's admission runs, in the DeleteOptions object
// the handler gave admission too, so webhooks and policies see it (k8s.io/apiserver
// pkg/registry/rest/delete.go BeforeDelete; kubernetes pkg/registry/core/pod/strategy.go
// podStrategy.CheckGracefulDelete, the one graceful delete strategy): a negative
// gracePeriodSeconds becomes 1; a Pod's becomes the request's, else its
// terminationGracePeriodSeconds, and 0 when it is not scheduled or has finished.

import type { Attributes } from '../admission/attributes.ts';
import { metadataOf } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import { asObject } from '../apimachinery/isObject.ts';
import type { JsonObject } from '../apimachinery/types.ts';

const isPodResource = (attr: Attributes): boolean =>
  attr.resource.group === '' && attr.resource.resource === 'pods';

// podStrategy.CheckGracefulDelete: the period the pod is deleted with.
function podGracePeriod(pod: JsonObject, requested: number | undefined): number {
  const spec = asObject(pod['spec']);
  const status = asObject(pod['status']);
  const declared = spec?.['terminationGracePeriodSeconds'];
  let period = requested ?? (typeof declared === 'number' ? declared : 0);
  // Not scheduled, or already terminated: deleted at once.
  if (typeof spec?.['nodeName'] !== 'string' || spec['nodeName'] === '') period = 0;
  if (status?.['phase'] === 'Failed' || status?.['phase'] === 'Succeeded') period = 0;
  return period;
}

function note(ctx: ChainContext, reason: string): void {
  ctx.trace.push({ phase: 'storage', plugin: 'storage', outcome: 'allowed', reason });
}

/** Settles the DeleteOptions' gracePeriodSeconds as BeforeDelete does, before admission sees them. */
export function settleGracePeriod(ctx: ChainContext, attr: Attributes, old: JsonObject): void {
  const options = attr.options;
  if (options === null) return;
  const grace = options['gracePeriodSeconds'];
  let requested = typeof grace === 'number' ? grace : undefined;
  // "Negative values will be treated as the value `1s` on the delete path."
  if (requested !== undefined && requested < 0) {
    note(
      ctx,
      `BeforeDelete: gracePeriodSeconds ${String(requested)} is negative; admission sees 1`,
    );
    requested = 1;
    attr.options = { ...options, gracePeriodSeconds: 1 };
  }
  if (!isPodResource(attr)) return;
  const deletionTimestamp = metadataOf(old)['deletionTimestamp'];
  if (deletionTimestamp !== undefined && deletionTimestamp !== null) {
    // Already terminating: a grace period no shorter leaves the deletion pending and the store
    // answers without calling admission at all.
    noteNotSimulated(
      ctx,
      'storage',
      "a DELETE of a Pod that already has a deletionTimestamp: BeforeDelete's pending graceful deletion (no admission when the grace period is not shorter) is not simulated; admission ran",
    );
    return;
  }
  const period = podGracePeriod(old, requested);
  if (period === grace) return;
  attr.options = { ...attr.options, gracePeriodSeconds: period };
  note(
    ctx,
    `CheckGracefulDelete: the Pod is deleted with gracePeriodSeconds ${String(period)}, which admission sees in the DeleteOptions`,
  );
}

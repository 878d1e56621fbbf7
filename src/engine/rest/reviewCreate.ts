// What the REST handlers of the kinds that are no store check before they call validating
// admission (the authentication and authorization reviews, the TokenRequest): the handlers
// themselves are an engine group loaded on demand (reviewCreatesGroup.ts, modules/lazyGroup.ts).
// Their resources are written out here, so the scan (groups/scan.ts) can tell whether a request
// needs them without loading them; reviewCreate.test.ts holds this list to the group's table.

import type { Attributes } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import type { Status } from '../apimachinery/status.ts';
import { InternalError } from '../errors.ts';
import type { GroupSlot } from '../modules/lazyGroup.ts';
import type * as Group from './reviewCreatesGroup.ts';

/** The reviewCreates group's module (rest/reviewCreatesGroup.ts). */
export type ReviewCreatesGroup = typeof Group;

/** The resources (`group/resource[/subresource]`) whose create goes to a REST handler, not a store. */
export const REVIEW_CREATE_KEYS: readonly string[] = [
  'authentication.k8s.io/tokenreviews',
  'authentication.k8s.io/selfsubjectreviews',
  'authorization.k8s.io/subjectaccessreviews',
  'authorization.k8s.io/selfsubjectaccessreviews',
  'authorization.k8s.io/localsubjectaccessreviews',
  'authorization.k8s.io/selfsubjectrulesreviews',
  '/serviceaccounts/token',
];

let installed: ReviewCreatesGroup['handlers'] | undefined;

/** Fills the handlers from the group's module, or takes them away. */
export const reviewCreatesSlot: GroupSlot<ReviewCreatesGroup> = {
  install: (m) => void (installed = m.handlers),
  reset: () => void (installed = undefined),
  loaded: () => installed !== undefined,
};

/** The `group/resource[/subresource]` of a request. */
export const keyOf = (attr: Attributes): string =>
  `${attr.resource.group}/${attr.resource.resource}${attr.subresource === '' ? '' : `/${attr.subresource}`}`;

/** Reports whether a create goes to one of these REST handlers rather than a store. */
export const isReviewCreate = (attr: Attributes): boolean =>
  attr.builtin && attr.operation === 'CREATE' && REVIEW_CREATE_KEYS.includes(keyOf(attr));

/** Runs the handler's own checks on the create; returns its refusal, if any. */
export function reviewCreateStep(ctx: ChainContext, attr: Attributes): Status | undefined {
  const key = keyOf(attr);
  if (installed === undefined)
    throw new InternalError(
      `the engine's "reviewCreates" group is not loaded (the REST handler of ${key} was asked for): the scan of the scenario (engine/groups/scan.ts) missed it`,
    );
  const handler = installed[key];
  if (handler === undefined) return undefined;
  const notes: string[] = [];
  const note = (d: string): void => {
    if (!notes.includes(d)) notes.push(d);
  };
  const refusal = handler.check(ctx, attr, note);
  for (const n of notes) noteNotSimulated(ctx, 'field validation', n);
  const notSimulated = notes.length > 0 ? ` (not simulated: ${notes.join('; ')})` : '';
  if (refusal !== undefined) {
    ctx.trace.push({
      phase: 'storage',
      plugin: handler.rest,
      outcome: 'denied',
      reason: `${refusal.reason}${notSimulated}`,
      status: refusal.status,
    });
    return refusal.status;
  }
  ctx.trace.push({
    phase: 'storage',
    plugin: handler.rest,
    outcome: 'allowed',
    reason: `no store: the handler checks the spec only (no name, uid or metadata validation)${notSimulated}`,
  });
  return undefined;
}

// The registry's part of the storage step, in the admission chain: builds the strategies' view of
// the request from the chain's context, runs the store hooks (prepare.ts), re-encodes the object as
// the API server encodes it for validating webhooks, and records the step in the trace.

import type { Attributes } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import type { Status } from '../apimachinery/status.ts';
import { prepareObject } from './prepare.ts';
import type { StrategyEnv } from './strategy.ts';

const hex = '0123456789abcdef';

/** metav1.Now() of the request, as an RFC 3339 timestamp with seconds (creationTimestamp, conditions). */
export const requestTime = (ctx: ChainContext): string =>
  new Date(ctx.env.startTimeMs + ctx.nowMs).toISOString().replace(/\.\d{3}Z$/, 'Z');

function strategyEnv(ctx: ChainContext, attr: Attributes): StrategyEnv {
  return {
    version: ctx.scenario.kubernetesVersion,
    featureGates: ctx.scenario.cluster.featureGates,
    now: requestTime(ctx),
    // 32 random bits from the run's environment, reduced to [0, n).
    randomInt: (n) => (n <= 0 ? 0 : Number.parseInt(ctx.env.randomString(8, hex), 16) % n),
    statusSubresource:
      ctx.match.mapper.mappingFor(attr.resource)?.subresources['status'] !== undefined,
    labelsShareTemplate: ctx.labelsShareTemplate === true,
    user: attr.userInfo,
  };
}

/**
 * Runs the registry hooks of a CREATE (after name generation and the system fields, noted in
 * `notes`) or an UPDATE; returns the refusal, if any. The trace gets one storage entry.
 */
export function registryStep(
  ctx: ChainContext,
  attr: Attributes,
  notes: string[],
): Status | undefined {
  if ((attr.operation !== 'CREATE' && attr.operation !== 'UPDATE') || attr.object === undefined)
    return undefined;
  const result = prepareObject(
    {
      operation: attr.operation,
      resource: attr.resource,
      subresource: attr.subresource,
      builtin: attr.builtin,
      kind: attr.kind,
      name: attr.name,
      object: attr.object,
      oldObject: attr.oldObject,
    },
    strategyEnv(ctx, attr),
  );
  const steps = [...notes, ...result.steps];
  if (steps.length === 0)
    steps.push(
      attr.operation === 'UPDATE'
        ? 'rest.BeforeUpdate: nothing to carry over from the stored object'
        : 'no strategy changes',
    );
  const assumptions = [...new Set(result.assumptions)];
  for (const a of assumptions) noteNotSimulated(ctx, 'registry', a, true);
  if (result.status !== undefined) {
    ctx.trace.push({
      phase: 'storage',
      plugin: 'storage',
      outcome: 'denied',
      reason: steps.join('; '),
      status: result.status,
      ...(assumptions.length > 0 && { assumptions }),
    });
    return result.status;
  }
  for (const w of result.warnings) ctx.warnings.add(w);
  attr.object = ctx.encode(result.object, attr);
  ctx.trace.push({
    phase: 'storage',
    plugin: 'storage',
    outcome: 'allowed',
    reason: steps.join('; '),
    ...(result.warnings.length > 0 && { warnings: result.warnings }),
    ...(assumptions.length > 0 && { assumptions }),
    objectAfter: attr.object,
  });
  return undefined;
}

// Calls one in-process plugin's Admit or Validate the way chainAdmissionHandler does (skip it unless
// it Handles the operation and implements the phase's interface), and records its answer: one trace
// step, its warnings and audit annotations, and the object it changed (k8s.io/apiserver pkg/admission/chain.go).

import type { AdmissionPlugin, PluginAnswer, PluginRequest } from './interfaces.ts';
import type { ChainPlugin } from '../admission/interfaces.ts';
import type { Attributes } from '../admission/attributes.ts';
import { noteNotSimulated, type ChainContext } from '../admission/context.ts';
import type { Status } from '../apimachinery/status.ts';
import type { TraceEntry } from '../admission/trace.ts';

/** What the chain passes every plugin besides the attributes. */
export type PluginEnvironment = Omit<
  PluginRequest,
  'attr' | 'config' | 'configPointer' | 'isReinvoke' | 'nowMs'
> & {
  configurations: ReadonlyMap<string, { configuration: PluginRequest['config']; pointer: string }>;
};

/** The in-process plugin as a plugin of the chain: Admit in each mutating pass (round 0, 1), Validate once. */
export function inProcessChainPlugin(plugin: AdmissionPlugin, env: PluginEnvironment): ChainPlugin {
  return {
    name: plugin.name,
    admit: (ctx, attr, reinvocation) =>
      runPlugin(ctx, plugin, 'mutating', attr, env, reinvocation.isReinvoke ? 1 : 0),
    validate: (ctx, attr) => runPlugin(ctx, plugin, 'validating', attr, env),
  };
}

/** Runs the plugin in one phase; returns its refusal, if any. */
export function runPlugin(
  ctx: ChainContext,
  plugin: AdmissionPlugin,
  phase: 'mutating' | 'validating',
  attr: Attributes,
  env: PluginEnvironment,
  round?: number,
): Status | undefined {
  if (!plugin.handles(attr.operation)) return undefined;
  const call = phase === 'mutating' ? plugin.admit : plugin.validate;
  if (call === undefined) return undefined;
  const { configurations, ...shared } = env;
  const configuration = configurations.get(plugin.name);
  const answer: PluginAnswer | undefined = call.call(plugin, {
    ...shared,
    attr,
    config: configuration?.configuration,
    configPointer: configuration?.pointer,
    isReinvoke: round === 1,
    nowMs: ctx.nowMs,
  });
  if (answer === undefined) return undefined;
  const entry: TraceEntry = {
    phase,
    plugin: plugin.name,
    ...(round !== undefined && { round }),
    outcome: 'allowed',
    reason: answer.reason,
  };
  if (answer.durationMs !== undefined && answer.durationMs > 0) {
    entry.startMs = ctx.nowMs;
    ctx.nowMs += answer.durationMs;
    entry.endMs = ctx.nowMs;
  }
  if (answer.warnings !== undefined && answer.warnings.length > 0) {
    entry.warnings = answer.warnings;
    entry.outcome = 'warned';
    for (const w of answer.warnings) ctx.warnings.add(w);
  }
  if (answer.auditAnnotations !== undefined && Object.keys(answer.auditAnnotations).length > 0) {
    entry.auditAnnotations = answer.auditAnnotations;
    for (const [k, v] of Object.entries(answer.auditAnnotations)) ctx.annotations.add(k, v);
  }
  if (answer.assumptions !== undefined && answer.assumptions.length > 0) {
    entry.assumptions = answer.assumptions;
    for (const a of answer.assumptions) noteNotSimulated(ctx, plugin.name, a, true);
  }
  if (answer.nested !== undefined) entry.nested = answer.nested;
  for (const created of answer.creates ?? []) env.cluster.add(created);
  if (answer.status !== undefined) {
    entry.outcome = 'denied';
    entry.status = answer.status;
    ctx.trace.push(entry);
    return answer.status;
  }
  if (answer.object !== undefined && phase === 'mutating' && attr.object !== undefined) {
    entry.objectBefore = attr.object;
    // In-tree plugins change the typed object itself: what a webhook sees next is its encoding.
    attr.object = ctx.encode(answer.object, attr);
    entry.objectAfter = attr.object;
    entry.outcome = 'patched';
  }
  ctx.trace.push(entry);
  return undefined;
}

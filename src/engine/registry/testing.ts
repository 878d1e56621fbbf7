// Helpers for the strategy tests: a 1.32 environment with a scripted random source, and runners that
// apply one hook to a clone and hand back the object and what the hook recorded.

import type { JsonObject } from '../apimachinery/types.ts';
import { newPrepared, type Prepared, type Strategy, type StrategyEnv } from './strategy.ts';

/** A 1.32 environment at 2026-01-01T00:00:00Z whose random draws are 0 unless scripted. */
export function testEnv(overrides: Partial<StrategyEnv> & { draws?: number[] } = {}): StrategyEnv {
  const { draws = [], ...rest } = overrides;
  const queue = [...draws];
  return {
    version: '1.32',
    featureGates: {},
    now: '2026-01-01T00:00:00Z',
    randomInt: (n) => Math.min(queue.shift() ?? 0, n - 1),
    statusSubresource: false,
    ...rest,
  };
}

/** Runs a strategy's create hooks (BeginCreate, PrepareForCreate) on a clone. */
export function created(
  strategy: Strategy,
  obj: JsonObject,
  env: StrategyEnv = testEnv(),
): { object: JsonObject; out: Prepared } {
  const object = structuredClone(obj);
  const out = newPrepared();
  strategy.beginCreate?.(object, env, out);
  strategy.prepareForCreate?.(object, env, out);
  return { object, out };
}

/** Runs a strategy's update hooks (BeginUpdate, PrepareForUpdate) on a clone. */
export function updated(
  strategy: Strategy,
  obj: JsonObject,
  old: JsonObject,
  env: StrategyEnv = testEnv(),
): { object: JsonObject; out: Prepared } {
  const object = structuredClone(obj);
  const out = newPrepared();
  strategy.beginUpdate?.(object, structuredClone(old), env, out);
  strategy.prepareForUpdate?.(object, structuredClone(old), env, out);
  return { object, out };
}

// What podStatusStrategy does with observedGeneration from 1.33 (pkg/registry/core/pod/strategy.go
// preserveOldObservedGeneration, KEP 5067 PodObservedGenerationTracking: alpha in 1.33, on from
// 1.34): a status update that leaves status.observedGeneration, or a condition's, at 0 keeps the
// stored value — conditions matched by type, in order, since validation allows repeated types.

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { gateEnabled } from './featureGates.ts';
import type { Prepared, StrategyEnv } from './strategy.ts';

const generation = (v: JsonValue | undefined): number => (typeof v === 'number' ? v : 0);
const conditionsOf = (status: JsonObject | undefined): JsonObject[] => {
  const c = status?.['conditions'];
  return Array.isArray(c)
    ? c.flatMap((x): JsonObject[] => {
        const o = asObject(x);
        return o === undefined ? [] : [o];
      })
    : [];
};

/** preserveOldObservedGeneration, on the status of a pods/status update. */
export function preserveOldObservedGeneration(
  pod: JsonObject,
  old: JsonObject,
  env: StrategyEnv,
  out: Prepared,
): void {
  const status = asObject(pod['status']);
  const stored = asObject(old['status']);
  if (status === undefined) return;
  const kept: string[] = [];
  if (
    generation(status['observedGeneration']) === 0 &&
    generation(stored?.['observedGeneration']) !== 0
  ) {
    status['observedGeneration'] = stored?.['observedGeneration'] ?? null;
    kept.push('status.observedGeneration');
  }
  const byType = new Map<string, number[]>();
  for (const c of conditionsOf(stored)) {
    const type = typeof c['type'] === 'string' ? c['type'] : '';
    byType.set(type, [...(byType.get(type) ?? []), generation(c['observedGeneration'])]);
  }
  conditionsOf(status).forEach((c, i) => {
    const type = typeof c['type'] === 'string' ? c['type'] : '';
    const queue = byType.get(type) ?? [];
    const before = queue.shift() ?? 0;
    if (generation(c['observedGeneration']) !== 0 || before === 0) return;
    c['observedGeneration'] = before;
    kept.push(`status.conditions[${i}].observedGeneration`);
  });
  if (kept.length > 0) out.notes.push(`${kept.join(', ')} kept from the stored Pod`);
  // With the gate off (1.33's default) DropDisabledPodFields then removes the fields unless the
  // stored Pod uses them; the playground does not drop them.
  if (
    !gateEnabled(env, 'PodObservedGenerationTracking') &&
    (status['observedGeneration'] !== undefined ||
      conditionsOf(status).some((c) => c['observedGeneration'] !== undefined))
  )
    out.assumptions.push(
      'observedGeneration in a Pod status kept although PodObservedGenerationTracking is off (DropDisabledPodFields would drop it unless the stored Pod uses it)',
    );
}

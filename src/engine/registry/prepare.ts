// Runs a store's hooks on the object between the admission phases, in generic/registry.Store's
// order: Create → BeginCreate → rest.BeforeCreate (PrepareForCreate); Update → BeginUpdate →
// rest.BeforeUpdate (stored generation, PrepareForUpdate, stored uid and timestamps). A refusal of
// BeginCreate/BeginUpdate (Service allocation) is answered as the store answers it.

import type { Status } from '../apimachinery/status.ts';
import type { GroupVersionKind, GroupVersionResource, JsonObject } from '../apimachinery/types.ts';
import { newInvalid } from '../apimachinery/newInvalid.ts';
import { newInternalError } from '../apimachinery/statusErrors.ts';
import { keepStoredGeneration, keepStoredSystemFields } from './beforeUpdate.ts';
import { strategyFor } from './strategies.ts';
import { newPrepared, type Prepared, type StrategyEnv } from './strategy.ts';

/** The request as the store sees it. */
export interface RegistryRequest {
  operation: 'CREATE' | 'UPDATE';
  resource: GroupVersionResource;
  subresource: string;
  builtin: boolean;
  kind: GroupVersionKind;
  name: string;
  object: JsonObject;
  oldObject: JsonObject | undefined;
}

/** The object after the hooks, what they did, and the refusal if one refused. */
export interface RegistryResult extends Prepared {
  object: JsonObject;
  /** One phrase per hook that did something ("PrepareForCreate (podStrategy): status reset ..."). */
  steps: string[];
  status?: Status;
}

function refusal(req: RegistryRequest, out: Prepared, env: StrategyEnv): Status | undefined {
  if (out.errors.length > 0)
    return newInvalid(req.kind.group, req.kind.kind, req.name, out.errors, env.version);
  if (out.internalError !== undefined) return newInternalError(out.internalError);
  return undefined;
}

// Runs one hook and records its notes as one step.
function step(
  result: RegistryResult,
  label: string,
  hook: ((out: Prepared) => void) | undefined,
): void {
  if (hook === undefined) return;
  const out = newPrepared();
  hook(out);
  if (out.notes.length > 0) result.steps.push(`${label}: ${out.notes.join(', ')}`);
  result.notes.push(...out.notes);
  result.warnings.push(...out.warnings);
  result.assumptions.push(...out.assumptions);
  result.errors.push(...out.errors);
  if (out.internalError !== undefined) result.internalError = out.internalError;
}

/** Runs the create or update hooks of the request's store on a copy of its object. */
export function prepareObject(req: RegistryRequest, env: StrategyEnv): RegistryResult {
  const obj = structuredClone(req.object);
  const result: RegistryResult = { ...newPrepared(), object: obj, steps: [] };
  const strategy = strategyFor(req.resource, req.subresource, req.builtin);
  const old = req.oldObject;
  if (req.operation === 'CREATE') {
    // Creates of subresources (eviction, binding, token) have no store strategy.
    if (req.subresource !== '' || strategy === undefined) return result;
    step(
      result,
      'BeginCreate',
      strategy.beginCreate && ((out) => strategy.beginCreate?.(obj, env, out)),
    );
    const status = refusal(req, result, env);
    if (status !== undefined) return { ...result, status };
    step(
      result,
      `PrepareForCreate (${strategy.name})`,
      strategy.prepareForCreate && ((out) => strategy.prepareForCreate?.(obj, env, out)),
    );
    return result;
  }
  if (old === undefined) return result;
  step(
    result,
    'BeginUpdate',
    strategy?.beginUpdate && ((out) => strategy.beginUpdate?.(obj, old, env, out)),
  );
  const status = refusal(req, result, env);
  if (status !== undefined) return { ...result, status };
  // A Scale is rebuilt from its parent: its metadata is not the parent's BeforeUpdate business.
  const scale = req.subresource === 'scale';
  step(
    result,
    'BeforeUpdate',
    scale
      ? undefined
      : (out) => {
          const note = keepStoredGeneration(obj, old);
          if (note !== undefined) out.notes.push(note);
        },
  );
  step(
    result,
    `PrepareForUpdate (${strategy?.name ?? ''})`,
    strategy?.prepareForUpdate && ((out) => strategy.prepareForUpdate?.(obj, old, env, out)),
  );
  step(
    result,
    'BeforeUpdate',
    scale
      ? undefined
      : (out) => {
          const kept = keepStoredSystemFields(obj, old);
          if (kept.length > 0)
            out.notes.push(
              `${kept.map((f) => `metadata.${f}`).join(', ')} kept from the stored object`,
            );
        },
  );
  return result;
}

// A PUT or a server-side apply of an object that does not exist (Store.Update's create branch,
// k8s.io/apiserver pkg/registry/generic/registry/store.go): the update and patch handlers admit it
// as a CREATE without wiping the system fields first, and the store fills uid and creationTimestamp
// (FillObjectMetaSystemFields). From 1.37 it wipes them first, as the create handler does
// (rest.WipeObjectMetaSystemFields, kubernetes#138908): before, a deletionTimestamp,
// deletionGracePeriodSeconds or selfLink the request (or a mutating webhook) set stays.

import type { Attributes } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import type { Status } from '../apimachinery/status.ts';
import { newNotFound } from '../apimachinery/statusErrors.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';
import { allowCreateOnUpdate } from './allowCreateOnUpdate.ts';

// The fields WipeObjectMetaSystemFields clears that FillObjectMetaSystemFields does not set again.
const wiped = ['deletionTimestamp', 'deletionGracePeriodSeconds', 'selfLink'] as const;

/**
 * Refuses a PUT that would create where the store does not allow it: Store.Update's 404, before
 * mutating admission (GuaranteedUpdate finds no object). An apply may always create.
 */
export function refuseCreateOnUpdate(ctx: ChainContext, attr: Attributes): Status | undefined {
  if (attr.createVia !== 'update') return undefined;
  const key = `${attr.resource.group}/${attr.resource.resource}`;
  // customResourceStrategy.AllowCreateOnUpdate is false.
  const allowed = attr.builtin ? allowCreateOnUpdate(key) : false;
  if (allowed === undefined) {
    noteNotSimulated(
      ctx,
      'create on update',
      `whether the ${key.replace(/^\//, '')} store allows a PUT to create (AllowCreateOnUpdate) is not pinned: assumed it does (most built-in stores answer 404 NotFound instead)`,
      true,
    );
    return undefined;
  }
  if (allowed) return undefined;
  const status = newNotFound(attr.resource, attr.name);
  ctx.trace.push({
    phase: 'storage',
    plugin: 'storage',
    outcome: 'denied',
    reason: `the object does not exist and the store does not allow a PUT to create it (AllowCreateOnUpdate is false): ${status.message ?? ''}`,
    status,
  });
  return status;
}

/** Wipes the system fields of a create-via-update or -apply as its version does; returns the trace notes. */
export function wipeForCreateVia(ctx: ChainContext, metadata: JsonObject): string[] {
  const present = wiped.filter(
    (f) => metadata[f] !== undefined && metadata[f] !== null && metadata[f] !== '',
  );
  if (!atLeast(ctx.scenario.kubernetesVersion, '1.37'))
    return present.length === 0
      ? []
      : [
          `kept ${present.join(', ')} (before 1.37 a create through update or apply does not wipe them)`,
        ];
  for (const f of wiped) delete metadata[f];
  return present.length === 0
    ? []
    : [`wiped ${present.join(', ')} (rest.WipeObjectMetaSystemFields)`];
}

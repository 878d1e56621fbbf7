// A PUT or a server-side apply of an object that does not exist (Store.Update's create branch,
// k8s.io/apiserver pkg/registry/generic/registry/store.go): the update and patch handlers admit it
// as a CREATE without wiping the system fields first, and the store fills uid and creationTimestamp
// (FillObjectMetaSystemFields). From 1.37 it wipes them first, as the create handler does
// (rest.WipeObjectMetaSystemFields, kubernetes#138908): before, a deletionTimestamp,
// deletionGracePeriodSeconds or selfLink the request (or a mutating webhook) set stays.

import type { Attributes } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';

// The fields WipeObjectMetaSystemFields clears that FillObjectMetaSystemFields does not set again.
const wiped = ['deletionTimestamp', 'deletionGracePeriodSeconds', 'selfLink'] as const;

/** Says that the store's AllowCreateOnUpdate is assumed for a PUT that creates (checked before admission). */
export function noteCreateOnUpdate(ctx: ChainContext, attr: Attributes): void {
  if (attr.createVia === 'update')
    noteNotSimulated(
      ctx,
      'create on update',
      "whether the resource's store allows a PUT to create (AllowCreateOnUpdate) is not checked: most built-in stores answer 404 NotFound instead",
      true,
    );
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

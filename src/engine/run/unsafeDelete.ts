// The unsafe delete of a corrupt object: with the AllowUnsafeMalformedObjectDeletion gate on and
// DeleteOptions.ignoreStoreReadErrorWithClusterBreakingPotential true, the delete handler records an
// audit annotation, authorizes the verb unsafe-delete-ignore-read-errors and hands the request to the
// corrupt object deleter (k8s.io/apiserver pkg/endpoints/handlers/delete.go DeleteResource,
// pkg/registry/generic/registry/corrupt_obj_deleter.go). A scenario's stored object reads fine, so
// that deleter refuses with a 422 before any admission plugin runs.

import type { Attributes } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import { featureEnabled } from '../apimachinery/featureGates.ts';
import { invalid } from '../apimachinery/field.ts';
import { goBool } from '../apimachinery/goValue.ts';
import { newInvalid } from '../apimachinery/newInvalid.ts';
import type { Status } from '../apimachinery/status.ts';

/** Refuses a DELETE asking for the unsafe delete of an object that is not corrupt; undefined otherwise. */
export function refuseUnsafeDelete(ctx: ChainContext, attr: Attributes): Status | undefined {
  const { featureGates } = ctx.scenario.cluster;
  const version = ctx.scenario.kubernetesVersion;
  if (
    attr.operation !== 'DELETE' ||
    attr.options?.['ignoreStoreReadErrorWithClusterBreakingPotential'] !== true ||
    !featureEnabled(featureGates, version, 'AllowUnsafeMalformedObjectDeletion')
  )
    return undefined;
  ctx.annotations.add('apiserver.k8s.io/unsafe-delete-ignore-read-error', '');
  noteNotSimulated(
    ctx,
    'authorization',
    'the unsafe delete needs the verb unsafe-delete-ignore-read-errors on the resource: the user is assumed to have it',
    true,
  );
  // The qualified kind is the resource's GroupResource, the plural as the kind (the deleter's TODO).
  const status = newInvalid(
    attr.resource.group,
    attr.resource.resource,
    attr.name,
    [
      invalid(
        'ignoreStoreReadErrorWithClusterBreakingPotential',
        goBool(true),
        'is exclusively used to delete corrupt object(s), try again by removing this option',
      ),
    ],
    version,
  );
  ctx.trace.push({
    phase: 'storage',
    plugin: 'storage',
    outcome: 'denied',
    reason:
      'the corrupt object deleter read the stored object without error: it deletes only objects the store cannot read',
    status,
    pointer: '/request/options/ignoreStoreReadErrorWithClusterBreakingPotential',
  });
  return status;
}

// What a successful create or update answers: not the object validating admission saw, but the one
// the store wrote and read back. The etcd3 store encodes the object to its storage version and
// decodes what it wrote with the storage codec (k8s.io/apiserver pkg/storage/etcd3/store.go Create,
// GuaranteedUpdate → decode; a dry run copies it through the same codec: pkg/registry/generic/registry
// dryrun.go copyInto), whose decoder defaults (storage/storagebackend/factory codec:
// CodecFactory.DecoderToVersion, a defaulting codec). So the scheme defaults run once more, after the
// registry's PrepareForCreate/Update: a PersistentVolumeClaim whose status the strategy reset reads
// back with `status.phase: Pending`, and Go's encoding writes every struct field without omitempty
// effect (an Ingress's `status: {loadBalancer: {}}`).

import type { Attributes } from '../admission/attributes.ts';
import type { ChainContext } from '../admission/context.ts';
import type { JsonObject } from '../apimachinery/types.ts';

// The subresources whose store writes and returns the whole object (a status update answers the Pod);
// the others (scale, eviction, binding) answer another kind, which the playground returns as it is.
const WHOLE_OBJECT = new Set(['', 'status']);

/** Returns the object the API server answers a successful request with, or undefined (DELETE, CONNECT). */
export function readBack(
  ctx: Pick<ChainContext, 'decode'>,
  attr: Attributes,
): JsonObject | undefined {
  if ((attr.operation !== 'CREATE' && attr.operation !== 'UPDATE') || attr.object === undefined)
    return undefined;
  if (!WHOLE_OBJECT.has(attr.subresource)) return attr.object;
  return ctx.decode(attr.object, attr);
}

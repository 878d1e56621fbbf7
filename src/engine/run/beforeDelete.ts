// A DELETE's preconditions, checked by the store before any admission plugin runs: mutating and
// validating admission both run inside deleteValidation, which the store calls only after
// (k8s.io/apiserver pkg/registry/generic/registry/store.go Store.Delete, pkg/registry/rest/delete.go
// BeforeDelete). A uid or resourceVersion in DeleteOptions.preconditions that differs from the stored
// object's is a 409; then the grace period is settled in the options the webhooks see (gracefulDelete.ts).
// Namespaces and CustomResourceDefinitions have their own REST Delete (pkg/registry/core/namespace/
// storage/storage.go, apiextensions-apiserver pkg/registry/customresourcedefinition/etcd.go): other
// words, and the stored uid written into the options' preconditions when they name none.

import type { Attributes } from '../admission/attributes.ts';
import { metaString } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import { asObject } from '../apimachinery/isObject.ts';
import type { Status } from '../apimachinery/status.ts';
import { failure, groupResourceString } from '../apimachinery/statusErrors.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import type { GroupVersionResource, JsonObject } from '../apimachinery/types.ts';
import { settleGracePeriod } from './gracefulDelete.ts';
import { refuseUnsafeDelete } from './unsafeDelete.ts';

// apierrors.NewConflict: 409, the GroupResource printed as resource[.group].
function newConflict(group: string, resource: string, name: string, err: string): Status {
  return failure(
    409,
    'Conflict',
    `Operation cannot be fulfilled on ${groupResourceString({ group, resource })} ${goQuote(name)}: ${err}`,
    { name, group, kind: resource },
  );
}

// The REST storages that check preconditions themselves instead of BeforeDelete.
const ownsDelete = (r: GroupVersionResource): boolean =>
  (r.group === '' && r.resource === 'namespaces') ||
  (r.group === 'apiextensions.k8s.io' && r.resource === 'customresourcedefinitions');

// A precondition is set when its key holds a string (a nil pointer otherwise).
const preconditionOf = (options: JsonObject, key: string): string | undefined => {
  const value = asObject(options['preconditions'])?.[key];
  return typeof value === 'string' ? value : undefined;
};

function deny(ctx: ChainContext, reason: string, status: Status, key: string): Status {
  ctx.trace.push({
    phase: 'storage',
    plugin: 'storage',
    outcome: 'denied',
    reason,
    status,
    pointer: `/request/options/preconditions/${key}`,
  });
  return status;
}

// The stored object lacks the field: the scenario leaves it out, so it is assumed to match.
function assumeStored(ctx: ChainContext, field: string, value: string): void {
  noteNotSimulated(
    ctx,
    'storage',
    `the oldObject has no metadata.${field}: assumed the stored object's ${field} is the DeleteOptions precondition's "${value}"`,
    true,
  );
}

// Namespace and CRD REST Delete: "Precondition failed: …" on the resource; the stored uid becomes
// the precondition the update and the webhooks then carry.
function ownDelete(
  ctx: ChainContext,
  attr: Attributes,
  options: JsonObject,
  old: JsonObject,
): Status | undefined {
  const uid = preconditionOf(options, 'uid');
  const storedUid = metaString(old, 'uid');
  const { group, resource } = attr.resource;
  const name = attr.name;
  if (uid === undefined) {
    if (storedUid !== '')
      attr.options = {
        ...options,
        preconditions: { ...asObject(options['preconditions']), uid: storedUid },
      };
  } else if (storedUid === '') assumeStored(ctx, 'uid', uid);
  else if (uid !== storedUid)
    return deny(
      ctx,
      `${resource} REST Delete: the precondition's uid "${uid}" is not the stored object's "${storedUid}"`,
      newConflict(
        group,
        resource,
        name,
        `Precondition failed: UID in precondition: ${uid}, UID in object meta: ${storedUid}`,
      ),
      'uid',
    );
  const rv = preconditionOf(options, 'resourceVersion');
  const storedRv = metaString(old, 'resourceVersion');
  if (rv === undefined) return undefined;
  if (storedRv === '') {
    assumeStored(ctx, 'resourceVersion', rv);
    return undefined;
  }
  if (rv === storedRv) return undefined;
  return deny(
    ctx,
    `${resource} REST Delete: the precondition's resourceVersion "${rv}" is not the stored object's "${storedRv}"`,
    newConflict(
      group,
      resource,
      name,
      `Precondition failed: ResourceVersion in precondition: ${rv}, ResourceVersion in object meta: ${storedRv}`,
    ),
    'resourceVersion',
  );
}

/** Runs BeforeDelete's precondition checks and option rewrites before DELETE admission; returns the 409, if any. */
export function beforeDelete(ctx: ChainContext, attr: Attributes): Status | undefined {
  const options = attr.options;
  const old = attr.oldObject;
  if (attr.operation !== 'DELETE' || attr.subresource !== '' || options === null) return undefined;
  // The handler hands an unsafe delete to the corrupt object deleter instead of the store.
  const unsafe = refuseUnsafeDelete(ctx, attr);
  if (unsafe !== undefined) return unsafe;
  if (old === undefined) {
    if (options['preconditions'] !== undefined && options['preconditions'] !== null)
      noteNotSimulated(
        ctx,
        'storage',
        'a DELETE without request.oldObject: its DeleteOptions preconditions are assumed to match the stored object',
        true,
      );
    return undefined;
  }
  if (ownsDelete(attr.resource)) return ownDelete(ctx, attr, options, old);
  // objectMetaAndKind: the strategy's typer names the internal kind, and NewConflict is given
  // schema.GroupResource{Group: gvk.Group, Resource: gvk.Kind}: `Pod "web"`, `Deployment.apps "web"`.
  const { group, kind } = attr.kind;
  const name = metaString(old, 'name') || attr.name;
  const where = groupResourceString({ group, resource: kind });
  for (const [key, field, words, hint] of [
    ['uid', 'uid', 'UID', 'The object might have been deleted and then recreated'],
    [
      'resourceVersion',
      'resourceVersion',
      'ResourceVersion',
      'The object might have been modified',
    ],
  ] as const) {
    const wanted = preconditionOf(options, key);
    if (wanted === undefined) continue;
    const stored = metaString(old, field);
    if (stored === '' && wanted !== '') {
      assumeStored(ctx, field, wanted);
      continue;
    }
    if (wanted === stored) continue;
    return deny(
      ctx,
      `BeforeDelete: the precondition's ${field} "${wanted}" is not the stored object's "${stored}" (${where})`,
      newConflict(
        group,
        kind,
        name,
        `the ${words} in the precondition (${wanted}) does not match the ${words} in record (${stored}). ${hint}`,
      ),
      key,
    );
  }
  settleGracePeriod(ctx, attr, old);
  return undefined;
}

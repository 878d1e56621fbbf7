// The storage steps around mutating admission that change what validation sees or refuse the
// request: the namespace check (rest.EnsureObjectNamespaceMatchesRequestNamespace, before and after
// mutation), name generation and the system fields (Store.Create, FillObjectMetaSystemFields), then
// the update preconditions (UID, resourceVersion: updatePreconditions.ts), then
// the registry's hooks — BeginCreate/PrepareForCreate, BeginUpdate/BeforeUpdate/PrepareForUpdate —
// and field validation, which refuses a missing name too (../registry/, ../rest/).

import type { Attributes } from '../admission/attributes.ts';
import {
  isNamespaceResource,
  metadataOf,
  metaString,
  orderObjectMeta,
} from '../admission/attributes.ts';
import type { ChainContext } from '../admission/context.ts';
import type { Status } from '../apimachinery/status.ts';
import { newBadRequest } from '../apimachinery/statusErrors.ts';
import { registryStep, requestTime } from '../registry/chainStep.ts';
import { fieldValidationStep } from '../rest/fieldValidation.ts';
import { isReviewCreate, reviewCreateStep } from '../rest/reviewCreate.ts';
import { isLegacyBindingCreate, subresourceCreateStep } from '../rest/subresourceCreate.ts';
import { validateCustomResourceSchema } from './customResourceSchema.ts';
import { beforeDelete, checkResourceVersion, checkUidPrecondition } from './preconditionsLazy.ts';
import { refuseCreateOnUpdate, wipeForCreateVia } from './createVia.ts';

// names.SimpleNameGenerator: 5 characters from an alphabet without vowels or confusable digits.
const nameAlphabet = 'bcdfghjklmnpqrstvwxz2456789';
const maxGeneratedNameLength = 63 - 5;

const hasMetadata = (attr: Attributes): boolean =>
  attr.object !== undefined &&
  typeof attr.object['metadata'] === 'object' &&
  attr.object['metadata'] !== null;

/** Runs the storage step before ('before') or after ('after') mutating admission; returns a refusal, if any. */
export function prepareForStorage(
  ctx: ChainContext,
  attr: Attributes,
  when: 'before' | 'after',
): Status | undefined {
  // Store.Delete runs BeforeDelete before deleteValidation, which holds both admission phases.
  if (attr.operation === 'DELETE') return when === 'before' ? beforeDelete(ctx, attr) : undefined;
  if (
    (attr.operation !== 'CREATE' && attr.operation !== 'UPDATE') ||
    !hasMetadata(attr) ||
    attr.object === undefined
  )
    return undefined;
  const objectNamespace = metaString(attr.object, 'namespace');
  // rest.ExpectedNamespaceForScope: a Namespace's request carries its own name, yet the object is cluster-scoped.
  const expected = isNamespaceResource(attr.resource) ? '' : attr.namespace;
  if (objectNamespace !== expected) {
    if (objectNamespace !== '' && expected !== '') {
      const status = newBadRequest(
        'the namespace of the provided object does not match the namespace sent on the request',
      );
      ctx.trace.push({
        phase: 'storage',
        plugin: 'storage',
        outcome: 'denied',
        reason: `metadata.namespace "${objectNamespace}" differs from the request's namespace "${attr.namespace}"`,
        status,
      });
      return status;
    }
    // Empty on a namespaced request: filled in; set on a cluster-scoped one: cleared.
    const metadata = { ...metadataOf(attr.object) };
    if (expected === '') delete metadata['namespace'];
    else metadata['namespace'] = expected;
    attr.object = { ...attr.object, metadata };
  }
  // GuaranteedUpdate checks the request's UID precondition before tryUpdate runs mutating admission.
  if (when === 'before')
    return (
      refuseCreateOnUpdate(ctx, attr) ??
      (attr.operation === 'UPDATE' ? checkUidPrecondition(ctx, attr) : undefined)
    );
  // A custom resource's strategy validates its metadata, then its OpenAPI schema.
  if (attr.operation === 'UPDATE') {
    const updateNotes: string[] = [];
    return (
      checkResourceVersion(ctx, attr, updateNotes) ??
      registryStep(ctx, attr, updateNotes) ??
      fieldValidationStep(ctx, attr) ??
      validateCustomResourceSchema(ctx, attr)
    );
  }
  // The reviews and TokenRequests are no store: their REST handlers check the spec only.
  if (isReviewCreate(attr)) return reviewCreateStep(ctx, attr);
  // Creates of subresources (an Eviction, a Binding) go to their own REST handlers, not a store.
  if (attr.subresource !== '' || isLegacyBindingCreate(attr))
    return subresourceCreateStep(ctx, attr);
  const metadata = { ...metadataOf(attr.object) };
  const notes: string[] = [];
  const generateName = metaString(attr.object, 'generateName');
  if (metaString(attr.object, 'name') === '' && generateName !== '') {
    const name =
      generateName.slice(0, maxGeneratedNameLength) + ctx.env.randomString(5, nameAlphabet);
    metadata['name'] = name;
    attr.name = name;
    notes.push(`generated the name "${name}" from generateName "${generateName}"`);
  }
  if (attr.createVia !== undefined) notes.push(...wipeForCreateVia(ctx, metadata));
  metadata['uid'] = ctx.env.newUid();
  metadata['creationTimestamp'] = requestTime(ctx);
  attr.object = { ...attr.object, metadata: orderObjectMeta(metadata) };
  notes.push('set uid and creationTimestamp');
  return (
    registryStep(ctx, attr, notes) ??
    fieldValidationStep(ctx, attr) ??
    validateCustomResourceSchema(ctx, attr)
  );
}

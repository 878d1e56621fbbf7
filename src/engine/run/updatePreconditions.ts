// The generic store's update preconditions (k8s.io/apiserver pkg/registry/generic/registry/store.go
// Store.Update, pkg/storage/etcd3/store.go GuaranteedUpdate, pkg/storage/interfaces.go
// Preconditions.Check, pkg/storage/errors/storage.go InterpretUpdateError):
// - before tryUpdate (so before mutating admission, which runs in objInfo.UpdatedObject), the UID
//   precondition that defaultUpdatedObjectInfo.Preconditions() takes from the request object;
// - inside tryUpdate, after mutating admission and before rest.BeforeUpdate, the resourceVersion
//   check on the object as mutation left it: unset → unconditional update where the strategy allows
//   it, else 422; different from the stored one → 409.

import type { Attributes } from '../admission/attributes.ts';
import { metadataOf, metaString } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import { invalid } from '../apimachinery/field.ts';
import { goText } from '../apimachinery/goValue.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { newInvalid } from '../apimachinery/newInvalid.ts';
import type { Status } from '../apimachinery/status.ts';
import { failure, groupResourceString } from '../apimachinery/statusErrors.ts';
import { allowUnconditionalUpdate } from '../registry/unconditionalUpdate.ts';

// Store.OptimisticLockErrorMsg.
const optimisticLockErrorMsg =
  'the object has been modified; please apply your changes to the latest version and try again';

// kube-apiserver's compiled-in etcd prefixes (pkg/kubeapiserver/default_storage_factory_builder.go
// SpecialDefaultResourcePrefixes); any other built-in resource is stored under its plural.
const specialPrefixes: Readonly<Record<string, string>> = {
  '/replicationcontrollers': 'controllers',
  '/endpoints': 'services/endpoints',
  '/nodes': 'minions',
  '/services': 'services/specs',
  'extensions/ingresses': 'ingress',
  'networking.k8s.io/ingresses': 'ingress',
};

/**
 * The etcd key GuaranteedUpdate checks preconditions under: the default --etcd-prefix "/registry",
 * the resource prefix (a custom resource's is "<group>/<plural>"), then namespace and name.
 */
export function storageKey(attr: Attributes): string {
  const gr = `${attr.resource.group}/${attr.resource.resource}`;
  const prefix = attr.builtin ? (specialPrefixes[gr] ?? attr.resource.resource) : gr;
  const namespace = attr.namespace === '' ? '' : `${attr.namespace}/`;
  return `/registry/${prefix}/${namespace}${attr.name}`;
}

// apierrors.NewConflict: 409 on the qualified resource.
function newConflict(attr: Attributes, err: string): Status {
  const { group, resource } = attr.resource;
  return failure(
    409,
    'Conflict',
    `Operation cannot be fulfilled on ${groupResourceString(attr.resource)} ${goQuote(attr.name)}: ${err}`,
    { name: attr.name, group, kind: resource },
  );
}

// The request is a PATCH (kubectl apply, patch, edit): AdmissionReview's options are PatchOptions.
const isPatch = (attr: Attributes): boolean => attr.options?.['kind'] === 'PatchOptions';

function deny(ctx: ChainContext, reason: string, status: Status): Status {
  ctx.trace.push({ phase: 'storage', plugin: 'storage', outcome: 'denied', reason, status });
  return status;
}

/** Preconditions.Check of the request object's UID against the stored object's, before mutating admission. */
export function checkUidPrecondition(ctx: ChainContext, attr: Attributes): Status | undefined {
  if (attr.operation !== 'UPDATE' || attr.object === undefined || attr.oldObject === undefined)
    return undefined;
  // A patch has no request object: the patch handler's DefaultUpdatedObjectInfo(nil, …) has no preconditions.
  if (isPatch(attr)) return undefined;
  const uid = metaString(attr.object, 'uid');
  if (uid === '') return undefined;
  const stored = metaString(attr.oldObject, 'uid');
  if (stored === '') {
    noteNotSimulated(
      ctx,
      'storage',
      `the oldObject has no metadata.uid: assumed the stored object's uid is the request's "${uid}"`,
      true,
    );
    return undefined;
  }
  if (uid === stored) return undefined;
  // storage.NewInvalidObjError, printed by StorageError.Error (ErrCodeInvalidObj = 4), wrapped by
  // InterpretUpdateError into a Conflict.
  const storageError =
    `StorageError: invalid object, Code: 4, Key: ${storageKey(attr)}, ResourceVersion: 0, ` +
    `AdditionalErrorMsg: Precondition failed: UID in precondition: ${uid}, UID in object meta: ${stored}`;
  return deny(
    ctx,
    `GuaranteedUpdate: the request's metadata.uid "${uid}" is not the stored object's "${stored}"`,
    newConflict(attr, storageError),
  );
}

type ParsedVersion = { ok: true; value: bigint } | { ok: false; error: string };

// APIObjectVersioner.ObjectResourceVersion: "" is 0, else strconv.ParseUint(version, 10, 64).
function parseResourceVersion(version: string): ParsedVersion {
  if (version === '') return { ok: true, value: 0n };
  const prefix = `strconv.ParseUint: parsing ${goQuote(version)}: `;
  if (!/^[0-9]+$/.test(version)) return { ok: false, error: prefix + 'invalid syntax' };
  const value = BigInt(version);
  if (value > 0xffffffffffffffffn) return { ok: false, error: prefix + 'value out of range' };
  return { ok: true, value };
}

/**
 * Store.Update's resourceVersion check on the object after mutating admission; on an unconditional
 * update the object takes the stored object's resourceVersion, noted in `notes` for the storage step.
 */
export function checkResourceVersion(
  ctx: ChainContext,
  attr: Attributes,
  notes: string[],
): Status | undefined {
  if (attr.operation !== 'UPDATE' || attr.object === undefined || attr.oldObject === undefined)
    return undefined;
  const requested = metaString(attr.object, 'resourceVersion');
  // A patch applies to the stored object, which carries the stored resourceVersion unless the patch
  // sets or removes it; an object written without one is read as the stored one's.
  if (isPatch(attr) && requested === '') {
    noteNotSimulated(
      ctx,
      'storage',
      "a patch whose object has no metadata.resourceVersion: assumed the patched object kept the stored object's",
      true,
    );
    return undefined;
  }
  // A custom resource's scaleUpdatedObjectInfo copies the Scale's resourceVersion only when set
  // (apiextensions-apiserver pkg/registry/customresource/etcd.go): else the stored one stays. The
  // built-in scale stores copy it always.
  if (!attr.builtin && attr.subresource === 'scale' && requested === '') return undefined;
  const parsed = parseResourceVersion(requested);
  if (!parsed.ok)
    // A plain error out of tryUpdate: InterpretUpdateError passes it on and ErrorToAPIStatus makes it a 500.
    return deny(
      ctx,
      `GuaranteedUpdate: metadata.resourceVersion "${requested}" is not a number`,
      failure(500, undefined, parsed.error),
    );
  const storedText = metaString(attr.oldObject, 'resourceVersion');
  const stored = parseResourceVersion(storedText);
  if (parsed.value === 0n) {
    const allow = allowUnconditionalUpdate(attr.resource, attr.builtin);
    if (allow === undefined) {
      noteNotSimulated(
        ctx,
        'storage',
        `an update without metadata.resourceVersion: whether ${groupResourceString(attr.resource)} allows an unconditional update (AllowUnconditionalUpdate) is not modelled; let it through`,
      );
      return undefined;
    }
    if (allow) {
      // Versioner().UpdateObject(obj, res.ResourceVersion): the stored object's version.
      if (stored.ok && stored.value !== 0n) {
        attr.object = {
          ...attr.object,
          metadata: { ...metadataOf(attr.object), resourceVersion: storedText },
        };
        notes.push(
          `no metadata.resourceVersion: an unconditional update (AllowUnconditionalUpdate), with the stored object's "${storedText}"`,
        );
      }
      return undefined;
    }
    // qualifiedKind is the resource's GroupKind with the plural as the kind (store.go's TODO).
    const status = newInvalid(
      attr.resource.group,
      attr.resource.resource,
      attr.name,
      [invalid('metadata.resourceVersion', goText('0x0', '0'), 'must be specified for an update')],
      ctx.scenario.kubernetesVersion,
    );
    return deny(
      ctx,
      `Store.Update: no metadata.resourceVersion, and ${groupResourceString(attr.resource)} does not allow an unconditional update`,
      status,
    );
  }
  if (!stored.ok || stored.value === 0n) {
    noteNotSimulated(
      ctx,
      'storage',
      `the oldObject has no usable metadata.resourceVersion: assumed the request's "${requested}" is the stored object's`,
      true,
    );
    return undefined;
  }
  if (parsed.value === stored.value) return undefined;
  return deny(
    ctx,
    `Store.Update: metadata.resourceVersion "${requested}" is not the stored object's "${storedText}"`,
    newConflict(attr, optimisticLockErrorMsg),
  );
}

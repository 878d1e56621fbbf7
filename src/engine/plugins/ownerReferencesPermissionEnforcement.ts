// OwnerReferencesPermissionEnforcement: changing an object's ownerReferences needs `delete` on the
// object, and making a reference block its owner's deletion needs `update` on the owner's
// `<resource>/finalizers` (plugin/pkg/admission/gc/gc_admission.go, Validate; the form with the create
// exemption and the finalize-anything shortcut, unchanged through 1.32).

import type { Attributes } from '../admission/attributes.ts';
import { admissionForbidden } from '../admission/forbidden.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';
import {
  emptyAttributes,
  type AuthorizationAttributes,
  type Authorizer,
} from '../authz/authorizer.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { ownerRefToFinalizerChecks } from './gc/ownerReferenceMappings.ts';
import { handlesOperations, type AdmissionPlugin, type PluginAnswer } from './interfaces.ts';
import { objectsAt } from './objectFields.ts';

const ownerRefs = (o: JsonObject | undefined): JsonObject[] =>
  o === undefined ? [] : objectsAt(o, 'metadata', 'ownerReferences');
const blocks = (ref: JsonObject | undefined): boolean => ref?.['blockOwnerDeletion'] === true;

function isChangingOwnerReference(
  newObj: JsonObject | undefined,
  oldObj: JsonObject | undefined,
): boolean {
  if (newObj === undefined) return false;
  const next = ownerRefs(newObj);
  if (oldObj === undefined) return next.length > 0;
  const prev = ownerRefs(oldObj);
  return prev.length !== next.length || prev.some((r, i) => !semanticDeepEqual(r, next[i], true));
}

// Blocking references that are new, or whose blockOwnerDeletion turned true (matched by uid).
function newBlockingOwnerDeletionRefs(
  newObj: JsonObject | undefined,
  oldObj: JsonObject | undefined,
): JsonObject[] {
  const blocking = ownerRefs(newObj).filter(blocks);
  if (blocking.length === 0 || oldObj === undefined) return blocking;
  const oldByUid = new Map<string, JsonObject>();
  for (const r of ownerRefs(oldObj)) oldByUid.set(typeof r['uid'] === 'string' ? r['uid'] : '', r);
  return blocking.filter(
    (r) => !blocks(oldByUid.get(typeof r['uid'] === 'string' ? r['uid'] : '')),
  );
}

// fmt's "%v, %v" of the reason and a possibly nil error.
const reasonAndError = (d: { reason: string; error?: string }): string =>
  `${d.reason}, ${d.error !== undefined && d.error !== '' ? d.error : '<nil>'}`;

function deny(attr: Attributes, message: string): PluginAnswer {
  const status = admissionForbidden(attr, message);
  return { status, reason: status.message };
}

const finalizeAnything = (attr: Attributes): AuthorizationAttributes => ({
  ...emptyAttributes(attr.userInfo),
  verb: 'update',
  apiGroup: '*',
  apiVersion: '*',
  resource: '*',
  subresource: 'finalizers',
  name: '*',
  resourceRequest: true,
});

function checkBlockOwnerDeletion(
  attr: Attributes,
  authorizer: Authorizer,
  objects: readonly JsonObject[],
): PluginAnswer {
  const refs = newBlockingOwnerDeletionRefs(attr.object, attr.oldObject);
  if (refs.length === 0)
    return { reason: 'may delete the object; no reference newly blocks owner deletion' };
  // One check for "may finalize anything" spares a REST mapping per owner.
  if (authorizer.authorize(finalizeAnything(attr)).decision === 'Allow')
    return { reason: 'may update */finalizers: blockOwnerDeletion allowed' };
  for (const ref of refs) {
    const checks = ownerRefToFinalizerChecks(ref, attr, objects);
    if (!checks.ok) {
      return deny(
        attr,
        `cannot set blockOwnerDeletion in this case because cannot find RESTMapping for APIVersion ${String(ref['apiVersion'] ?? '')} Kind ${String(ref['kind'] ?? '')}: ${checks.error}`,
      );
    }
    for (const record of checks.records) {
      const d = authorizer.authorize(record);
      if (d.decision !== 'Allow') {
        return deny(
          attr,
          `cannot set blockOwnerDeletion if an ownerReference refers to a resource you can't set finalizers on: ${reasonAndError(d)}`,
        );
      }
    }
  }
  return { reason: `may update the finalizers of every owner it blocks (${refs.length})` };
}

/** The OwnerReferencesPermissionEnforcement plugin: Validate, for CREATE and UPDATE. */
export const ownerReferencesPermissionEnforcementPlugin: AdmissionPlugin = {
  name: 'OwnerReferencesPermissionEnforcement',
  handles: handlesOperations('CREATE', 'UPDATE'),
  validate({ attr, authorizer, cluster }) {
    // pods/status is exempt: old kubelets corrupt it, and the status strategy keeps ownerReferences anyway.
    if (
      attr.resource.group === '' &&
      attr.resource.resource === 'pods' &&
      attr.subresource === 'status'
    )
      return undefined;
    if (!isChangingOwnerReference(attr.object, attr.oldObject))
      return { reason: 'ownerReferences unchanged' };
    // Whoever creates an object could have not created it, so only updates need delete permission.
    if (attr.operation !== 'CREATE') {
      const d = authorizer.authorize({
        ...emptyAttributes(attr.userInfo),
        verb: 'delete',
        namespace: attr.namespace,
        apiGroup: attr.resource.group,
        apiVersion: attr.resource.version,
        resource: attr.resource.resource,
        subresource: attr.subresource,
        name: attr.name,
        resourceRequest: true,
      });
      if (d.decision !== 'Allow')
        return deny(
          attr,
          `cannot set an ownerRef on a resource you can't delete: ${reasonAndError(d)}`,
        );
    }
    return checkBlockOwnerDeletion(attr, authorizer, cluster.objects);
  },
};

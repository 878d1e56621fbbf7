// Tests for OwnerReferencesPermissionEnforcement, after plugin/pkg/admission/gc/gc_admission_test.go
// (TestGCAdmission: creators may set ownerRefs, updaters need delete; TestBlockOwnerDeletionAdmission:
// newly blocking references need update on the owner's finalizers).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { crd, gvr } from '../testing/builders.ts';
import { grant } from './certificates/testRbac.ts';
import { ownerReferencesPermissionEnforcementPlugin as plugin } from './ownerReferencesPermissionEnforcement.ts';
import { pluginRequest, pod } from './testing.ts';

const rc = (blockOwnerDeletion?: boolean, uid = 'rc-uid'): JsonObject => ({
  apiVersion: 'v1',
  kind: 'ReplicationController',
  name: 'rc',
  uid,
  ...(blockOwnerDeletion !== undefined ? { blockOwnerDeletion } : {}),
});
const owned = (...ownerReferences: JsonObject[]): JsonObject =>
  pod({ containers: [] }, ownerReferences.length > 0 ? { ownerReferences } : {});
const user = { username: 'bob', groups: ['system:authenticated'], extra: {} };
const validate = (
  object: JsonObject,
  oldObject?: JsonObject,
  objects: JsonObject[] = [],
  extra: JsonObject = {},
) =>
  plugin.validate?.(
    pluginRequest({
      attr: {
        operation: oldObject ? 'UPDATE' : 'CREATE',
        object,
        oldObject,
        userInfo: user,
        ...extra,
      },
      objects,
    }),
  );
const rule = (resources: string[], verbs: string[], apiGroups = ['']): JsonObject => ({
  apiGroups,
  resources,
  verbs,
});
const deletePods = grant('bob', rule(['pods'], ['delete']), 'deleter');
const finalizeRcs = grant(
  'bob',
  rule(['replicationcontrollers/finalizers'], ['update']),
  'rc-finalizer',
);
const forbiddenPrefix = 'pods "p" is forbidden: ';

describe('OwnerReferencesPermissionEnforcement: ownerReferences', () => {
  it.each([
    ['a create setting ownerReferences, even without delete', owned(rc()), undefined, []],
    ['an update leaving ownerReferences as they are', owned(rc()), owned(rc()), []],
    ['an update changing them, with delete on the pod', owned(rc()), owned(), deletePods],
  ])('allows %s', (_, object, old, objects) => {
    expect(validate(object, old, objects)?.status).toBeUndefined();
  });

  it.each([
    ['adding', owned(rc()), owned()],
    ['removing', owned(), owned(rc())],
    ['changing', owned({ ...rc(), name: 'other' }), owned(rc())],
  ])('refuses %s an ownerReference without delete permission', (_, object, old) => {
    expect(validate(object, old)?.status).toMatchObject({
      code: 403,
      message: `${forbiddenPrefix}cannot set an ownerRef on a resource you can't delete: , <nil>`,
    });
  });

  it('quotes the authorizer reason in the refusal', () => {
    const dangling: JsonObject = {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRoleBinding',
      metadata: { name: 'dangling' },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'missing' },
      subjects: [{ kind: 'User', name: 'bob' }],
    };
    expect(validate(owned(rc()), owned(), [dangling])?.status?.message).toBe(
      `${forbiddenPrefix}cannot set an ownerRef on a resource you can't delete: RBAC: clusterrole.rbac.authorization.k8s.io "missing" not found, <nil>`,
    );
  });

  it('skips pods/status and handles CREATE and UPDATE only', () => {
    expect(validate(owned(rc()), owned(), [], { subresource: 'status' })).toBeUndefined();
    expect(plugin.handles('DELETE')).toBe(false);
  });
});

describe('OwnerReferencesPermissionEnforcement: blockOwnerDeletion', () => {
  const cantFinalize = `${forbiddenPrefix}cannot set blockOwnerDeletion if an ownerReference refers to a resource you can't set finalizers on: , <nil>`;

  it.each([
    ['a new blocking reference', owned(rc(true)), undefined],
    ['turning blockOwnerDeletion from false to true', owned(rc(true)), owned(rc(false))],
    ['a blocking reference with a new uid', owned(rc(true, 'other')), owned(rc(true))],
  ])('refuses %s without update on the owner finalizers', (_, object, old) => {
    expect(validate(object, old, deletePods)?.status?.message).toBe(cantFinalize);
  });

  it.each([
    ['update on replicationcontrollers/finalizers', finalizeRcs],
    [
      'update on */finalizers in every group',
      grant('bob', rule(['*/finalizers'], ['update'], ['*']), 'all'),
    ],
  ])('allows a new blocking reference with %s', (_, objects) => {
    expect(validate(owned(rc(true)), undefined, objects)?.status).toBeUndefined();
  });

  it('needs nothing for a reference that was already blocking', () => {
    expect(
      validate(owned(rc(true), { ...rc(), name: 'x', uid: 'x' }), owned(rc(true)), deletePods)
        ?.status,
    ).toBeUndefined();
  });

  it('checks a cluster-scoped owner without a namespace', () => {
    const node = { apiVersion: 'v1', kind: 'Node', name: 'n1', uid: 'n', blockOwnerDeletion: true };
    expect(
      validate(
        owned(node),
        undefined,
        grant('bob', rule(['nodes/finalizers'], ['update']), 'nodes'),
      )?.status,
    ).toBeUndefined();
  });

  it('maps custom resource owners through their CustomResourceDefinition', () => {
    const def = crd('example.com', 'widgets', 'Widget', 'Namespaced', [
      { name: 'v1', served: true, storage: true },
    ]);
    const widget = {
      apiVersion: 'example.com/v1',
      kind: 'Widget',
      name: 'w',
      uid: 'w',
      blockOwnerDeletion: true,
    };
    const objects = [
      def,
      ...grant('bob', rule(['widgets/finalizers'], ['update'], ['example.com']), 'widgets'),
    ];
    expect(validate(owned(widget), undefined, objects)?.status).toBeUndefined();
    expect(validate(owned(widget), undefined, [def])?.status?.message).toBe(cantFinalize);
  });

  it.each([
    [
      'an unknown kind',
      { apiVersion: 'example.com/v1', kind: 'Foo' },
      'no matches for kind "Foo" in version "example.com/v1"',
    ],
    [
      'a version the server does not serve',
      { apiVersion: 'apps/v1beta1', kind: 'Deployment' },
      'no matches for kind "Deployment" in version "apps/v1beta1"',
    ],
    [
      'a malformed apiVersion',
      { apiVersion: 'a/b/c', kind: 'Foo' },
      'unexpected GroupVersion string: a/b/c',
    ],
  ])('refuses a blocking reference to %s', (_, ref, error) => {
    const owner = { ...ref, name: 'x', uid: 'x', blockOwnerDeletion: true };
    expect(validate(owned(owner))?.status?.message).toBe(
      `${forbiddenPrefix}cannot set blockOwnerDeletion in this case because cannot find RESTMapping for APIVersion ${ref.apiVersion} Kind ${ref.kind}: ${error}`,
    );
  });

  it('lets system:masters do anything', () => {
    const attr = {
      operation: 'UPDATE' as const,
      resource: gvr('', 'v1', 'pods'),
      object: owned(rc(true)),
      oldObject: owned(),
      userInfo: { username: 'admin', groups: ['system:masters'], extra: {} },
    };
    expect(plugin.validate?.(pluginRequest({ attr }))?.status).toBeUndefined();
  });
});

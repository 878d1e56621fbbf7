import { describe, expect, it } from 'vitest';
import type { Attributes } from '../../admission/attributes.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { asObject, attrs, gvk, gvr } from '../../testing/builders.ts';
import {
  createAdmissionReview,
  reviewVersionFor,
  type Invocation,
  type ReviewVersion,
} from './admissionReview.ts';

// The "v1" / "v1beta1" cases of request/admissionreview_test.go (TestCreateAdmissionObjects): an
// apps/v1 Deployment UPDATE sent to a webhook that matched extensions/v1beta1 through Equivalent.
const deployment = (resourceVersion: string): JsonObject => ({
  apiVersion: 'extensions/v1beta1',
  kind: 'Deployment',
  metadata: { name: 'myname', namespace: 'myns', resourceVersion },
});
const update = attrs({
  operation: 'UPDATE',
  kind: gvk('apps', 'v1', 'Deployment'),
  resource: gvr('apps', 'v1', 'deployments'),
  namespace: 'myns',
  name: 'myname',
  object: deployment('2'),
  oldObject: deployment('1'),
  options: { kind: 'UpdateOptions', apiVersion: 'meta.k8s.io/v1', fieldManager: 'foo' },
  userInfo: {
    username: 'myuser',
    uid: 'myuid',
    groups: ['mygroup'],
    extra: { extrakey: ['value1', 'value2'] },
  },
});
const extensions: Invocation = {
  resource: gvr('extensions', 'v1beta1', 'deployments'),
  subresource: '',
  kind: gvk('extensions', 'v1beta1', 'Deployment'),
};
const review = (
  attr: Attributes,
  version: ReviewVersion = 'v1',
  invocation: Invocation = {
    resource: attr.resource,
    subresource: attr.subresource,
    kind: attr.kind,
  },
) => createAdmissionReview('uid-1', version, attr, invocation, attr.object, attr.oldObject);
const requestOf = (r: JsonObject): JsonObject => asObject(r['request']);

describe('createAdmissionReview', () => {
  it.each<[ReviewVersion, string]>([
    ['v1', 'admission.k8s.io/v1'],
    ['v1beta1', 'admission.k8s.io/v1beta1'],
  ])('wraps a %s request as kind, apiVersion, request', (version, apiVersion) => {
    const r = review(update, version, extensions);
    expect(Object.keys(r)).toEqual(['kind', 'apiVersion', 'request']);
    expect(r['kind']).toBe('AdmissionReview');
    expect(r['apiVersion']).toBe(apiVersion);
  });

  it('fills the request like the upstream v1 case: matched kind/resource, original requestKind/requestResource', () => {
    const req = requestOf(review(update, 'v1', extensions));
    expect(req['uid']).toBe('uid-1');
    expect(req['kind']).toEqual({ group: 'extensions', version: 'v1beta1', kind: 'Deployment' });
    expect(req['resource']).toEqual({
      group: 'extensions',
      version: 'v1beta1',
      resource: 'deployments',
    });
    expect(req['requestKind']).toEqual({ group: 'apps', version: 'v1', kind: 'Deployment' });
    expect(req['requestResource']).toEqual({
      group: 'apps',
      version: 'v1',
      resource: 'deployments',
    });
    expect([req['name'], req['namespace'], req['operation'], req['dryRun']]).toEqual([
      'myname',
      'myns',
      'UPDATE',
      false,
    ]);
    expect(req['userInfo']).toEqual({
      username: 'myuser',
      uid: 'myuid',
      groups: ['mygroup'],
      extra: { extrakey: ['value1', 'value2'] },
    });
    expect(asObject(asObject(req['object'])['metadata'])['resourceVersion']).toBe('2');
    expect(asObject(asObject(req['oldObject'])['metadata'])['resourceVersion']).toBe('1');
    expect(req['options']).toEqual({
      kind: 'UpdateOptions',
      apiVersion: 'meta.k8s.io/v1',
      fieldManager: 'foo',
    });
  });

  it.each<[string, Attributes, string[]]>([
    [
      'every field present',
      update,
      [
        'uid',
        'kind',
        'resource',
        'requestKind',
        'requestResource',
        'name',
        'namespace',
        'operation',
        'userInfo',
        'object',
        'oldObject',
        'dryRun',
        'options',
      ],
    ],
    [
      'a subresource request',
      attrs({ subresource: 'status' }),
      [
        'uid',
        'kind',
        'resource',
        'subResource',
        'requestKind',
        'requestResource',
        'requestSubResource',
        'name',
        'namespace',
        'operation',
        'userInfo',
        'object',
        'oldObject',
        'dryRun',
        'options',
      ],
    ],
    [
      'a generateName CREATE omits name',
      attrs({ name: '' }),
      [
        'uid',
        'kind',
        'resource',
        'requestKind',
        'requestResource',
        'namespace',
        'operation',
        'userInfo',
        'object',
        'oldObject',
        'dryRun',
        'options',
      ],
    ],
    [
      'a cluster-scoped request omits namespace',
      attrs({ namespace: '' }),
      [
        'uid',
        'kind',
        'resource',
        'requestKind',
        'requestResource',
        'name',
        'operation',
        'userInfo',
        'object',
        'oldObject',
        'dryRun',
        'options',
      ],
    ],
  ])('orders request fields as AdmissionRequest encodes them: %s', (_name, attr, keys) => {
    expect(Object.keys(requestOf(review(attr)))).toEqual(keys);
  });

  it.each<[string, Attributes['userInfo'], JsonObject]>([
    ['an anonymous user with nothing', { username: '', groups: [], extra: {} }, {}],
    ['a username only', { username: 'bob', groups: [], extra: {} }, { username: 'bob' }],
    [
      'an empty uid is omitted',
      { username: 'bob', uid: '', groups: ['g'], extra: {} },
      { username: 'bob', groups: ['g'] },
    ],
    [
      'every field, in order',
      { username: 'bob', uid: 'u', groups: ['g'], extra: { k: ['v'] } },
      { username: 'bob', uid: 'u', groups: ['g'], extra: { k: ['v'] } },
    ],
  ])('omits empty userInfo fields: %s', (_name, userInfo, expected) => {
    const u = asObject(requestOf(review(attrs({ userInfo })))['userInfo']);
    expect(u).toEqual(expected);
    expect(Object.keys(u)).toEqual(Object.keys(expected));
  });

  // UserInfo.Extra is a Go map, which encoding/json writes with sorted keys.
  it('writes userInfo.extra keys sorted, as Go encodes a map', () => {
    const u = asObject(
      requestOf(
        review(
          attrs({
            userInfo: { username: 'bob', groups: [], extra: { zeta: ['1'], alpha: ['2'] } },
          }),
        ),
      )['userInfo'],
    );
    expect(Object.keys(asObject(u['extra']))).toEqual(['alpha', 'zeta']);
  });

  it.each<[string, Attributes, JsonObject]>([
    [
      'a DELETE carries a null object and the old one',
      attrs({
        operation: 'DELETE',
        object: undefined,
        oldObject: { kind: 'Pod' },
        options: { kind: 'DeleteOptions' },
      }),
      { object: null, oldObject: { kind: 'Pod' } },
    ],
    ['a CREATE carries a null oldObject', attrs(), { oldObject: null }],
    [
      'a CONNECT carries null options',
      attrs({ operation: 'CONNECT', options: null }),
      { options: null },
    ],
    ['a dry run says so', attrs({ dryRun: true }), { dryRun: true }],
  ])('writes absent values as JSON null and dryRun always: %s', (_name, attr, expected) => {
    expect(requestOf(review(attr))).toMatchObject(expected);
  });

  it('copies the options and userInfo so later changes do not leak into the sent review', () => {
    const attr = attrs();
    const req = requestOf(review(attr));
    asObject(req['options'])['dryRun'] = ['All'];
    (asObject(req['userInfo'])['groups'] as string[]).push('x');
    expect(attr.options).toEqual({ kind: 'CreateOptions', apiVersion: 'meta.k8s.io/v1' });
    expect(attr.userInfo.groups).toEqual(['system:authenticated']);
  });
});

describe('reviewVersionFor', () => {
  it.each<[string, string[], ReviewVersion | undefined]>([
    ['no supported versions', [], undefined],
    ['no known supported versions', ['vX'], undefined],
    ['v1 first', ['v1', 'v1beta1'], 'v1'],
    ['v1beta1 first', ['v1beta1', 'v1'], 'v1beta1'],
    ['the first known after unknown ones', ['vX', 'v1beta1'], 'v1beta1'],
  ])('%s', (_name, versions, expected) => {
    expect(reviewVersionFor(versions)).toBe(expected);
  });
});

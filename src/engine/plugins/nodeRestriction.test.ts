// Tests for NodeRestriction's identity check and pod rules, after
// plugin/pkg/admission/noderestriction/admission_test.go (Test_nodePlugin_Admit: mirror pods, pod
// delete, pod status, eviction, unexpected subresources).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { gvk } from '../testing/builders.ts';
import { nodeRestrictionPlugin as plugin } from './nodeRestriction.ts';
import { admitAsNode, boundPod, kubeletN1, nodeN1, on } from './nodeRestriction/testing.ts';

const pods = on('', 'v1', 'pods', 'Pod');
const evict = { ...on('', 'v1', 'pods', 'Pod', 'eviction'), kind: gvk('policy', 'v1', 'Eviction') };
const mirrorOwner = { apiVersion: 'v1', kind: 'Node', name: 'n1', uid: 'n1-uid', controller: true };
const mirror = (spec: JsonObject = {}, metadata: JsonObject = {}): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: {
    name: 'mirror',
    namespace: 'ns',
    annotations: { 'kubernetes.io/config.mirror': 'x' },
    ownerReferences: [mirrorOwner],
    ...metadata,
  },
  spec: { nodeName: 'n1', containers: [{ name: 'c', image: 'i' }], ...spec },
});
const create = (object: JsonObject, objects?: JsonObject[]) =>
  admitAsNode({ ...pods, name: 'mirror', object }, objects);
const forbidden = (name: string, message: string) => `pods "${name}" is forbidden: ${message}`;

describe('NodeRestriction: who is a node', () => {
  it.each([
    [
      'a user that is not a node',
      { username: 'alice', groups: ['system:authenticated'], extra: {} },
    ],
    [
      'a node name without the system:nodes group',
      { username: 'system:node:n1', groups: [], extra: {} },
    ],
  ])('ignores %s', (_, userInfo) => {
    expect(admitAsNode({ ...pods, operation: 'DELETE', userInfo })).toBeUndefined();
  });

  it('refuses a node user with an empty node name', () => {
    const userInfo = { ...kubeletN1, username: 'system:node:' };
    expect(admitAsNode({ ...pods, userInfo })?.status?.message).toBe(
      forbidden('p', 'could not determine node from user "system:node:"'),
    );
  });

  it('handles CREATE, UPDATE and DELETE', () => {
    expect(plugin.handles('CONNECT')).toBe(false);
    expect(plugin.handles('DELETE')).toBe(true);
  });
});

describe('NodeRestriction: mirror pods', () => {
  it('allows a mirror pod bound to the node and owned by it', () => {
    expect(create(mirror())?.status).toBeUndefined();
  });

  it.each([
    [
      'no mirror annotation',
      mirror({}, { annotations: {} }),
      'pod does not have "kubernetes.io/config.mirror" annotation, node "n1" can only create mirror pods',
    ],
    [
      'another node',
      mirror({ nodeName: 'n2' }),
      'node "n1" can only create pods with spec.nodeName set to itself',
    ],
    [
      'two owners',
      mirror({}, { ownerReferences: [mirrorOwner, mirrorOwner] }),
      'node "n1" can only create pods with a single owner reference set to itself',
    ],
    [
      'no owner',
      mirror({}, { ownerReferences: [] }),
      'node "n1" can only create pods with an owner reference set to itself',
    ],
    [
      'another owner',
      mirror({}, { ownerReferences: [{ ...mirrorOwner, name: 'n2' }] }),
      'node "n1" can only create pods with an owner reference set to itself',
    ],
    [
      'a non-controller owner',
      mirror({}, { ownerReferences: [{ ...mirrorOwner, controller: false }] }),
      'node "n1" can only create pods with a controller owner reference set to itself',
    ],
    [
      'blockOwnerDeletion',
      mirror({}, { ownerReferences: [{ ...mirrorOwner, blockOwnerDeletion: true }] }),
      'node "n1" must not set blockOwnerDeletion on an owner reference',
    ],
    [
      'a wrong node uid',
      mirror({}, { ownerReferences: [{ ...mirrorOwner, uid: 'bad' }] }),
      'node n1 UID mismatch: expected bad got n1-uid',
    ],
    [
      'a service account',
      mirror({ serviceAccountName: 'default' }),
      'node "n1" can not create pods that reference a service account',
    ],
    [
      'an image pull secret',
      mirror({ imagePullSecrets: [{ name: 's' }] }),
      'node "n1" can not create pods that reference secrets',
    ],
    [
      'a secret env var in an init container',
      mirror({
        initContainers: [
          { name: 'i', env: [{ name: 'E', valueFrom: { secretKeyRef: { name: 's', key: 'k' } } }] },
        ],
      }),
      'node "n1" can not create pods that reference secrets',
    ],
    [
      'a projected secret',
      mirror({ volumes: [{ name: 'v', projected: { sources: [{ secret: { name: 's' } }] } }] }),
      'node "n1" can not create pods that reference secrets',
    ],
    [
      'a CSI volume secret',
      mirror({
        volumes: [{ name: 'v', csi: { driver: 'd', nodePublishSecretRef: { name: 's' } } }],
      }),
      'node "n1" can not create pods that reference secrets',
    ],
    [
      'a configmap envFrom',
      mirror({ containers: [{ name: 'c', envFrom: [{ configMapRef: { name: 'cm' } }] }] }),
      'node "n1" can not create pods that reference configmaps',
    ],
    [
      'a configmap volume',
      mirror({ volumes: [{ name: 'v', configMap: { name: 'cm' } }] }),
      'node "n1" can not create pods that reference configmaps',
    ],
    [
      'a cluster trust bundle',
      mirror({
        volumes: [
          { name: 'v', projected: { sources: [{ clusterTrustBundle: { name: 'b', path: 'p' } }] } },
        ],
      }),
      'node "n1" can not create pods that reference clustertrustbundles',
    ],
    [
      'a persistent volume claim',
      mirror({ volumes: [{ name: 'v', persistentVolumeClaim: { claimName: 'c' } }] }),
      'node "n1" can not create pods that reference persistentvolumeclaims',
    ],
  ])('refuses a mirror pod with %s', (_, object, message) => {
    expect(create(object)?.status).toMatchObject({
      code: 403,
      message: forbidden('mirror', message),
    });
  });

  it('allows references with empty names, which name nothing', () => {
    expect(
      create(mirror({ imagePullSecrets: [{ name: '' }], volumes: [{ name: 'v', emptyDir: {} }] }))
        ?.status,
    ).toBeUndefined();
  });

  it('answers the node lister NotFound when its own Node does not exist', () => {
    expect(create(mirror(), [])?.status).toMatchObject({
      code: 404,
      message: 'node "n1" not found',
      details: { name: 'n1', kind: 'node' },
    });
  });
});

describe('NodeRestriction: other pod requests', () => {
  const cluster = [nodeN1, boundPod('mine', 'n1'), boundPod('theirs', 'n2')];

  it.each([
    ['deleting its own pod', { ...pods, operation: 'DELETE' as const, name: 'mine' }, undefined],
    [
      "deleting another node's pod",
      { ...pods, operation: 'DELETE' as const, name: 'theirs' },
      forbidden('theirs', 'node "n1" can only delete pods with spec.nodeName set to itself'),
    ],
    [
      'updating a pod',
      { ...pods, operation: 'UPDATE' as const, name: 'mine' },
      forbidden(
        'mine',
        'unexpected operation "UPDATE", node "n1" can only create and delete mirror pods',
      ),
    ],
    [
      'a pod subresource other than status and eviction',
      { ...on('', 'v1', 'pods', 'Pod', 'exec'), name: 'mine' },
      forbidden(
        'mine',
        "unexpected pod subresource \"exec\", only 'status' and 'eviction' are allowed",
      ),
    ],
    ['evicting its own pod', { ...evict, name: 'mine' }, undefined],
    [
      'evicting as an UPDATE',
      { ...evict, operation: 'UPDATE' as const, name: 'mine' },
      forbidden('mine', 'unexpected operation UPDATE'),
    ],
    [
      "evicting another node's pod",
      { ...evict, name: 'theirs' },
      forbidden('theirs', 'node n1 can only evict pods with spec.nodeName set to itself'),
    ],
  ])('%s', (_, attr, message) => {
    expect(
      admitAsNode(
        { object: { apiVersion: 'policy/v1', kind: 'Eviction', metadata: {} }, ...attr },
        cluster,
      )?.status?.message,
    ).toBe(message);
  });

  it('answers the pod lister NotFound for a pod it cannot see', () => {
    expect(
      admitAsNode({ ...pods, operation: 'DELETE', name: 'gone', object: undefined }, cluster)
        ?.status,
    ).toMatchObject({ code: 404, message: 'pod "gone" not found' });
  });

  it('takes the evicted pod name from the Eviction when the request has none', () => {
    const eviction = { apiVersion: 'policy/v1', kind: 'Eviction', metadata: { name: 'theirs' } };
    expect(admitAsNode({ ...evict, name: '', object: eviction }, cluster)?.status?.message).toBe(
      'pods "theirs" is forbidden: node n1 can only evict pods with spec.nodeName set to itself',
    );
  });

  const status = on('', 'v1', 'pods', 'Pod', 'status');
  const withStatus = (pod: JsonObject, patch: JsonObject): JsonObject => ({ ...pod, ...patch });
  it.each([
    [
      'its own pod',
      boundPod('mine', 'n1'),
      withStatus(boundPod('mine', 'n1'), { status: { phase: 'Running' } }),
      undefined,
    ],
    [
      "another node's pod",
      boundPod('theirs', 'n2'),
      boundPod('theirs', 'n2'),
      'node "n1" can only update pod status for pods with spec.nodeName set to itself',
    ],
    [
      'labels through status',
      boundPod('mine', 'n1'),
      withStatus(boundPod('mine', 'n1'), {
        metadata: { name: 'mine', namespace: 'ns', labels: { a: 'b' } },
      }),
      'node "n1" cannot update labels through pod status',
    ],
    [
      'resource claim statuses',
      boundPod('mine', 'n1'),
      withStatus(boundPod('mine', 'n1'), {
        status: { resourceClaimStatuses: [{ name: 'c', resourceClaimName: 'x' }] },
      }),
      'node "n1" cannot update resource claim statues',
    ],
  ])('updating the status of %s', (_, old, object, message) => {
    const name = String((old['metadata'] as JsonObject)['name']);
    const answer = admitAsNode(
      { ...status, operation: 'UPDATE', name, object, oldObject: old },
      cluster,
    );
    expect(answer?.status?.message).toBe(
      message === undefined ? undefined : forbidden(name, message),
    );
  });
});

describe('NodeRestriction: pods the scenario does not list', () => {
  it('reads a deleted pod from oldObject and says so', () => {
    const answer = admitAsNode({
      ...on('', 'v1', 'pods', 'Pod'),
      operation: 'DELETE',
      name: 'old',
      object: undefined,
      oldObject: boundPod('old', 'n2'),
    });
    expect(answer?.status?.message).toBe(
      'pods "old" is forbidden: node "n1" can only delete pods with spec.nodeName set to itself',
    );
    expect(answer?.assumptions?.[0]).toContain('oldObject');
  });
});

// Tests for NodeRestriction's rules on leases, CSINodes, ResourceSlices, service account tokens,
// CSRs and PVC status, after plugin/pkg/admission/noderestriction/admission_test.go
// (Test_nodePlugin_Admit lease/csinode/resourceslice/token/pvc cases, TestAdmitCSR).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { nodeN1Csr, nodeN2Csr } from '../../validation/certificates/testCsrs.ts';
import { gvk } from '../../testing/builders.ts';
import type { PluginAnswer } from '../interfaces.ts';
import { admitAsNode, boundPod, nodeN1, on } from './testing.ts';

// The refusal message, or "checked" when a rule looked at the request and let it pass.
const outcome = (a: PluginAnswer | undefined): string | undefined =>
  a?.status?.message ??
  (a === undefined || a.reason.includes('no restriction applies') ? undefined : 'checked');

const named = (
  apiVersion: string,
  kind: string,
  name: string,
  spec: JsonObject = {},
): JsonObject => ({ apiVersion, kind, metadata: { name }, spec });

describe('NodeRestriction: leases and CSINodes', () => {
  const leases = on('coordination.k8s.io', 'v1', 'leases', 'Lease');
  const lease = (name: string) => named('coordination.k8s.io/v1', 'Lease', name);
  it.each([
    ['its own lease', { namespace: 'kube-node-lease', name: '', object: lease('n1') }, undefined],
    [
      'a lease outside kube-node-lease',
      { namespace: 'default', name: 'n1', object: lease('n1') },
      'leases.coordination.k8s.io "n1" is forbidden: can only access leases in the "kube-node-lease" system namespace',
    ],
    [
      "another node's lease",
      { namespace: 'kube-node-lease', name: 'n2', object: lease('n2') },
      'leases.coordination.k8s.io "n2" is forbidden: can only access node lease with the same name as the requesting node',
    ],
  ])('creating %s', (_, attr, message) => {
    expect(outcome(admitAsNode({ ...leases, ...attr }))).toBe(message ?? 'checked');
  });

  it('checks the request name on update', () => {
    expect(
      admitAsNode({
        ...leases,
        operation: 'UPDATE',
        namespace: 'kube-node-lease',
        name: 'n2',
        object: lease('n1'),
      })?.status?.message,
    ).toBe(
      'leases.coordination.k8s.io "n2" is forbidden: can only access node lease with the same name as the requesting node',
    );
  });

  it('allows only the CSINode named after the node', () => {
    const csinodes = on('storage.k8s.io', 'v1', 'csinodes', 'CSINode');
    expect(
      admitAsNode({
        ...csinodes,
        namespace: '',
        name: 'n1',
        object: named('storage.k8s.io/v1', 'CSINode', 'n1'),
      })?.status,
    ).toBeUndefined();
    expect(
      admitAsNode({ ...csinodes, operation: 'DELETE', namespace: '', name: 'n2' })?.status?.message,
    ).toBe(
      'csinodes.storage.k8s.io "n2" is forbidden: can only access CSINode with the same name as the requesting node',
    );
  });
});

describe('NodeRestriction: ResourceSlices', () => {
  const slices = on('resource.k8s.io', 'v1beta1', 'resourceslices', 'ResourceSlice');
  const slice = (nodeName: string) =>
    named('resource.k8s.io/v1beta1', 'ResourceSlice', 's', {
      nodeName,
      driver: 'd',
      pool: { name: 'p', resourceSliceCount: 1 },
    });
  it.each([
    ['create for itself', 'CREATE', slice('n1'), undefined],
    [
      'create for another node',
      'CREATE',
      slice('n2'),
      'resourceslices.resource.k8s.io "s" is forbidden: can only create ResourceSlice with the same NodeName as the requesting node',
    ],
    [
      "delete of another node's",
      'DELETE',
      slice('n2'),
      'resourceslices.resource.k8s.io "s" is forbidden: can only delete ResourceSlice with the same NodeName as the requesting node',
    ],
  ] as const)('%s', (_, operation, object, message) => {
    const attr = operation === 'CREATE' ? { object } : { object: undefined, oldObject: object };
    expect(outcome(admitAsNode({ ...slices, operation, namespace: '', name: 's', ...attr }))).toBe(
      message ?? 'checked',
    );
  });
});

describe('NodeRestriction: service account tokens', () => {
  const token = {
    ...on('', 'v1', 'serviceaccounts', 'ServiceAccount', 'token'),
    kind: gvk('authentication.k8s.io', 'v1', 'TokenRequest'),
  };
  const request = (boundObjectRef?: JsonObject): JsonObject => ({
    apiVersion: 'authentication.k8s.io/v1',
    kind: 'TokenRequest',
    spec: { audiences: ['a'], ...(boundObjectRef ? { boundObjectRef } : {}) },
  });
  const podRef = (name: string, uid: string) => ({ apiVersion: 'v1', kind: 'Pod', name, uid });
  const cluster = [nodeN1, boundPod('mine', 'n1'), boundPod('theirs', 'n2')];
  const prefix = 'serviceaccounts "default" is forbidden: ';
  it.each([
    ['bound to its own pod', request(podRef('mine', 'mine-uid')), undefined],
    ['not bound to a pod', request(), `${prefix}node requested token not bound to a pod`],
    [
      'bound to a secret',
      request({ apiVersion: 'v1', kind: 'Secret', name: 's', uid: 'u' }),
      `${prefix}node requested token not bound to a pod`,
    ],
    [
      'without a uid',
      request({ apiVersion: 'v1', kind: 'Pod', name: 'mine' }),
      `${prefix}node requested token with a pod binding without a uid`,
    ],
    [
      'with a stale uid',
      request(podRef('mine', 'old')),
      `${prefix}the UID in the bound object reference (old) does not match the UID in record. The object might have been deleted and then recreated`,
    ],
    [
      "bound to another node's pod",
      request(podRef('theirs', 'theirs-uid')),
      `${prefix}node requested token bound to a pod scheduled on a different node`,
    ],
    ['bound to a pod that does not exist', request(podRef('gone', 'u')), 'pod "gone" not found'],
  ])('a token %s', (_, object, message) => {
    expect(outcome(admitAsNode({ ...token, name: 'default', object }, cluster))).toBe(
      message ?? 'checked',
    );
  });
});

describe('NodeRestriction: CertificateSigningRequests', () => {
  const csrs = on(
    'certificates.k8s.io',
    'v1',
    'certificatesigningrequests',
    'CertificateSigningRequest',
  );
  const csr = (signerName: string, request: string) =>
    named('certificates.k8s.io/v1', 'CertificateSigningRequest', 'csr', {
      signerName,
      request,
      usages: ['client auth'],
    });
  const prefix = 'certificatesigningrequests.certificates.k8s.io "csr" is forbidden: ';
  it.each([
    [
      'its own client CSR',
      csr('kubernetes.io/kube-apiserver-client-kubelet', nodeN1Csr),
      {},
      undefined,
    ],
    [
      "another node's serving CSR",
      csr('kubernetes.io/kubelet-serving', nodeN2Csr),
      {},
      `${prefix}can only create a node CSR with CN=system:node:n1`,
    ],
    ['a CSR for another signer', csr('example.com/signer', nodeN2Csr), {}, 'unchecked'],
    [
      'an unparsable kubelet CSR',
      csr('kubernetes.io/kubelet-serving', 'AAAA'),
      {},
      `${prefix}unable to parse csr: PEM block type must be CERTIFICATE REQUEST`,
    ],
    [
      "another node's CSR with the insecure gate on",
      csr('kubernetes.io/kubelet-serving', nodeN2Csr),
      { AllowInsecureKubeletCertificateSigningRequests: true },
      'unchecked',
    ],
  ])('%s', (_, object, gates, message) => {
    expect(
      outcome(admitAsNode({ ...csrs, namespace: '', name: 'csr', object }, [nodeN1], gates)),
    ).toBe(message === 'unchecked' ? undefined : (message ?? 'checked'));
  });
});

describe('NodeRestriction: PersistentVolumeClaims', () => {
  const claim = (status: JsonObject, labels: Record<string, string> = {}): JsonObject => ({
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: 'c', namespace: 'ns', labels, resourceVersion: '1' },
    spec: { volumeName: 'v' },
    status,
  });
  const pvcStatus = on('', 'v1', 'persistentvolumeclaims', 'PersistentVolumeClaim', 'status');
  const update = (object: JsonObject, oldObject: JsonObject, gates: Record<string, boolean> = {}) =>
    admitAsNode(
      { ...pvcStatus, operation: 'UPDATE', name: 'c', object, oldObject },
      [nodeN1],
      gates,
    );

  it('allows capacity, conditions and (by default) allocated resources', () => {
    const next = claim({
      phase: 'Bound',
      capacity: { storage: '2Gi' },
      conditions: [{ type: 'Resizing', status: 'True' }],
      allocatedResources: { storage: '2Gi' },
    });
    expect(
      update(next, claim({ phase: 'Bound', capacity: { storage: '1Gi' } }))?.status,
    ).toBeUndefined();
  });

  it('refuses allocated resources when RecoverVolumeExpansionFailure is off', () => {
    const answer = update(claim({ allocatedResources: { storage: '2Gi' } }), claim({}), {
      RecoverVolumeExpansionFailure: false,
    });
    expect(answer?.status?.message).toMatch(
      /^persistentvolumeclaims "c" is forbidden: node "n1" is not allowed to update fields other than status\.quantity and status\.conditions: /,
    );
  });

  it('refuses a label change and says the diff is approximate', () => {
    const answer = update(claim({}, { a: 'b' }), claim({}));
    expect(answer?.status?.message).toBe(
      'persistentvolumeclaims "c" is forbidden: node "n1" is not allowed to update fields other than status.quantity and status.conditions: metadata.labels',
    );
    expect(answer?.assumptions).toHaveLength(1);
  });

  it('refuses anything but status updates on claims', () => {
    const claims = on('', 'v1', 'persistentvolumeclaims', 'PersistentVolumeClaim');
    expect(
      admitAsNode({
        ...claims,
        operation: 'UPDATE',
        name: 'c',
        object: claim({}),
        oldObject: claim({}),
      })?.status?.message,
    ).toBe('persistentvolumeclaims "c" is forbidden: may only update PVC status');
  });
});

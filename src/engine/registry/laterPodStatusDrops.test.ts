// The pod status fields 1.34-1.37 add, on a pods/status update: unknown to the decoder before their
// version, dropped by the status strategy while their gate is off (unless the stored pod has them),
// kept once it is on.

import { describe, expect, it } from 'vitest';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { decodeTyped } from '../defaulting/index.ts';
import { podStatusStrategy } from './podStrategy.ts';
import { testEnv, updated } from './testing.ts';

const pod = (status: JsonObject): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'p', namespace: 'default' },
  spec: { containers: [{ name: 'c', image: 'nginx' }] },
  status,
});

const statusAfter = (
  version: KubernetesVersion,
  status: JsonObject,
  stored: JsonObject = {},
  featureGates: Record<string, boolean> = {},
) =>
  updated(podStatusStrategy, pod(status), pod(stored), testEnv({ version, featureGates })).object[
    'status'
  ] as JsonObject;

const podKind = { group: '', version: 'v1', kind: 'Pod' };

interface Row {
  gate: string;
  since: KubernetesVersion;
  off: KubernetesVersion;
  on: KubernetesVersion;
  status: JsonObject;
}

const rows: Row[] = [
  {
    gate: 'InPlacePodLevelResourcesVerticalScaling',
    since: '1.35',
    off: '1.35',
    on: '1.36',
    status: { resources: { limits: { cpu: '1' } }, allocatedResources: { cpu: '1' } },
  },
  {
    gate: 'DRAExtendedResource',
    since: '1.34',
    off: '1.35',
    on: '1.36',
    status: { extendedResourceClaimStatus: { requestMappings: [], resourceClaimName: 'c' } },
  },
];

describe.each(rows)('$gate', ({ gate, since, off, on, status }) => {
  const fields = Object.keys(status).toSorted();

  it(`is an unknown field before ${since}`, () => {
    const before: KubernetesVersion = since === '1.35' ? '1.34' : '1.33';
    const decoded = decodeTyped(pod(status), podKind, { version: before });
    expect(decoded.unknownFields.toSorted()).toEqual(fields.map((f) => `status.${f}`));
  });

  it(`is dropped at ${off} with the gate off, unless the stored pod has it`, () => {
    const after = statusAfter(off, structuredClone(status));
    expect(fields.filter((f) => after[f] !== undefined)).toEqual([]);
    const kept = statusAfter(off, structuredClone(status), structuredClone(status));
    expect(fields.filter((f) => kept[f] !== undefined)).toEqual(fields);
  });

  it(`is kept at ${on}, and at ${off} when cluster.featureGates turns it on`, () => {
    const after = statusAfter(on, structuredClone(status));
    expect(fields.filter((f) => after[f] !== undefined)).toEqual(fields);
    const forced = statusAfter(off, structuredClone(status), {}, { [gate]: true });
    expect(fields.filter((f) => forced[f] !== undefined)).toEqual(fields);
  });
});

describe('containerStatuses[].user (SupplementalGroupsPolicy)', () => {
  const user = { linux: { uid: 1000, gid: 1000 } };
  const withUser: JsonObject = {
    containerStatuses: [{ name: 'c', user }],
    initContainerStatuses: [{ name: 'i', user }],
  };
  const storedPod = (securityContext?: JsonObject): JsonObject => ({
    ...pod({}),
    spec: {
      containers: [{ name: 'c', image: 'nginx' }],
      ...(securityContext && { securityContext }),
    },
  });
  const usersAfter = (
    version: KubernetesVersion,
    stored: JsonObject,
    featureGates: Record<string, boolean> = {},
  ) => {
    const status = updated(
      podStatusStrategy,
      pod(withUser),
      stored,
      testEnv({ version, featureGates }),
    ).object['status'] as JsonObject;
    return ['containerStatuses', 'initContainerStatuses'].map(
      (l) => ((status[l] as JsonObject[])[0] as JsonObject)['user'],
    );
  };

  it('is dropped at 1.32, where the gate is alpha and off', () => {
    expect(usersAfter('1.32', storedPod())).toEqual([undefined, undefined]);
  });

  it('is kept at 1.32 when the stored spec sets supplementalGroupsPolicy', () => {
    expect(usersAfter('1.32', storedPod({ supplementalGroupsPolicy: 'Merge' }))).toEqual([
      user,
      user,
    ]);
  });

  it('is kept at 1.32 with the gate turned on, and from 1.33 by default', () => {
    expect(usersAfter('1.32', storedPod(), { SupplementalGroupsPolicy: true })).toEqual([
      user,
      user,
    ]);
    expect(usersAfter('1.33', storedPod())).toEqual([user, user]);
  });

  it('is dropped from 1.33 when the cluster turns the gate off', () => {
    expect(usersAfter('1.37', storedPod(), { SupplementalGroupsPolicy: false })).toEqual([
      undefined,
      undefined,
    ]);
  });
});

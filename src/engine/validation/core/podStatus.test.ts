// Cases after pkg/apis/core/validation/validation_test.go TestValidatePodStatusUpdate and
// TestPodIPsValidation / TestHostIPsValidation (release-1.32).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { validatePodStatusUpdate } from './podStatus.ts';
import { messages, validPod } from './testing.ts';

const pod = (status: JsonObject, spec: JsonObject = {}): JsonObject => {
  const p = validPod();
  return {
    ...p,
    metadata: { name: 'web', namespace: 'default', resourceVersion: '1' },
    spec: { ...(p['spec'] as JsonObject), ...spec },
    status,
  };
};
const check = (now: JsonObject, old: JsonObject, notes: string[] = []): string[] =>
  messages(validatePodStatusUpdate(now, old, (d) => notes.push(d)));

describe('validatePodStatusUpdate', () => {
  it('accepts a status the kubelet writes', () => {
    const status = {
      phase: 'Running',
      qosClass: 'BestEffort',
      podIP: '10.0.0.1',
      podIPs: [{ ip: '10.0.0.1' }, { ip: 'fd00::1' }],
      hostIP: '192.168.0.1',
      hostIPs: [{ ip: '192.168.0.1' }],
      conditions: [
        { type: 'Ready', status: 'True' },
        { type: 'example.com/gate', status: 'True' },
      ],
    };
    expect(check(pod(status), pod({ qosClass: 'BestEffort' }))).toEqual([]);
  });

  it.each([
    [
      'a changed node name',
      pod({}, { nodeName: 'node-2' }),
      pod({}, { nodeName: 'node-1' }),
      ['status.nodeName: Forbidden: may not be changed directly'],
    ],
    [
      'a nominated node name that is no DNS subdomain',
      pod({ nominatedNodeName: 'Node_1' }),
      pod({}),
      [
        "status.nominatedNodeName: Invalid value: \"Node_1\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
      ],
    ],
    [
      'a changed qosClass',
      pod({ qosClass: 'Guaranteed' }),
      pod({ qosClass: 'BestEffort' }),
      ['status.qosClass: Invalid value: "Guaranteed": field is immutable'],
    ],
    [
      "a condition type that is no qualified name, on upstream's metadata path",
      pod({ conditions: [{ type: 'bad type!', status: 'True' }] }),
      pod({}),
      [
        "metadata.conditions[0].Type: Invalid value: \"bad type!\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
      ],
    ],
  ])('refuses %s', (_name, now, old, want) => {
    expect(check(now, old)).toEqual(want);
  });

  const terminated = { name: 'app', state: { terminated: { exitCode: 0 } } };
  const running = { name: 'app', state: { running: {} } };
  it.each([
    [
      'Never',
      0,
      [
        'status.containerStatuses[0].state: Forbidden: may not be transitioned to non-terminated state',
      ],
    ],
    [
      'OnFailure',
      0,
      [
        'status.containerStatuses[0].state: Forbidden: may not be transitioned to non-terminated state',
      ],
    ],
    ['OnFailure', 1, []],
    ['Always', 0, []],
  ])(
    'with restartPolicy %s and exit code %i, a terminated container coming back gives %j',
    (policy, code, want) => {
      const stored = pod(
        { containerStatuses: [{ ...terminated, state: { terminated: { exitCode: code } } }] },
        { restartPolicy: policy },
      );
      expect(
        check(pod({ containerStatuses: [running] }, { restartPolicy: policy }), stored),
      ).toEqual(want);
    },
  );

  it('lets a restartable init container (a sidecar) leave the terminated state, and no ephemeral container', () => {
    const spec = {
      restartPolicy: 'Never',
      initContainers: [{ name: 'sidecar', image: 'envoy', restartPolicy: 'Always' }],
    };
    const stored = pod(
      {
        initContainerStatuses: [{ ...terminated, name: 'sidecar' }],
        ephemeralContainerStatuses: [{ ...terminated, name: 'debug' }],
      },
      spec,
    );
    const now = pod(
      {
        initContainerStatuses: [{ ...running, name: 'sidecar' }],
        ephemeralContainerStatuses: [{ ...running, name: 'debug' }],
      },
      spec,
    );
    expect(check(now, stored)).toEqual([
      'status.ephemeralContainerStatuses[0].state: Forbidden: may not be transitioned to non-terminated state',
    ]);
  });

  it.each([
    [
      'a bad pod IP',
      { podIPs: [{ ip: '10.0.0' }] },
      [
        'status.podIPs[0]: Invalid value: "10.0.0": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)',
      ],
    ],
    [
      'two IPs of one family and a duplicate',
      { podIPs: [{ ip: '10.0.0.1' }, { ip: '10.0.0.1' }] },
      [
        'status.podIPs: Invalid value: []core.PodIP{core.PodIP{IP:"10.0.0.1"}, core.PodIP{IP:"10.0.0.1"}}: may specify no more than one IP for each IP family',
        'status.podIPs[1]: Duplicate value: core.PodIP{IP:"10.0.0.1"}',
      ],
    ],
    [
      // Conversion from v1 puts podIP first: 10.0.0.1 and fd00::2, one of each family.
      'a podIP that replaces podIPs[0], as conversion does',
      { podIP: '10.0.0.1', podIPs: [{ ip: 'fd00::1' }, { ip: 'fd00::2' }] },
      [],
    ],
    [
      'hostIPs[0] that is not hostIP',
      { hostIP: '192.168.0.1', hostIPs: [{ ip: '192.168.0.2' }] },
      ['status.hostIPs[0].ip: Invalid value: "192.168.0.2": must be equal to `hostIP`'],
    ],
  ])('checks the addresses: %s', (_name, status, want) => {
    expect(check(pod(status), pod({}))).toEqual(want);
  });

  it('records the checks it does not port', () => {
    const notes: string[] = [];
    check(
      pod({ containerStatuses: [{ name: 'app', user: { linux: { uid: 0, gid: 0 } } }] }),
      pod({}),
      notes,
    );
    expect(notes).toEqual([
      'field validation of status.containerStatuses[].user (validateContainerStatusUsers)',
    ]);
  });
});

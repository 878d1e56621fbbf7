import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from './testing.ts';
import { validateNode, validateNodeUpdate } from './node.ts';

const node = (spec: JsonObject, status: JsonObject = {}): JsonObject => ({
  metadata: { name: 'node-1', resourceVersion: '1' },
  spec,
  status,
});

// Rows follow pkg/apis/core/validation/validation_test.go TestValidateNode and TestValidateNodeUpdate.
describe('validateNode', () => {
  it.each<[string, JsonObject, JsonObject, string[]]>([
    [
      'a valid node',
      {
        podCIDRs: ['10.244.1.0/24', 'fd00:10:244:1::/64'],
        taints: [{ key: 'a', effect: 'NoSchedule' }],
      },
      { capacity: { cpu: '4', memory: '16Gi', pods: '110' } },
      [],
    ],
    [
      'taints reported under metadata, as upstream does',
      {
        taints: [
          { key: 'dedicated', value: 'gpu', effect: 'NoSchedule' },
          { key: 'dedicated', value: 'other', effect: 'NoSchedule' },
          { key: 'bad key', effect: 'Evict' },
        ],
      },
      {},
      [
        'metadata.taints[1]: Duplicate value: core.Taint{Key:"dedicated", Value:"other", Effect:"NoSchedule", TimeAdded:<nil>}: taints must be unique by key and effect pair',
        "metadata.taints[2].key: Invalid value: \"bad key\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
        'metadata.taints[2].effect: Unsupported value: "Evict": supported values: "NoSchedule", "PreferNoSchedule", "NoExecute"',
      ],
    ],
    [
      'a negative capacity, on a child path',
      {},
      { capacity: { memory: '-1Gi' } },
      ['status.capacity.memory: Invalid value: "-1Gi": must be greater than or equal to 0'],
    ],
    [
      'two podCIDRs of one family',
      { podCIDRs: ['10.244.1.0/24', '10.244.2.0/24'] },
      {},
      [
        'spec.podCIDRs: Invalid value: []string{"10.244.1.0/24", "10.244.2.0/24"}: may specify no more than one CIDR for each IP family',
      ],
    ],
    [
      'a podCIDR that does not parse',
      { podCIDRs: ['10.244.1.0'] },
      {},
      [
        'spec.podCIDRs[0]: Invalid value: "10.244.1.0": must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)',
      ],
    ],
  ])('%s', (_name, spec, status, want) => {
    expect(messages(validateNode(node(spec, status), () => undefined))).toEqual(want);
  });
});

describe('validateNodeUpdate', () => {
  it('keeps podCIDRs, providerID and externalID once set', () => {
    const old = node({ podCIDRs: ['10.244.1.0/24'], providerID: 'aws:///i-1', externalID: 'x' });
    const now = node({ podCIDRs: ['10.244.9.0/24'], providerID: 'aws:///i-2' });
    expect(messages(validateNodeUpdate(now, old, () => undefined))).toEqual([
      'spec.podCIDRs: Forbidden: node updates may not change podCIDR except from "" to valid',
      'spec.providerID: Forbidden: node updates may not change providerID except from "" to valid',
      'spec.externalID: Forbidden: may not be updated',
    ]);
  });

  it('lets the controller manager set a first podCIDR, and refuses duplicate addresses', () => {
    const old = node({});
    const address = { type: 'InternalIP', address: '10.0.0.1' };
    const now = node({ podCIDRs: ['10.244.1.0/24'] }, { addresses: [address, address] });
    expect(messages(validateNodeUpdate(now, old, () => undefined))).toEqual([
      'status.addresses[1]: Duplicate value: core.NodeAddress{Type:"InternalIP", Address:"10.0.0.1"}',
    ]);
  });

  it('checks the deprecated configSource', () => {
    const now = node({ configSource: { configMap: { name: 'kubelet', uid: 'u' } } });
    expect(messages(validateNodeUpdate(now, node({}), () => undefined))).toEqual([
      'spec.configSource.configMap.uid: Forbidden: uid must not be set in spec',
      'spec.configSource.configMap.namespace: Required value: namespace must be set',
      'spec.configSource.configMap.kubeletConfigKey: Required value: kubeletConfigKey must be set',
    ]);
  });
});

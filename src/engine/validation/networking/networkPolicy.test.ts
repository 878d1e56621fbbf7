import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateNetworkPolicy } from './networkPolicy.ts';

const none = (): void => undefined;

// Rows follow pkg/apis/networking/validation/validation_test.go (TestValidateNetworkPolicy).
describe('validateNetworkPolicy', () => {
  const np = (spec: JsonObject): JsonObject => ({
    metadata: { name: 'n', namespace: 'default' },
    spec: { podSelector: {}, ...spec },
  });
  it.each<[string, JsonObject, string[]]>([
    [
      'a valid policy',
      {
        ingress: [
          {
            from: [{ podSelector: { matchLabels: { app: 'a' } } }],
            ports: [{ protocol: 'TCP', port: 80 }],
          },
        ],
        policyTypes: ['Ingress'],
      },
      [],
    ],
    [
      'three policyTypes, printed as the Go slice',
      { policyTypes: ['Ingress', 'Egress', 'Ingress'] },
      [
        'spec.policyTypes: Invalid value: []networking.PolicyType{"Ingress", "Egress", "Ingress"}: may not specify more than two policyTypes',
      ],
    ],
    [
      'a peer with nothing in it',
      { ingress: [{ from: [{}] }] },
      ['spec.ingress[0].from[0]: Required value: must specify a peer'],
    ],
    [
      'ipBlock with another peer',
      { egress: [{ to: [{ ipBlock: { cidr: '10.0.0.0/8' }, podSelector: {} }] }] },
      ['spec.egress[0].to[0]: Forbidden: may not specify both ipBlock and another peer'],
    ],
    [
      'a bad cidr',
      { egress: [{ to: [{ ipBlock: { cidr: '10.0.0.0' } }] }] },
      [
        'spec.egress[0].to[0].ipBlock.cidr: Invalid value: "10.0.0.0": must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)',
      ],
    ],
    [
      'endPort below port',
      { ingress: [{ ports: [{ protocol: 'TCP', port: 90, endPort: 80 }] }] },
      [
        'spec.ingress[0].ports[0].endPort: Invalid value: 90: must be greater than or equal to `port`',
      ],
    ],
    [
      'an unknown policy type',
      { policyTypes: ['Both'] },
      ['spec.policyTypes[0]: Unsupported value: "Both": supported values: "Ingress", "Egress"'],
    ],
  ])('checks %s', (_name, spec, expected) => {
    expect(messages(validateNetworkPolicy(np(spec), none))).toEqual(expected);
  });
});

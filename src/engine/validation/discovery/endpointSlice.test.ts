import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateEndpointSlice, validateEndpointSliceUpdate } from './endpointSlice.ts';

const slice = (extra: JsonObject): JsonObject => ({
  metadata: { name: 'web-abc12', namespace: 'default' },
  addressType: 'IPv4',
  endpoints: [{ addresses: ['10.1.2.3'], conditions: { ready: true } }],
  ports: [{ name: 'http', port: 80, protocol: 'TCP' }],
  ...extra,
});

// Rows follow pkg/apis/discovery/validation/validation_test.go TestValidateEndpointSlice.
describe('validateEndpointSlice', () => {
  it.each<[string, JsonObject, string[]]>([
    ['a valid slice', {}, []],
    [
      'an unknown address type',
      { addressType: 'IP', endpoints: [] },
      ['addressType: Unsupported value: "IP": supported values: "FQDN", "IPv4", "IPv6"'],
    ],
    [
      'an IPv6 address in an IPv4 slice',
      { endpoints: [{ addresses: ['fd00::1'] }] },
      ['endpoints[0].addresses[0]: Invalid value: "fd00::1": must be a valid IPv4 address'],
    ],
    [
      'an endpoint without addresses, a reserved topology key and a duplicate zone hint',
      {
        endpoints: [
          {
            addresses: [],
            deprecatedTopology: { 'topology.kubernetes.io/zone': 'a' },
            hints: { forZones: [{ name: 'a' }, { name: 'a' }] },
          },
        ],
      },
      [
        'endpoints[0].addresses: Required value: must contain at least 1 address',
        'endpoints[0].deprecatedTopology[topology.kubernetes.io/zone]: Internal error: reserved key was not removed in conversion',
        'endpoints[0].hints.forZones[1].name: Duplicate value: "a"',
      ],
    ],
    [
      'an FQDN with one segment',
      { addressType: 'FQDN', endpoints: [{ addresses: ['web'] }] },
      [
        'endpoints[0].addresses[0]: Invalid value: "web": should be a domain with at least two segments separated by dots',
      ],
    ],
    [
      'two unnamed ports',
      {
        ports: [
          { name: '', port: 80, protocol: 'TCP' },
          { name: '', port: 81, protocol: 'TCP' },
        ],
      },
      ['ports[1].name: Duplicate value: ""'],
    ],
  ])('%s', (_name, extra, want) => {
    expect(messages(validateEndpointSlice(slice(extra)))).toEqual(want);
  });

  it('keeps addressType immutable', () => {
    expect(
      messages(
        validateEndpointSliceUpdate(
          slice({ addressType: 'FQDN', endpoints: [] }),
          slice({ endpoints: [] }),
        ),
      ),
    ).toEqual(['addressType: Invalid value: "FQDN": field is immutable']);
  });
});

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from './testing.ts';
import { validateEndpoints } from './endpoints.ts';

const endpoints = (subsets: JsonObject[]): JsonObject => ({
  metadata: { name: 'web', namespace: 'default' },
  subsets,
});

// Rows follow pkg/apis/core/validation/validation_test.go TestValidateEndpointsCreate.
describe('validateEndpoints', () => {
  it.each<[string, JsonObject[], string[]]>([
    [
      'a valid subset',
      [{ addresses: [{ ip: '10.1.2.3' }], ports: [{ port: 8080, protocol: 'TCP' }] }],
      [],
    ],
    [
      'a subset without addresses',
      [{ ports: [{ port: 80, protocol: 'TCP' }] }],
      ['subsets[0]: Required value: must specify `addresses` or `notReadyAddresses`'],
    ],
    [
      'an address that is not an IP',
      [{ addresses: [{ ip: 'web.local' }] }],
      [
        'subsets[0].addresses[0].ip: Invalid value: "web.local": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)',
        'subsets[0].addresses[0].ip: Invalid value: "web.local": must be a valid IP address',
      ],
    ],
    [
      'special addresses',
      [{ addresses: [{ ip: '127.0.0.1' }, { ip: '169.254.169.254' }, { ip: '::' }] }],
      [
        'subsets[0].addresses[0].ip: Invalid value: "127.0.0.1": may not be in the loopback range (127.0.0.0/8, ::1/128)',
        'subsets[0].addresses[1].ip: Invalid value: "169.254.169.254": may not be in the link-local range (169.254.0.0/16, fe80::/10)',
        'subsets[0].addresses[2].ip: Invalid value: "::": may not be unspecified (::)',
      ],
    ],
    [
      'two ports, one unnamed, one with a bad protocol',
      [
        {
          addresses: [{ ip: '10.1.2.3', hostname: 'Web' }],
          ports: [
            { port: 80, protocol: 'TCP' },
            { name: 'b', port: 0, protocol: 'HTTP' },
          ],
        },
      ],
      [
        "subsets[0].addresses[0].hostname: Invalid value: \"Web\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
        'subsets[0].ports[0].name: Required value',
        'subsets[0].ports[1].port: Invalid value: 0: must be between 1 and 65535, inclusive',
        'subsets[0].ports[1].protocol: Unsupported value: "HTTP": supported values: "SCTP", "TCP", "UDP"',
      ],
    ],
  ])('%s', (_name, subsets, want) => {
    expect(messages(validateEndpoints(endpoints(subsets)))).toEqual(want);
  });
});

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import {
  validateIPAddress,
  validateIPAddressName,
  validateIPAddressUpdate,
  validateServiceCIDR,
  validateServiceCIDRUpdate,
} from './ipAddress.ts';

// Rows follow pkg/apis/networking/validation/validation_test.go (TestValidateIPAddress,
// TestValidateServiceCIDR) and Go's net/netip tests for the parser's words.
describe('validateIPAddressName', () => {
  it.each<[string, string[]]>([
    ['192.168.1.5', []],
    ['2001:db8::1', []],
    ['::ffff:192.168.1.5', []],
    ['2001:db8:0:0:0::1', ['must be a canonical format IP address']],
    ['2001:DB8::1', ['must be a canonical format IP address']],
    ['192.168.001.5', ['ParseAddr("192.168.001.5"): IPv4 field has octet with leading zero']],
    ['192.168.1', ['ParseAddr("192.168.1"): IPv4 address too short']],
    ['256.1.1.1', ['ParseAddr("256.1.1.1"): IPv4 field has value >255']],
    ['1.2..3', ['ParseAddr("1.2..3"): IPv4 field must have at least one digit (at ".3")']],
    ['web', ['ParseAddr("web"): unable to parse IP']],
    ['2001:db8::1::2', ['ParseAddr("2001:db8::1::2"): multiple :: in address (at ":2")']],
    ['1:2:3:4:5:6:7', ['ParseAddr("1:2:3:4:5:6:7"): address string too short']],
    [
      '12345::',
      [
        'ParseAddr("12345::"): each colon-separated field must have at most 4 hex digits (at "12345::")',
      ],
    ],
  ])('%s', (name, want) => {
    expect(validateIPAddressName(name)).toEqual(want);
  });
});

const ipAddress = (parentRef: JsonObject | undefined, name = '10.96.0.10'): JsonObject => ({
  metadata: { name },
  spec: parentRef === undefined ? {} : { parentRef },
});

describe('validateIPAddress', () => {
  it('takes a Service as parent', () => {
    expect(
      validateIPAddress(
        ipAddress({ group: '', resource: 'services', namespace: 'kube-system', name: 'kube-dns' }),
      ),
    ).toEqual([]);
  });

  it('requires a parent with a resource and a name', () => {
    expect(messages(validateIPAddress(ipAddress(undefined)))).toEqual([
      'spec.parentRef: Required value',
    ]);
    expect(messages(validateIPAddress(ipAddress({ resource: 'services/x', name: '' })))).toEqual([
      'spec.parentRef.resource: Invalid value: "services/x": may not contain \'/\'',
      'spec.parentRef.name: Required value',
    ]);
  });

  it('keeps the parent on update', () => {
    const old = ipAddress({ resource: 'services', name: 'a', namespace: 'default' });
    (old['metadata'] as JsonObject)['resourceVersion'] = '1';
    const now = structuredClone(old);
    ((now['spec'] as JsonObject)['parentRef'] as JsonObject)['name'] = 'b';
    expect(messages(validateIPAddressUpdate(now, old))).toEqual([
      'spec.parentRef: Invalid value: networking.ParentReference{Group:"", Resource:"services", Namespace:"default", Name:"b"}: field is immutable',
    ]);
  });
});

const cidr = (cidrs: string[]): JsonObject => ({
  metadata: { name: 'kubernetes' },
  spec: { cidrs },
});

describe('validateServiceCIDR', () => {
  it.each<[string, string[], string[]]>([
    ['dual stack', ['10.96.0.0/12', 'fd00:10:96::/108'], []],
    ['none', [], ['spec.cidrs: Required value: at least one CIDR required']],
    [
      'two of one family',
      ['10.96.0.0/12', '10.100.0.0/16'],
      [
        'spec.cidrs: Invalid value: networking.ServiceCIDRSpec{CIDRs:[]string{"10.96.0.0/12", "10.100.0.0/16"}}: may specify no more than one IP for each IP family, i.e 192.168.0.0/24 and 2001:db8::/64',
      ],
    ],
    [
      'host bits set',
      ['10.96.0.1/12'],
      [
        'spec.cidrs[0]: Invalid value: "10.96.0.1/12": wrong CIDR format, IP doesn\'t match network IP address',
      ],
    ],
    [
      'not canonical',
      ['fd00:10:96:0::/108'],
      ['spec.cidrs[0]: Invalid value: "fd00:10:96:0::/108": CIDR not in RFC 5952 canonical format'],
    ],
    [
      'no prefix length',
      ['10.96.0.0'],
      ['spec.cidrs[0]: Invalid value: "10.96.0.0": netip.ParsePrefix("10.96.0.0"): no \'/\''],
    ],
    [
      'a leading zero in the bits',
      ['10.96.0.0/012'],
      [
        'spec.cidrs[0]: Invalid value: "10.96.0.0/012": netip.ParsePrefix("10.96.0.0/012"): bad bits after slash: "012"',
      ],
    ],
  ])('%s', (_name, cidrs, want) => {
    expect(messages(validateServiceCIDR(cidr(cidrs)))).toEqual(want);
  });

  it('keeps the CIDRs on update', () => {
    const old = cidr(['10.96.0.0/12']);
    (old['metadata'] as JsonObject)['resourceVersion'] = '1';
    const now = cidr(['10.96.0.0/12', 'fd00::/108']);
    (now['metadata'] as JsonObject)['resourceVersion'] = '1';
    expect(messages(validateServiceCIDRUpdate(now, old))).toEqual([
      'spec.cidrs: Invalid value: []string{"10.96.0.0/12", "fd00::/108"}: field is immutable',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import {
  ipWarnings,
  isStrictSubset,
  validCIDRForLegacyField,
  validIPForLegacyField,
} from './legacyIP.ts';

const ip = (v: string, strict: boolean, old: string[] = []) =>
  validIPForLegacyField('f', v, strict, old).map((e) => fieldErrorString(e, '1.32'));
const cidr = (v: string, strict: boolean, old: string[] = []) =>
  validCIDRForLegacyField('f', v, strict, old).map((e) => fieldErrorString(e, '1.32'));

describe('IsValidIPForLegacyField', () => {
  it.each([
    ['10.0.0.5', false, []],
    ['10.0.0.5', true, []],
    ['010.0.0.5', false, []],
    ['010.0.0.5', true, ['f: Invalid value: "010.0.0.5": must not have leading 0s']],
    ['::ffff:1.2.3.4', false, []],
    [
      '::ffff:1.2.3.4',
      true,
      ['f: Invalid value: "::ffff:1.2.3.4": must not be an IPv4-mapped IPv6 address'],
    ],
    ['FE80:0:0:0:0:0:0:0abc', true, []],
    [
      'nope',
      false,
      ['f: Invalid value: "nope": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)'],
    ],
  ] as const)('%s strict=%s', (value, strict, want) => {
    expect(ip(value, strict)).toEqual(want);
  });

  it('accepts a value the old object held, however strict', () => {
    expect(ip('010.0.0.5', true, ['010.0.0.5'])).toEqual([]);
  });
});

describe('IsValidCIDRForLegacyField', () => {
  it.each([
    ['10.0.0.0/8', true, []],
    ['10.0.0.1/8', false, []],
    [
      '10.0.0.1/8',
      true,
      ['f: Invalid value: "10.0.0.1/8": must not have bits set beyond the prefix length'],
    ],
    [
      '10.0.0.0/08',
      true,
      ['f: Invalid value: "10.0.0.0/08": must not have leading 0s in IP or prefix length'],
    ],
    [
      '::ffff:1.2.3.0/120',
      true,
      ['f: Invalid value: "::ffff:1.2.3.0/120": must not have an IPv4-mapped IPv6 address'],
    ],
    [
      '10.0.0.0',
      false,
      [
        'f: Invalid value: "10.0.0.0": must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)',
      ],
    ],
  ] as const)('%s strict=%s', (value, strict, want) => {
    expect(cidr(value, strict)).toEqual(want);
  });
});

describe('GetWarningsForIP', () => {
  it.each([
    ['1.32', '010.0.0.5', []],
    [
      '1.33',
      '010.0.0.5',
      [
        'f: non-standard IP address "010.0.0.5" will be considered invalid in a future Kubernetes release: use "10.0.0.5"',
      ],
    ],
    [
      '1.35',
      '::ffff:1.2.3.4',
      [
        'f: non-standard IP address "::ffff:1.2.3.4" will be considered invalid in a future Kubernetes release: use "1.2.3.4"',
      ],
    ],
    ['1.36', '010.0.0.5', ['f: non-standard IP address "010.0.0.5" is invalid: use "10.0.0.5"']],
    [
      '1.37',
      '2001:DB8::1',
      ['f: IPv6 address "2001:DB8::1" should be in RFC 5952 canonical format ("2001:db8::1")'],
    ],
    ['1.37', '10.0.0.5', []],
  ] as const)('%s %s', (version, value, want) => {
    expect(ipWarnings('f', value, version)).toEqual(want);
  });
});

describe('isStrictSubset (ValidateIPBlock)', () => {
  it.each([
    ['10.0.0.0/8', '10.1.0.0/16', true],
    ['10.0.0.0/8', '10.0.0.0/8', false],
    ['10.0.0.0/16', '10.1.0.0/24', false],
    ['10.0.0.5/16', '10.0.9.0/24', true],
    ['010.0.0.0/8', '10.2.0.0/16', true],
    ['2001:db8::/32', '2001:db8:1::/48', true],
    ['2001:db8::/32', '10.0.0.0/24', false],
  ] as const)('%s ⊃ %s: %s', (cidr, except, want) => {
    expect(isStrictSubset(cidr, except)).toBe(want);
  });
});

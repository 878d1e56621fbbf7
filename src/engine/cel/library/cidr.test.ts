import { describe } from 'vitest';
import { err, table, v } from './tableTest.ts';

const wrap =
  'network address parse error during conversion from string: network address parse error during conversion from string: ';

// Cases from cidr_test.go and the cidr.go examples.
describe('kubernetes CIDR library', () => {
  table([
    [
      "cidr('192.168.0.0/')",
      err(`${wrap}netip.ParsePrefix("192.168.0.0/"): bad bits after slash: ""`),
    ],
    [
      "cidr('2001:db8::/')",
      err(`${wrap}netip.ParsePrefix("2001:db8::/"): bad bits after slash: ""`),
    ],
    [
      "cidr('192.168.0.0/33')",
      err(`${wrap}netip.ParsePrefix("192.168.0.0/33"): prefix length out of range`),
    ],
    [
      "cidr('::ffff:1.2.3.4/120')",
      err(
        'network address parse error during conversion from string: IPv4-mapped IPv6 address "::ffff:1.2.3.4/120" is not allowed',
      ),
    ],
    ["isCIDR('192.168.0.0/16')", v(true)],
    ["isCIDR('::1/128')", v(true)],
    ["isCIDR('192.168.0.0/33')", v(false)],
    ["isCIDR('::1/129')", v(false)],
    ["cidr('192.168.0.0/24').containsIP(ip('192.168.0.1'))", v(true)],
    ["cidr('192.168.0.0/24').containsIP(ip('192.168.1.1'))", v(false)],
    ["cidr('192.168.0.0/24').containsIP('192.168.0.1')", v(true)],
    ["cidr('192.168.0.0/24').containsIP('192.168.1.1')", v(false)],
    ["cidr('192.168.0.0/24').containsCIDR(cidr('192.168.0.0/25'))", v(true)],
    // 1.32.0: a subnet at another address of the range is not contained (kubernetes#130441).
    ["cidr('192.168.0.0/16').containsCIDR('192.168.0.1/32')", v(false)],
    ["cidr('192.168.0.0/24').containsCIDR(cidr('192.168.0.0/23'))", v(false)],
    ["cidr('192.168.0.0/24').containsCIDR('192.168.0.0/25')", v(true)],
    ["cidr('192.168.0.0/24').containsCIDR('192.168.0.0/23')", v(false)],
    ["cidr('192.168.0.0/24').ip() == ip('192.168.0.0')", v(true)],
    ["cidr('192.168.0.1/24').ip().family()", v(4n)],
    ["cidr('192.168.0.0/24').masked() == cidr('192.168.0.0/24')", v(true)],
    ["cidr('192.168.0.1/24').masked() == cidr('192.168.0.0/24')", v(true)],
    ["cidr('192.168.0.1/24') == cidr('192.168.0.1/24').masked()", v(false)],
    ["cidr('192.168.0.0/24').prefixLength()", v(24n)],
    ["cidr('2001:db8::/32').containsIP(ip('2001:db8::1'))", v(true)],
    ["cidr('2001:db8::/32').containsIP('2001:dc8::1')", v(false)],
    ["cidr('2001:db8::/32').containsCIDR(cidr('2001:db8::/33'))", v(true)],
    ["cidr('2001:db8::/32').containsCIDR('2001:db8::/31')", v(false)],
    ["string(cidr('2001:db8:1::/32').masked())", v('2001:db8::/32')],
    ["cidr('::1/128').prefixLength()", v(128n)],
    ["string(cidr('192.168.0.0/24'))", v('192.168.0.0/24')],
    ["type(cidr('192.168.0.0/24')) == net.CIDR", v(true)],
  ]);
});

// kubernetes#130450 (RN-1.33; cel/library/cidr.go containsCIDR masks the operand's address): from
// 1.33 a subnet anywhere in the range is contained.
describe('containsCIDR from 1.33', () => {
  table(
    [
      ["cidr('192.168.0.0/16').containsCIDR('192.168.0.1/32')", v(true)],
      ["cidr('192.168.0.0/16').containsCIDR(cidr('192.168.4.0/24'))", v(true)],
      ["cidr('192.168.0.0/16').containsCIDR('192.169.0.1/32')", v(false)],
      ["cidr('192.168.0.0/16').containsCIDR('192.168.0.0/8')", v(false)],
    ],
    {},
    33,
  );
});

import { describe } from 'vitest';
import { err, table, v } from './tableTest.ts';

// Examples from ip.go and ip_test.go.
describe('kubernetes IP library', () => {
  table([
    ["ip('127.0.0.1').family()", v(4n)],
    ["ip('::1').family()", v(6n)],
    [
      "ip('127.0.0.256')",
      err(
        'IP Address "127.0.0.256" parse error during conversion from string: ParseAddr("127.0.0.256"): IPv4 field has value >255',
      ),
    ],
    [
      "ip(':::1')",
      err(
        'IP Address ":::1" parse error during conversion from string: ParseAddr(":::1"): each colon-separated field must have at least one digit (at ":1")',
      ),
    ],
    [
      "ip('127.0.0.01')",
      err(
        'IP Address "127.0.0.01" parse error during conversion from string: ParseAddr("127.0.0.01"): IPv4 field has octet with leading zero',
      ),
    ],
    ["ip('fe80::1%eth0')", err('IP address "fe80::1%eth0" with zone value is not allowed')],
    ["ip('::ffff:1.2.3.4')", err('IPv4-mapped IPv6 address "::ffff:1.2.3.4" is not allowed')],
    ["isIP('127.0.0.1')", v(true)],
    ["isIP('::1')", v(true)],
    ["isIP('127.0.0.256')", v(false)],
    ["isIP(':::1')", v(false)],
    ["ip.isCanonical('127.0.0.1')", v(true)],
    ["ip.isCanonical('2001:db8::abcd')", v(true)],
    ["ip.isCanonical('2001:DB8::ABCD')", v(false)],
    ["ip.isCanonical('2001:db8::0:0:0:abcd')", v(false)],
    ["ip('0.0.0.0').isUnspecified()", v(true)],
    ["ip('127.0.0.1').isUnspecified()", v(false)],
    ["ip('::').isUnspecified()", v(true)],
    ["ip('::1').isUnspecified()", v(false)],
    ["ip('127.0.0.1').isLoopback()", v(true)],
    ["ip('192.168.0.1').isLoopback()", v(false)],
    ["ip('::1').isLoopback()", v(true)],
    ["ip('2001:db8::abcd').isLoopback()", v(false)],
    ["ip('224.0.0.1').isLinkLocalMulticast()", v(true)],
    ["ip('224.0.1.1').isLinkLocalMulticast()", v(false)],
    ["ip('ff02::1').isLinkLocalMulticast()", v(true)],
    ["ip('fd00::1').isLinkLocalMulticast()", v(false)],
    ["ip('169.254.169.254').isLinkLocalUnicast()", v(true)],
    ["ip('192.168.0.1').isLinkLocalUnicast()", v(false)],
    ["ip('fe80::1').isLinkLocalUnicast()", v(true)],
    ["ip('fd80::1').isLinkLocalUnicast()", v(false)],
    ["ip('192.168.0.1').isGlobalUnicast()", v(true)],
    ["ip('255.255.255.255').isGlobalUnicast()", v(false)],
    ["ip('2001:db8::abcd').isGlobalUnicast()", v(true)],
    ["ip('ff00::1').isGlobalUnicast()", v(false)],
    ["string(ip('2001:db8:0:0:1:0:0:1'))", v('2001:db8::1:0:0:1')],
    ["ip('1.2.3.4') == ip('1.2.3.4')", v(true)],
    ["ip('::1') == ip('::2')", v(false)],
  ]);
});

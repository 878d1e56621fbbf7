// Parses an IP address as netutils.ParseIPSloppy does (IPv4 parts may have leading zeros, read as
// decimal) into Go's 16-byte form, and answers net.IP's questions about it (IsUnspecified,
// IsLoopback, IsLinkLocalUnicast, IsLinkLocalMulticast) for ValidateNonSpecialIP.

import { isIP } from './formats.ts';

function v4(s: string): number[] | undefined {
  const parts = s.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255))
    return undefined;
  return parts.map(Number);
}

/** Returns the 16 bytes of an address (IPv4 as ::ffff:a.b.c.d), or undefined when it does not parse. */
export function parseIPSloppy(s: string): number[] | undefined {
  if (!isIP(s)) return undefined;
  const four = v4(s);
  if (four !== undefined) return [...Array<number>(10).fill(0), 0xff, 0xff, ...four];
  const [head = '', tail] = s.split('::');
  const groups = (part: string): number[] => {
    if (part === '') return [];
    const out: number[] = [];
    for (const g of part.split(':')) {
      const embedded = g.includes('.') ? v4(g) : undefined;
      if (embedded !== undefined)
        out.push(embedded[0]! * 256 + embedded[1]!, embedded[2]! * 256 + embedded[3]!);
      else out.push(parseInt(g, 16));
    }
    return out;
  };
  const hi = groups(head);
  const lo = tail === undefined ? [] : groups(tail);
  const words = [...hi, ...Array<number>(8 - hi.length - lo.length).fill(0), ...lo];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

const isV4 = (ip: number[]): boolean =>
  ip.slice(0, 10).every((b) => b === 0) && ip[10] === 0xff && ip[11] === 0xff;

/** The special ranges net.IP reports, in the order ValidateNonSpecialIP checks them. */
export function specialRanges(ip: number[]): {
  unspecified: boolean;
  loopback: boolean;
  linkLocalUnicast: boolean;
  linkLocalMulticast: boolean;
} {
  if (isV4(ip)) {
    const [a, b, c, d] = ip.slice(12);
    return {
      unspecified: a === 0 && b === 0 && c === 0 && d === 0,
      loopback: a === 127,
      linkLocalUnicast: a === 169 && b === 254,
      linkLocalMulticast: a === 224 && b === 0 && c === 0,
    };
  }
  return {
    unspecified: ip.every((b) => b === 0),
    loopback: ip.slice(0, 15).every((b) => b === 0) && ip[15] === 1,
    linkLocalUnicast: ip[0] === 0xfe && ((ip[1] ?? 0) & 0xc0) === 0x80,
    linkLocalMulticast: ip[0] === 0xff && ((ip[1] ?? 0) & 0x0f) === 0x02,
  };
}

// Ports TestSysctls (check_sysctls_test.go) and pins each version's safe list.

import { describe, expect, it } from 'vitest';
import { sysctls_1_0, sysctls_1_27, sysctls_1_29, sysctls_1_32 } from './checkSysctls.ts';

const spec = (...names: string[]) => ({
  securityContext: { sysctls: names.map((name) => ({ name, value: '1' })) },
});

describe('sysctls', () => {
  it('lists the forbidden sysctls in pod order', () => {
    expect(sysctls_1_0({}, spec('b', 'a', 'kernel.shm_rmid_forced', 'b'))).toEqual({
      allowed: false,
      forbiddenReason: 'forbidden sysctls',
      forbiddenDetail: 'b, a, b',
    });
  });

  const added: Array<[string, string[]]> = [
    ['1.27', ['net.ipv4.ip_local_reserved_ports']],
    [
      '1.29',
      [
        'net.ipv4.tcp_keepalive_time',
        'net.ipv4.tcp_fin_timeout',
        'net.ipv4.tcp_keepalive_intvl',
        'net.ipv4.tcp_keepalive_probes',
      ],
    ],
    ['1.32', ['net.ipv4.tcp_rmem', 'net.ipv4.tcp_wmem']],
  ];
  const checks = {
    '1.0': sysctls_1_0,
    '1.27': sysctls_1_27,
    '1.29': sysctls_1_29,
    '1.32': sysctls_1_32,
  };
  const order = ['1.0', '1.27', '1.29', '1.32'] as const;

  it.each(added)('allows the sysctls added in %s from that version on only', (version, names) => {
    for (const v of order) {
      const allowed = order.indexOf(v) >= order.indexOf(version as (typeof order)[number]);
      expect(checks[v]({}, spec(...names)).allowed, `${v}`).toBe(allowed);
    }
  });

  it('allows the 1.0 safe list everywhere', () => {
    const safe = spec(
      'kernel.shm_rmid_forced',
      'net.ipv4.ip_local_port_range',
      'net.ipv4.tcp_syncookies',
      'net.ipv4.ping_group_range',
      'net.ipv4.ip_unprivileged_port_start',
    );
    for (const v of order) expect(checks[v]({}, safe).allowed).toBe(true);
  });
});

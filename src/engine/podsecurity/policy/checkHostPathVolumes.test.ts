// Checks hostPathVolumes_1_0 (check_hostPathVolumes.go): names the volumes with a hostPath source.

import { describe, expect, it } from 'vitest';
import { hostPathVolumes_1_0 } from './checkHostPathVolumes.ts';

describe('hostPathVolumes_1_0', () => {
  it('names every hostPath volume', () => {
    const spec = {
      volumes: [
        { name: 'a', hostPath: { path: '/a' } },
        { name: 'b', emptyDir: {} },
        { name: 'c', hostPath: {} },
      ],
    };
    expect(hostPathVolumes_1_0({}, spec)).toEqual({
      allowed: false,
      forbiddenReason: 'hostPath volumes',
      forbiddenDetail: 'volumes "a", "c"',
    });
  });

  it('uses the singular for one volume', () => {
    expect(
      hostPathVolumes_1_0({}, { volumes: [{ name: 'x', hostPath: { path: '/' } }] })
        .forbiddenDetail,
    ).toBe('volume "x"');
  });

  it('allows a null hostPath and other sources', () => {
    expect(
      hostPathVolumes_1_0(
        {},
        {
          volumes: [
            { name: 'a', hostPath: null, emptyDir: {} },
            { name: 'b', nfs: {} },
          ],
        },
      ).allowed,
    ).toBe(true);
  });
});

// Ports TestWindowsHostProcess (check_windowsHostProcess_test.go).

import { describe, expect, it } from 'vitest';
import { windowsHostProcess_1_0 } from './checkWindowsHostProcess.ts';
import { container as c } from './testing.ts';

describe('windowsHostProcess_1_0', () => {
  it('names the pod and the containers that set hostProcess=true', () => {
    const spec = {
      securityContext: { windowsOptions: { hostProcess: true } },
      containers: [
        c('a'),
        c('b', {}),
        c('c', { windowsOptions: {} }),
        c('d', { windowsOptions: { hostProcess: false } }),
        c('e', { windowsOptions: { hostProcess: true } }),
        c('f', { windowsOptions: { hostProcess: true } }),
      ],
    };
    expect(windowsHostProcess_1_0({}, spec)).toEqual({
      allowed: false,
      forbiddenReason: 'hostProcess',
      forbiddenDetail:
        'pod and containers "e", "f" must not set securityContext.windowsOptions.hostProcess=true',
    });
  });

  it('names a single container', () => {
    expect(
      windowsHostProcess_1_0(
        {},
        { containers: [c('e', { windowsOptions: { hostProcess: true } })] },
      ).forbiddenDetail,
    ).toBe('container "e" must not set securityContext.windowsOptions.hostProcess=true');
  });

  it('allows false and unset', () => {
    expect(
      windowsHostProcess_1_0(
        {},
        { securityContext: { windowsOptions: { hostProcess: false } }, containers: [c('a')] },
      ).allowed,
    ).toBe(true);
  });
});

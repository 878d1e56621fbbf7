// Ports TestHostPort (check_hostPorts_test.go).

import { describe, expect, it } from 'vitest';
import { hostPorts_1_0 } from './checkHostPorts.ts';

describe('hostPorts_1_0', () => {
  it('names one container with one host port', () => {
    const spec = {
      containers: [
        { name: 'a', ports: [{ hostPort: 0 }] },
        { name: 'b', ports: [{ hostPort: 0 }, { hostPort: 20 }] },
      ],
    };
    expect(hostPorts_1_0({}, spec)).toEqual({
      allowed: false,
      forbiddenReason: 'hostPort',
      forbiddenDetail: 'container "b" uses hostPort 20',
    });
  });

  it('names several containers and their distinct ports', () => {
    const spec = {
      containers: [
        { name: 'a', ports: [{ hostPort: 0 }] },
        { name: 'b', ports: [{ hostPort: 0 }, { hostPort: 10 }, { hostPort: 20 }] },
        { name: 'c', ports: [{ hostPort: 0 }, { hostPort: 10 }, { hostPort: 30 }] },
      ],
    };
    expect(hostPorts_1_0({}, spec).forbiddenDetail).toBe(
      'containers "b", "c" use hostPorts 10, 20, 30',
    );
  });

  it('sorts the ports as strings, as sets.String.List does', () => {
    const spec = {
      containers: [{ name: 'a', ports: [{ hostPort: 9 }, { hostPort: 8080 }, { hostPort: 10 }] }],
    };
    expect(hostPorts_1_0({}, spec).forbiddenDetail).toBe(
      'container "a" uses hostPorts 10, 8080, 9',
    );
  });

  it('allows ports without a hostPort', () => {
    expect(
      hostPorts_1_0(
        {},
        { containers: [{ name: 'a', ports: [{ containerPort: 80 }, { hostPort: null }] }] },
      ).allowed,
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultsCount } from './defaultsCount.ts';

describe('defaultsCount', () => {
  it('counts the fields the decoded object has and the body had not', () => {
    const before = { spec: { containers: [{ name: 'a', image: 'x' }] } };
    const after = {
      spec: {
        containers: [{ name: 'a', image: 'x', imagePullPolicy: 'Always', resources: {} }],
        restartPolicy: 'Always',
        securityContext: {},
        tolerations: [],
      },
      status: {},
    };
    // imagePullPolicy and restartPolicy; the empty structs and list are Go's encoding, not values set.
    expect(defaultsCount(before, after)).toBe(2);
  });

  it('counts nothing when nothing was filled in, and every value of an object that was absent', () => {
    expect(defaultsCount({ a: 1 }, { a: 1 })).toBe(0);
    expect(defaultsCount({ a: 1 }, { a: 2 })).toBe(0);
    expect(defaultsCount(undefined, { a: { b: 1, c: [1, 2] } })).toBe(3);
    expect(defaultsCount({ a: 1 }, undefined)).toBe(0);
  });

  it('compares list elements by index', () => {
    expect(defaultsCount({ l: [{ a: 1 }] }, { l: [{ a: 1 }, { a: 1, b: 2 }] })).toBe(2);
  });
});

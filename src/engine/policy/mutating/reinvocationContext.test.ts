import { describe, expect, it } from 'vitest';
import {
  invocationKey,
  isOutputChangedSinceLastPolicyInvocation,
  policyReinvokeContext,
  requireReinvokingPreviouslyInvoked,
} from './reinvocationContext.ts';

describe('policy reinvocation context', () => {
  it('keeps one context per request context', () => {
    const request = {};
    expect(policyReinvokeContext(request)).toBe(policyReinvokeContext(request));
    expect(policyReinvokeContext({})).not.toBe(policyReinvokeContext(request));
  });

  it('moves previously invoked keys into the reinvoke set', () => {
    const c = policyReinvokeContext({});
    const key = invocationKey('p', 'b', undefined);
    c.previouslyInvoked.add(key);
    requireReinvokingPreviouslyInvoked(c);
    expect([...c.reinvoke]).toEqual([key]);
    expect(c.previouslyInvoked.size).toBe(0);
  });

  it('tells keys of different params apart', () => {
    expect(invocationKey('p', 'b', 'ns/a')).not.toBe(invocationKey('p', 'b', 'ns/b'));
  });

  it('compares the last output semantically', () => {
    const c = policyReinvokeContext({});
    c.lastPolicyOutput = { metadata: { labels: {} } };
    expect(isOutputChangedSinceLastPolicyInvocation(c, { metadata: {} }, true)).toBe(false);
    expect(
      isOutputChangedSinceLastPolicyInvocation(c, { metadata: { labels: { a: 'b' } } }, true),
    ).toBe(true);
  });
});

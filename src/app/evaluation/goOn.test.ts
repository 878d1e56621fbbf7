import { describe, expect, it } from 'vitest';
import { createGoOns } from './goOn.ts';

function fakeTimers() {
  const pending = new Map<number, () => void>();
  let next = 1;
  return {
    timers: {
      set: (fn: () => void) => {
        pending.set(next, fn);
        return next++;
      },
      clear: (t: unknown) => void pending.delete(t as number),
    },
    fire: () => {
      for (const [t, fn] of pending) {
        pending.delete(t);
        fn();
      }
    },
    pending: () => pending.size,
  };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('the early run pausing before its review', () => {
  it('waits for the go-on of its id, and clears its timer then', async () => {
    const t = fakeTimers();
    const goOns = createGoOns(t.timers, 1000);
    const wait = goOns.wait(0);
    goOns.go(7);
    expect(await settled(wait)).toBe(false);
    goOns.go(0);
    expect(await settled(wait)).toBe(true);
    expect(t.pending()).toBe(0);
  });

  it('goes on at once when the go-on came before the verdict', async () => {
    const t = fakeTimers();
    const goOns = createGoOns(t.timers, 1000);
    goOns.go(0);
    expect(await settled(goOns.wait(0))).toBe(true);
    expect(t.pending()).toBe(0);
  });

  it('goes on by itself when no go-on comes', async () => {
    const t = fakeTimers();
    const goOns = createGoOns(t.timers, 1000);
    const wait = goOns.wait(0);
    t.fire();
    expect(await settled(wait)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createCountdown } from './countdown.ts';

function setup() {
  let time = 0;
  let timers: { fn: () => void; at: number; id: number }[] = [];
  let nextId = 1;
  let expired = 0;
  const countdown = createCountdown(
    {
      setTimer: (fn, ms) => {
        timers.push({ fn, at: time + ms, id: nextId });
        return nextId++;
      },
      clearTimer: (id) => (timers = timers.filter((t) => t.id !== id)),
      now: () => time,
    },
    () => expired++,
  );
  const advance = (ms: number) => {
    time += ms;
    for (const due of timers.filter((t) => t.at <= time)) {
      timers = timers.filter((t) => t !== due);
      due.fn();
    }
  };
  return { countdown, advance, expired: () => expired, timers: () => timers.length };
}

describe('countdown', () => {
  it('expires once its cap is used, not counting the time it was paused', () => {
    const t = setup();
    t.countdown.restart(1_000);
    t.advance(400);
    t.countdown.pause();
    t.advance(10_000);
    expect(t.expired()).toBe(0);
    t.countdown.resume();
    t.advance(599);
    expect(t.expired()).toBe(0);
    t.advance(1);
    expect(t.expired()).toBe(1);
  });

  it('starts afresh on restart, and does nothing once stopped', () => {
    const t = setup();
    t.countdown.restart(1_000);
    t.advance(900);
    t.countdown.restart(1_000);
    t.advance(900);
    expect(t.expired()).toBe(0);
    t.countdown.stop();
    t.advance(5_000);
    expect(t.expired()).toBe(0);
    expect(t.timers()).toBe(0);
  });
});

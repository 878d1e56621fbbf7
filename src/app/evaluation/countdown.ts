// The engine client's time cap for the phase a request is in (reading, then running): a countdown
// that can pause, so that the time a script webhook spends in its sandbox (which has caps of its
// own) does not count against the run.

/** The clock the countdown reads and the timers it sets; tests pass fakes. */
export interface CountdownDeps {
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  now: () => number;
}

/** A pausable countdown that calls `expired` when its cap is used up. */
export interface Countdown {
  /** Starts afresh with a cap of `capMs`. */
  restart: (capMs: number) => void;
  /** Stops counting, keeping the time used so far. */
  pause: () => void;
  /** Counts on from where it paused. */
  resume: () => void;
  stop: () => void;
}

/** Creates a countdown; it does nothing until restarted. */
export function createCountdown(deps: CountdownDeps, expired: () => void): Countdown {
  let timer: unknown;
  let cap = 0;
  let used = 0;
  let since: number | undefined;
  const clear = () => {
    if (timer !== undefined) deps.clearTimer(timer);
    timer = undefined;
  };
  const resume = () => {
    clear();
    since = deps.now();
    timer = deps.setTimer(() => {
      timer = undefined;
      since = undefined;
      expired();
    }, cap - used);
  };
  return {
    restart: (capMs) => {
      cap = capMs;
      used = 0;
      resume();
    },
    pause: () => {
      if (since !== undefined) used += deps.now() - since;
      since = undefined;
      clear();
    },
    resume,
    stop: () => {
      since = undefined;
      clear();
    },
  };
}

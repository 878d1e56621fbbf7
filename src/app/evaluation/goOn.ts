// The early run's pause between its verdict and its review (engineWorker.ts): the run waits for the
// page's go-on (the verdict is painted, or the app took the run over), or for a timer, whichever
// comes first. A go-on heard before the run had its verdict is kept for it.

/** The timer the pause uses; the worker passes setTimeout's, tests a fake. */
export interface GoOnTimers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (timer: unknown) => void;
}

/** Waits by request id, each at most `waitMs`; `go` ends a wait, or the next one for that id. */
export function createGoOns(timers: GoOnTimers, waitMs: number) {
  const waiting = new Map<number, () => void>();
  const early = new Set<number>();
  return {
    wait(id: number): Promise<void> {
      if (early.delete(id)) return Promise.resolve();
      return new Promise((resolve) => {
        const end = () => {
          timers.clear(timer);
          waiting.delete(id);
          resolve();
        };
        const timer = timers.set(end, waitMs);
        waiting.set(id, end);
      });
    },
    go(id: number): void {
      const end = waiting.get(id);
      if (end === undefined) early.add(id);
      else end();
    },
  };
}

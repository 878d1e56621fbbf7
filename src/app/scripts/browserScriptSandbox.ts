// Runs script webhooks for the page, one worker per call (scriptWorker.ts), as the CLI runs them in
// worker threads (src/cli/script/nodeSandbox.ts): the worker answers with the runtime's last step,
// or is stopped past the wall-clock cap (a `while (true) {}` cannot be interrupted any other way),
// which the chain treats as the webhook timing out. A worker that cannot load, or fails, is a
// webhook that answered HTTP 500, with the reason in the trace.

import { SCRIPT_WALL_CLOCK_CAP_MS, outcomeOfStep } from '../../engine/index.ts';
import type { ScriptCall, ScriptOutcome, ScriptRuntime } from '../../engine/index.ts';
import { readMessage, scriptJob } from './scriptJob.ts';
import type { ScriptJob } from './scriptMessages.ts';

/** How long a script worker may take to load before the call fails (its module is inline: quick). */
export const LOAD_CAP_MS = 10_000;

/** A running script worker, as the sandbox uses it. */
export interface ScriptWorkerHandle {
  post: (job: ScriptJob) => void;
  terminate: () => void;
}

/** What a spawned worker tells the sandbox: its messages, and that it failed. */
export interface ScriptWorkerListeners {
  message: (data: unknown) => void;
  fail: (message: string) => void;
}

/** What the sandbox needs from outside; tests pass a fake worker and a fake clock. */
export interface ScriptSandboxDeps {
  spawn: (listeners: ScriptWorkerListeners) => ScriptWorkerHandle;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  wallClockCapMs?: number;
  loadCapMs?: number;
}

/** One call in its sandbox: its outcome, and a way to stop it when nobody wants it any more. */
export interface RunningScript {
  outcome: Promise<ScriptOutcome>;
  cancel: () => void;
}

const failed = (error: string): ScriptOutcome => ({ kind: 'threw', error, elapsedMs: 0, logs: [] });

/** The message of a call stopped because a newer run replaced it (nobody reads it). */
export const CANCELLED = 'the script was stopped: a newer run replaced this one';

/** Creates the page's sandbox: each call runs in a fresh worker. */
export function createScriptSandbox(
  deps: ScriptSandboxDeps,
): (call: ScriptCall, runtime: ScriptRuntime) => RunningScript {
  const wallClockCap = deps.wallClockCapMs ?? SCRIPT_WALL_CLOCK_CAP_MS;
  const loadCap = deps.loadCapMs ?? LOAD_CAP_MS;
  return (call, runtime) => {
    let settled = false;
    let timer: unknown;
    let worker: ScriptWorkerHandle | undefined;
    let resolve: (outcome: ScriptOutcome) => void = () => undefined;
    const outcome = new Promise<ScriptOutcome>((r) => (resolve = r));
    const settle = (answer: ScriptOutcome) => {
      if (settled) return;
      settled = true;
      deps.clearTimer(timer);
      worker?.terminate();
      resolve(answer);
    };
    const onMessage = (data: unknown) => {
      const message = readMessage(data);
      if (message === undefined)
        settle(failed('the script sandbox answered something it should not'));
      else if (message.type === 'step') settle(outcomeOfStep(message.step));
      else if (!settled) {
        // The script starts now: from here on, the wall-clock cap.
        deps.clearTimer(timer);
        timer = deps.setTimer(
          () => settle({ kind: 'timeout', cause: 'wall-clock', logs: [] }),
          wallClockCap,
        );
      }
    };
    timer = deps.setTimer(
      () => settle(failed(`the script sandbox did not start within ${String(loadCap / 1000)} s`)),
      loadCap,
    );
    worker = deps.spawn({
      message: onMessage,
      fail: (message) => settle(failed(`the script sandbox failed: ${message}`)),
    });
    worker.post(scriptJob(call, runtime));
    return { outcome, cancel: () => settle(failed(CANCELLED)) };
  };
}

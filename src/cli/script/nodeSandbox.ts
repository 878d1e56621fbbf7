// Runs script webhooks for the command line: each call in a worker thread of its own
// (scriptThread.mjs), with no file system or network reachable from the script, a memory cap, and
// the wall-clock cap past which the thread is stopped and the call is a timeout.

import { Worker } from 'node:worker_threads';
import {
  SCRIPT_WALL_CLOCK_CAP_MS,
  loadScriptRuntime,
  outcomeOfStep,
  runtimeOptions,
  scriptContext,
} from '../../engine/index.ts';
import type { RuntimeStep, ScriptCall, ScriptOutcome } from '../../engine/index.ts';

// A chunk of its own for the browser; the command line simply waits for it once.
const { RUNTIME_SOURCE } = await loadScriptRuntime();

/** How the sandbox is set up; tests shorten the wall-clock cap. */
export interface NodeSandboxOptions {
  wallClockCapMs?: number;
}

/** The name stack traces give the script: its place in the scenario. */
const scriptName = (call: ScriptCall): string =>
  `webhooks${call.pointer.slice('/webhooks'.length)}`;

/** Answers script calls in worker threads. */
export function nodeScriptSandbox(
  options: NodeSandboxOptions = {},
): (call: ScriptCall) => Promise<ScriptOutcome> {
  const cap = options.wallClockCapMs ?? SCRIPT_WALL_CLOCK_CAP_MS;
  return (call) =>
    new Promise((resolve) => {
      const worker = new Worker(new URL('./scriptThread.mjs', import.meta.url), {
        workerData: {
          runtime: RUNTIME_SOURCE,
          code: call.code,
          options: runtimeOptions(call, scriptName(call)),
          reviewJson: JSON.stringify(call.review),
          contextJson: JSON.stringify(scriptContext(call)),
        },
        env: {},
        stdout: true,
        stderr: true,
        resourceLimits: {
          maxOldGenerationSizeMb: 128,
          maxYoungGenerationSizeMb: 32,
          stackSizeMb: 4,
        },
      });
      let settled = false;
      const settle = (outcome: ScriptOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(outcome);
      };
      const timer = setTimeout(
        () => settle({ kind: 'timeout', cause: 'wall-clock', logs: [] }),
        cap,
      );
      worker.on('message', (step: RuntimeStep) => settle(outcomeOfStep(step)));
      // Out of memory, or the thread died: the server failed the request.
      worker.on('error', (e) =>
        settle({ kind: 'threw', error: `${e.name}: ${e.message}`, elapsedMs: 0, logs: [] }),
      );
      worker.on('exit', () =>
        settle({
          kind: 'threw',
          error: 'the script sandbox stopped without an answer',
          elapsedMs: 0,
          logs: [],
        }),
      );
    });
}

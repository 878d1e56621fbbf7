// The page's script sandbox with real workers. The worker's bundle is inlined (`?worker&inline`)
// and started from a blob: URL: a worker from a blob: URL runs under the Content-Security-Policy
// of the page that made it, where one loaded from the site would get only its own response's.

import {
  createScriptSandbox,
  type RunningScript,
  type ScriptWorkerListeners,
} from './browserScriptSandbox.ts';
import type { ScriptCall, ScriptRuntime } from '../../engine/index.ts';
// Vite's `?worker` modules default-export a Worker constructor; the linter cannot see into them.
// oxlint-disable-next-line import/default
import ScriptWorker from './scriptWorker.ts?worker&inline';

function spawnScriptWorker({ message, fail }: ScriptWorkerListeners) {
  const worker = new ScriptWorker({ name: 'webhook script' });
  worker.onmessage = (e: MessageEvent) => message(e.data);
  worker.onerror = (e) => {
    // Handled here: the trace says what failed, so the console need not.
    e.preventDefault();
    fail(e.message || 'its script could not be loaded');
  };
  worker.onmessageerror = () => fail('its answer could not be read');
  return {
    post: (job: Parameters<Worker['postMessage']>[0]) => worker.postMessage(job),
    terminate: () => worker.terminate(),
  };
}

/** Runs one script call in a fresh worker. */
export const runScriptInBrowser: (call: ScriptCall, runtime: ScriptRuntime) => RunningScript =
  createScriptSandbox({
    spawn: spawnScriptWorker,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  });

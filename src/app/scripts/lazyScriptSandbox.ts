// The script sandbox as the engine client calls it: a chunk of its own (the worker's inlined bundle,
// the runtime's source), loaded the first time a scenario runs a script, not with the page.

import { loadScriptRuntime, type ScriptCall, type ScriptOutcome } from '../../engine/index.ts';
import type { RunningScript } from './browserScriptSandbox.ts';

const failed = (error: string): ScriptOutcome => ({ kind: 'threw', error, elapsedMs: 0, logs: [] });

/** Runs one script call once the sandbox's chunk has loaded. */
export function runScriptLazily(call: ScriptCall): RunningScript {
  let cancelled = false;
  let cancel = () => {
    cancelled = true;
  };
  const outcome = Promise.all([import('./spawnScriptWorker.ts'), loadScriptRuntime()]).then(
    ([{ runScriptInBrowser }, runtime]) => {
      if (cancelled) return failed('the script was stopped before it started');
      const running = runScriptInBrowser(call, runtime);
      cancel = running.cancel;
      return running.outcome;
    },
    (e: unknown) =>
      failed(
        `the script sandbox could not be loaded: ${e instanceof Error ? e.message : String(e)}`,
      ),
  );
  return { outcome, cancel: () => cancel() };
}

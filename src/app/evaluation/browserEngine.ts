// The engine client as the page runs it: a module worker built from engineWorker.ts (the first
// one started as the page began to load), script webhooks in workers of their own started by the
// page (src/app/scripts), and the browser's clock.

import { runScriptLazily } from '../scripts/lazyScriptSandbox.ts';
import { createEngineClient, type EngineClient } from './engineClient.ts';
import { startEngineWorker, takeEarlyWorker } from './engineWorkerStart.ts';
import type { EngineReply } from './engineProtocol.ts';
import type { Evaluated } from './evaluation.ts';

/** Creates the page's engine client; `answer` hears each answer the page should show. */
export function browserEngine(answer: (evaluated: Evaluated) => void): EngineClient {
  return createEngineClient({
    spawn: ({ reply, fail }) => {
      // The first spawn takes the worker index.html started early (earlyStart.ts).
      const early = takeEarlyWorker();
      const worker = early?.worker ?? startEngineWorker();
      worker.onmessage = (e: MessageEvent<EngineReply>) => reply(e.data);
      const failed = (message: string) => fail(message || 'its script could not be loaded');
      worker.onerror = (e) => {
        // Handled here: the page says what failed, so the console need not.
        e.preventDefault();
        failed((e as Partial<ErrorEvent>).message ?? '');
      };
      worker.onmessageerror = () => fail('its answer could not be read');
      // What it said before: after this spawn returns, as the events would have come.
      if (early !== undefined && early.heard.length > 0)
        queueMicrotask(() => {
          for (const e of early.heard)
            if (e.kind === 'reply') reply(e.reply);
            else failed(e.message);
        });
      return {
        post: (message) => worker.postMessage(message),
        terminate: () => worker.terminate(),
      };
    },
    runScript: runScriptLazily,
    answer,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    now: () => performance.now(),
  });
}

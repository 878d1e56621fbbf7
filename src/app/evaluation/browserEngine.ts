// The engine client as the page runs it: a module worker built from engineWorker.ts (the first
// one started as the page began to load, with the run of the link it opened, if any), script webhooks in workers of their own started by the
// page (src/app/scripts), and the browser's clock.

import { runScriptLazily } from '../scripts/lazyScriptSandbox.ts';
import { hasScripts } from '../share/hasScripts.ts';
import { createEngineClient, type EngineClient, type EngineWorker } from './engineClient.ts';
import {
  EARLY_LINK_ID,
  startEngineWorker,
  takeEarlyWorker,
  type EarlyWorker,
} from './engineWorkerStart.ts';
import type { EngineReply } from './engineProtocol.ts';
import type { Evaluated } from './evaluation.ts';

/**
 * The run the early worker has under way: the scenario of the link it opened, scripts paused —
 * which is its answer whether scripts may run or not when it has none.
 */
function earlyRun(early: EarlyWorker): EngineWorker['running'] {
  for (const h of early.heard)
    if (h.kind === 'reply' && h.reply.type === 'link' && h.reply.link?.ok === true) {
      const { source } = h.reply.link.value;
      return {
        id: EARLY_LINK_ID,
        serves: (wanted, allowScripts) =>
          wanted === source && (!allowScripts || !hasScripts(source)),
      };
    }
  return undefined;
}

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
      const running = early === undefined ? undefined : earlyRun(early);
      // The app wants the early run's whole answer now (its review too), painted or not.
      if (running !== undefined) worker.postMessage({ type: 'go-on', id: EARLY_LINK_ID });
      return {
        post: (message) => worker.postMessage(message),
        terminate: () => worker.terminate(),
        ...(running !== undefined && { running }),
      };
    },
    runScript: runScriptLazily,
    answer,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    now: () => performance.now(),
  });
}

// The engine client as the page runs it: a module worker built from engineWorker.ts, script
// webhooks in workers of their own started by the page (src/app/scripts), and the browser's clock.

import { runScriptLazily } from '../scripts/lazyScriptSandbox.ts';
import { createEngineClient, type EngineClient } from './engineClient.ts';
import type { EngineReply } from './engineProtocol.ts';
import type { Evaluated } from './evaluation.ts';

/** Creates the page's engine client; `answer` hears each answer the page should show. */
export function browserEngine(answer: (evaluated: Evaluated) => void): EngineClient {
  return createEngineClient({
    spawn: ({ reply, fail }) => {
      // Written out in full here: the bundler finds the worker's entry by this exact pattern.
      const worker = new Worker(new URL('./engineWorker.ts', import.meta.url), {
        type: 'module',
        name: 'engine',
      });
      worker.onmessage = (e: MessageEvent<EngineReply>) => reply(e.data);
      worker.onerror = (e) => {
        // Handled here: the page says what failed, so the console need not.
        e.preventDefault();
        fail(e.message || 'its script could not be loaded');
      };
      worker.onmessageerror = () => fail('its answer could not be read');
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

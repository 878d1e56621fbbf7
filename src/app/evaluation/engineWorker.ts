// The engine worker: parses and runs scenario texts off the page's thread, so an expression that
// never ends (a catastrophic regex, a huge comprehension) cannot hang the page. The page stops
// this worker when it takes too long (engineClient.ts). A script webhook's call is posted to the
// page, which runs it in its own sandbox and posts the outcome back.

import type { ScriptCall, ScriptOutcome } from '../../engine/index.ts';
import type { EngineMessage, EngineReply, EngineRequest } from './engineProtocol.ts';
import { evaluateSourceAsync } from './evaluateSource.ts';

// The dedicated worker's global scope, as far as this module uses it (the app compiles with the DOM lib).
const scope = self as unknown as {
  postMessage: (reply: EngineReply) => void;
  addEventListener: (type: 'message', listener: (e: MessageEvent<EngineMessage>) => void) => void;
};

// The runs waiting for a script's outcome, by request id and call id.
const waiting = new Map<string, (outcome: ScriptOutcome) => void>();
const key = (id: number, callId: string) => `${String(id)} ${callId}`;

async function evaluate({ id, source, allowScripts }: EngineRequest): Promise<void> {
  const runScript = (call: ScriptCall) =>
    new Promise<ScriptOutcome>((resolve) => {
      waiting.set(key(id, call.id), resolve);
      scope.postMessage({ type: 'script', id, call });
    });
  const answer = await evaluateSourceAsync(source, {
    onParsed: (scenario) => scope.postMessage({ type: 'parsed', id, scenario }),
    // Without it the engine answers that scripts are paused (a link not allowed yet).
    ...(allowScripts && { runScript }),
  });
  scope.postMessage({ type: 'evaluated', id, ...answer });
}

scope.addEventListener('message', ({ data }) => {
  if (data.type === 'evaluate') {
    void evaluate(data);
    return;
  }
  const k = key(data.id, data.callId);
  waiting.get(k)?.(data.outcome);
  waiting.delete(k);
});

scope.postMessage({ type: 'ready' });

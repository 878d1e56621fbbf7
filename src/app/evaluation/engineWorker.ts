// The engine worker: parses and runs scenario texts off the page's thread, so an expression that
// never ends (a catastrophic regex, a huge comprehension) cannot hang the page. The page stops
// this worker when it takes too long (engineClient.ts). A script webhook's call is posted to the
// page, which runs it in its own sandbox and posts the outcome back. A share link is decoded here
// too: the early script hands over the fragment before the page's app has loaded (earlyStart.ts).

import { loadShareCodec, type ScriptCall, type ScriptOutcome } from '../../engine/index.ts';
import type { EngineMessage, EngineReply, EngineRequest, LinkRequest } from './engineProtocol.ts';
import { REVIEW_WAIT_MS } from './engineProtocol.ts';
import { createGoOns } from './goOn.ts';
import { evaluateSourceAsync } from './evaluateSource.ts';

// The dedicated worker's global scope, as far as this module uses it (the app compiles with the DOM lib).
const scope = self as unknown as {
  postMessage: (reply: EngineReply) => void;
  addEventListener: (type: 'message', listener: (e: MessageEvent<EngineMessage>) => void) => void;
};

// The runs waiting for a script's outcome, by request id and call id.
const waiting = new Map<string, (outcome: ScriptOutcome) => void>();
const key = (id: number, callId: string) => `${String(id)} ${callId}`;

// The early run waits after its verdict for the page's go-on (evaluation/earlyStart.ts, or the
// client taking the run over), at most REVIEW_WAIT_MS: its review's chunk is fetched after the paint.
const goOns = createGoOns(
  { set: (fn, ms) => setTimeout(fn, ms), clear: (t) => clearTimeout(t as number) },
  REVIEW_WAIT_MS,
);

async function evaluate(
  { id, source, allowScripts }: EngineRequest,
  waitForGoOn = false,
): Promise<void> {
  const runScript = (call: ScriptCall) =>
    new Promise<ScriptOutcome>((resolve) => {
      waiting.set(key(id, call.id), resolve);
      scope.postMessage({ type: 'script', id, call });
    });
  const answer = await evaluateSourceAsync(source, {
    onParsed: (scenario) => scope.postMessage({ type: 'parsed', id, scenario }),
    // The verdict goes out before the review's chunk is fetched: the early script paints it.
    onRan: (ran) => scope.postMessage({ type: 'ran', id, ...ran }),
    ...(waitForGoOn && { beforeReview: () => goOns.wait(id) }),
    // Without it the engine answers that scripts are paused (a link not allowed yet).
    ...(allowScripts && { runScript }),
  });
  scope.postMessage({ type: 'evaluated', id, ...answer });
}

// A link's scenario, its scripts paused: whether they may run is the page's to ask the person.
async function openLink({ id, hash }: LinkRequest): Promise<void> {
  let link;
  try {
    // In this worker's own chunk (vite.config.ts): no fetch, and decoded where it is run.
    link = (await loadShareCodec()).decodeShareLink(hash);
  } catch {
    // An engine bug (or a lost chunk), not the link's fault: the page decodes the link itself.
    link = undefined;
  }
  scope.postMessage({ type: 'link', id, link });
  if (link?.ok === true)
    await evaluate({ type: 'evaluate', id, source: link.value.source, allowScripts: false }, true);
}

scope.addEventListener('message', ({ data }) => {
  if (data.type === 'evaluate') {
    void evaluate(data);
    return;
  }
  if (data.type === 'open-link') {
    void openLink(data);
    return;
  }
  if (data.type === 'go-on') {
    goOns.go(data.id);
    return;
  }
  const k = key(data.id, data.callId);
  waiting.get(k)?.(data.outcome);
  waiting.delete(k);
});

scope.postMessage({ type: 'ready' });

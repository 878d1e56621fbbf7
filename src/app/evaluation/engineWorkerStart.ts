// Starts the engine worker, and starts one as the page begins to load: its script (the engine, the
// largest download before the first verdict) then comes over the network beside the page's own
// instead of after it. The first client to spawn a worker takes that one, with what it said
// meanwhile (browserEngine.ts).

import type { EngineReply } from './engineProtocol.ts';

/** A reply of the worker's, or its failure (a script that could not load is a plain Event). */
export type Heard = { kind: 'reply'; reply: EngineReply } | { kind: 'fail'; message: string };

/** A worker started before its client, with the events it heard until the client took it. */
interface EarlyWorker {
  worker: Worker;
  heard: Heard[];
}

let early: EarlyWorker | undefined;
// A client has asked already: a worker started after that would be nobody's.
let claimed = false;

/** Starts an engine worker (a module worker built from engineWorker.ts). */
export function startEngineWorker(): Worker {
  // Written out in full here: the bundler finds the worker's entry by this exact pattern.
  return new Worker(new URL('./engineWorker.ts', import.meta.url), {
    type: 'module',
    name: 'engine',
  });
}

/** Starts the first engine worker now, keeping what it says until a client takes it (not once a client has asked). */
export function prestartEngineWorker(): void {
  if (early !== undefined || claimed || typeof Worker === 'undefined') return;
  const started: EarlyWorker = { worker: startEngineWorker(), heard: [] };
  started.worker.onmessage = (e: MessageEvent<EngineReply>) =>
    started.heard.push({ kind: 'reply', reply: e.data });
  started.worker.onerror = (e) => {
    e.preventDefault();
    started.heard.push({ kind: 'fail', message: (e as Partial<ErrorEvent>).message ?? '' });
  };
  started.worker.onmessageerror = () =>
    started.heard.push({ kind: 'fail', message: 'its answer could not be read' });
  early = started;
}

/** Hands over the worker started early (once), or undefined. */
export function takeEarlyWorker(): EarlyWorker | undefined {
  claimed = true;
  const taken = early;
  early = undefined;
  return taken;
}

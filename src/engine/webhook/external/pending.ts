// Signals, from deep in a dispatcher, that the chain has reached a webhook call answered outside the
// engine (a script, a live server) whose answer is not known yet. The run stops there; the driver
// (run/runScenarioAsync.ts) gets the answer and replays the run with it.

import type { ExternalCall } from './calls.ts';

/** Thrown inside the chain at an outside call without an answer. */
export class PendingCall extends Error {
  override name = 'PendingCall';
  constructor(readonly call: ExternalCall) {
    super(`webhook "${call.webhook}" is waiting for its answer`);
  }
}

// Signals, from deep in a dispatcher, that the scenario asks for a webhook server the simulator
// cannot run yet; runScenario turns it into an engine error at the behaviour's place.

import type { WebhookAccessor } from '../webhook/accessor.ts';

/** Thrown inside the chain when a called webhook's behaviour is not supported yet. */
export class NotSupported extends Error {
  override name = 'NotSupported';
  constructor(
    message: string,
    readonly hook: WebhookAccessor,
  ) {
    super(message);
  }
}

// Signals, from deep in a dispatcher, that the scenario asks for a webhook server the simulator
// cannot run yet; runScenario turns it into an engine error at the behaviour's place.

import type { WebhookAccessor } from './accessor.ts';

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

/** Thrown when a CEL expression uses something the playground cannot evaluate faithfully. */
export class UnsupportedExpression extends Error {
  override name = 'UnsupportedExpression';
  constructor(
    message: string,
    /** JSON pointer of the expression in the scenario. */
    readonly pointer: string,
  ) {
    super(message);
  }
}

/** Thrown when a CEL expression of the scenario's own making (a webhook case) does not compile. */
export class CelCompileError extends Error {
  override name = 'CelCompileError';
  constructor(
    message: string,
    readonly pointer: string,
  ) {
    super(message);
  }
}

// Decides whether a webhook call leaves the engine — a `script` webhook runs in the host's sandbox;
// under `run --live` every webhook is its real server — and, when it does, answers it from the
// answers the driver has gathered, or stops the run at it (PendingCall) until the answer is known.

import type { ChainContext } from '../../admission/context.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { WebhookAccessor } from '../accessor.ts';
import { callKey } from '../simulated/behaviourKey.ts';
import { behaviourFor, type ServerAnswer } from '../simulated/server.ts';
import type { ExternalCall, ExternalServers } from './calls.ts';
import { fromHttp } from './fromHttp.ts';
import { fromScript } from './fromScript.ts';
import { PendingCall } from './pending.ts';
import { scriptSeed } from './seed.ts';

/** No outside servers: scripts cannot run (runScenario), nothing is live. */
export const noOutsideServers: ExternalServers = {
  live: false,
  answers: new Map(),
  compiled: new Map(),
};

/** The call's facts, as callWebhook knows them. */
export interface OutsideCallInput {
  hook: WebhookAccessor;
  review: JsonObject;
  /** This webhook's earlier calls in the request. */
  call: number;
  url: string;
  timeoutMs: number;
}

/** Answers a call that leaves the engine, or undefined when the simulated server answers it. */
export function outsideAnswer(
  ctx: ChainContext,
  servers: ExternalServers,
  input: OutsideCallInput,
): ServerAnswer | undefined {
  const { hook, review, call, url, timeoutMs } = input;
  const base = {
    id: `${callKey(hook)}#${String(call)}`,
    webhook: hook.name,
    configuration: hook.configurationName,
    mutating: hook.mutating,
    review,
    url,
    timeoutMs,
  };
  let external: ExternalCall;
  let latencyMs = 0;
  if (servers.live) {
    external = { ...base, kind: 'live', clientConfig: hook.clientConfig };
  } else {
    const found = behaviourFor(ctx.scenario.webhooks, hook);
    if (found?.behaviour.script === undefined) return undefined;
    const pointer = `${found.behaviour.pointer}/script`;
    const code = servers.compiled.get(pointer);
    // runScenario without the driver: nothing can run the script.
    if (code === undefined)
      return {
        kind: 'not-supported',
        message: 'script webhooks run in a sandbox: use runScenarioAsync',
        source: 'script',
      };
    latencyMs = found.behaviour.latencyMs;
    const seed = scriptSeed(ctx.scenario.name, found.key, call);
    external = {
      ...base,
      kind: 'script',
      code,
      pointer,
      seed,
      nowMs: ctx.env.startTimeMs + ctx.nowMs,
      call,
    };
  }
  const answer = servers.answers.get(external.id);
  if (answer === undefined) throw new PendingCall(external);
  if (answer.kind === 'live' && external.kind === 'live') return fromHttp(answer.outcome, external);
  if (answer.kind === 'script' && external.kind === 'script')
    return fromScript(answer.outcome, external, latencyMs);
  throw new Error(
    `the answer to ${external.id} is a ${answer.kind} answer, not a ${external.kind} one`,
  );
}

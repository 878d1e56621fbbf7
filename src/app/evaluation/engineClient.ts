// The page's side of the engine worker: one request in the worker at a time, the latest edit
// wins, and a run past its time cap is stopped by terminating the worker (an expression in a
// catastrophic regex cannot be interrupted any other way) and a fresh worker takes the next edit.
// A script webhook's call comes back to the page, which runs it in its sandbox (its own caps) with
// the run's clock paused, and posts the outcome to the worker.

import type { ScriptCall, ScriptOutcome } from '../../engine/index.ts';
import { createCountdown, type CountdownDeps } from './countdown.ts';
import type { EngineMessage, EngineReply } from './engineProtocol.ts';
import type { Evaluated, ScenarioSummary } from './evaluation.ts';

/** How long a run (the admission chain, with its CEL expressions) may take before it is stopped. */
export const RUN_CAP_MS = 2_000;

/** How long reading the scenario may take; the parser's size limit keeps it below this. */
export const READ_CAP_MS = 10_000;

/** A superseded request that has run this long is abandoned for a fresh worker instead of awaited. */
export const ABANDON_AFTER_MS = 500;

/** Says that a run was stopped, and that the person's text is safe. */
export const stoppedMessage = (phase: 'reading' | 'running'): string =>
  phase === 'running'
    ? `Evaluation stopped after ${String(RUN_CAP_MS / 1000)} s: an expression took too long. Nothing you typed is lost.`
    : `Evaluation stopped after ${String(READ_CAP_MS / 1000)} s: the scenario took too long to read. Nothing you typed is lost.`;

/** A running engine worker, as the client uses it. */
export interface EngineWorker {
  post: (message: EngineMessage) => void;
  terminate: () => void;
  /**
   * A request the worker was given before the client took it (the early script's link): its id,
   * and whether its answer serves a request for this text and allowance. The client's first
   * request, if served, awaits that answer instead of asking again.
   */
  running?: { id: number; serves: (source: string, allowScripts: boolean) => boolean };
}

/** What a spawned worker tells the client: its replies, and that it failed (it could not load, or threw). */
export interface EngineWorkerListeners {
  reply: (reply: EngineReply) => void;
  fail: (message: string) => void;
}

/** One script call in the page's sandbox: its outcome, and a way to stop it. */
export interface RunningScript {
  outcome: Promise<ScriptOutcome>;
  cancel: () => void;
}

/** What the client needs from outside; tests pass a fake worker, a fake sandbox and a fake clock. */
export interface EngineClientDeps extends CountdownDeps {
  spawn: (listeners: EngineWorkerListeners) => EngineWorker;
  /** Runs a script webhook's call in the sandbox; it always settles (the sandbox has its own caps). */
  runScript: (call: ScriptCall) => RunningScript;
  /** Hears each answer that is still wanted: the latest text's, or why it has none. */
  answer: (evaluated: Evaluated) => void;
}

/** Evaluates scenario texts in a worker. */
export interface EngineClient {
  /** Asks for a text's answer; it supersedes any request not answered yet. Scripts run only if allowed. */
  evaluate: (source: string, allowScripts?: boolean) => void;
  /** Stops the worker; no answer comes after. */
  dispose: () => void;
}

interface Spawned {
  worker: EngineWorker;
  /** The worker's module has loaded: a request posted now starts at once. */
  ready: boolean;
  /** The request it was given before the client took it, until the client's first request. */
  running: EngineWorker['running'] | undefined;
}

/** A text to evaluate, and whether its scripts may run. */
interface Wanted {
  source: string;
  allowScripts: boolean;
}

interface InFlight extends Wanted {
  id: number;
  phase: 'reading' | 'running';
  /** When the worker began on it (undefined while the worker still loads). */
  startedAt?: number;
  scenario?: ScenarioSummary;
}

// What a superseded run's script calls get instead of running: nobody will read its answer.
const SKIPPED: ScriptOutcome = {
  kind: 'threw',
  error: 'not run: a newer text replaced this one',
  elapsedMs: 0,
  logs: [],
};

/** Creates the client; the worker is spawned on the first request and after each stop. */
export function createEngineClient(deps: EngineClientDeps): EngineClient {
  let current: Spawned | undefined;
  let inFlight: InFlight | undefined;
  let pending: Wanted | undefined;
  let script: RunningScript | undefined;
  let nextId = 1;
  const countdown = createCountdown(deps, () => onTimeout());

  // Starts the cap of the phase the request is in.
  const startClock = (request: InFlight) => {
    request.startedAt ??= deps.now();
    countdown.restart(request.phase === 'running' ? RUN_CAP_MS : READ_CAP_MS);
  };

  const spawn = (): Spawned => {
    const spawned: Spawned = {
      ready: false,
      running: undefined,
      // Replies from a worker already stopped are late: ignored.
      worker: deps.spawn({
        reply: (reply) => {
          if (current === spawned) onReply(spawned, reply);
        },
        fail: (message) => {
          if (current === spawned) onFail(message);
        },
      }),
    };
    spawned.running = spawned.worker.running;
    current = spawned;
    return spawned;
  };

  const stopWorker = () => {
    countdown.stop();
    script?.cancel();
    script = undefined;
    current?.worker.terminate();
    current = undefined;
  };

  const send = ({ source, allowScripts }: Wanted) => {
    const spawned = current ?? spawn();
    // The worker already runs this text (the early script asked): its answer is this request's.
    const { running } = spawned;
    spawned.running = undefined;
    if (running?.serves(source, allowScripts) === true) {
      inFlight = { id: running.id, source, allowScripts, phase: 'reading' };
      nextId = Math.max(nextId, running.id + 1);
      if (spawned.ready) startClock(inFlight);
      return;
    }
    const request: InFlight = { id: nextId++, source, allowScripts, phase: 'reading' };
    inFlight = request;
    spawned.worker.post({ type: 'evaluate', id: request.id, source, allowScripts });
    // A worker still loading its module has not begun: the clock starts when it says it is ready.
    if (spawned.ready) startClock(request);
  };

  // Hands on an answer unless a newer text is waiting: then that one goes to the worker instead.
  const settle = (evaluated: Evaluated) => {
    countdown.stop();
    inFlight = undefined;
    const next = pending;
    pending = undefined;
    if (next !== undefined) send(next);
    else deps.answer(evaluated);
  };

  // Runs a script call in the sandbox, the run's clock paused meanwhile, and posts its outcome.
  function runScript(spawned: Spawned, request: InFlight, call: ScriptCall) {
    if (pending !== undefined) {
      // The text is superseded: its answer will be dropped, so its scripts need not run.
      spawned.worker.post({
        type: 'script-answer',
        id: request.id,
        callId: call.id,
        outcome: SKIPPED,
      });
      return;
    }
    countdown.pause();
    const running = deps.runScript(call);
    script = running;
    void running.outcome.then((outcome) => {
      // A run stopped or replaced meanwhile does not want it.
      if (script !== running || current !== spawned || inFlight !== request) return;
      script = undefined;
      spawned.worker.post({ type: 'script-answer', id: request.id, callId: call.id, outcome });
      countdown.resume();
    });
  }

  function onReply(spawned: Spawned, reply: EngineReply) {
    if (reply.type === 'ready') {
      spawned.ready = true;
      if (inFlight !== undefined) startClock(inFlight);
      return;
    }
    // The link the early worker opened: the page read it from the early script already.
    if (reply.type === 'link' || inFlight?.id !== reply.id) return;
    if (reply.type === 'parsed') {
      // The scenario is read; the run gets its own, shorter, cap.
      inFlight.phase = 'running';
      inFlight.scenario = reply.scenario;
      startClock(inFlight);
      return;
    }
    if (reply.type === 'script') {
      runScript(spawned, inFlight, reply.call);
      return;
    }
    // The verdict before the review: the early script's to paint; the page waits for the whole answer.
    if (reply.type === 'ran') return;
    settle({ source: inFlight.source, scenario: reply.scenario, evaluation: reply.evaluation });
  }

  function onTimeout() {
    const stopped = inFlight;
    stopWorker();
    spawn();
    if (stopped === undefined) return;
    settle({
      source: stopped.source,
      scenario: stopped.scenario,
      evaluation: { kind: 'stopped', message: stoppedMessage(stopped.phase) },
    });
  }

  function onFail(message: string) {
    const failed = inFlight;
    // Not respawned at once: a worker that cannot load would fail again. The next edit tries anew.
    stopWorker();
    if (failed === undefined) return;
    settle({
      source: failed.source,
      scenario: failed.scenario,
      evaluation: { kind: 'bug', message: `the engine worker failed: ${message}` },
    });
  }

  return {
    evaluate: (source, allowScripts = false) => {
      const wanted = { source, allowScripts };
      if (inFlight === undefined) {
        send(wanted);
        return;
      }
      pending = wanted;
      const { startedAt } = inFlight;
      // Long enough that a fresh worker is quicker than waiting for an answer nobody wants.
      if (startedAt !== undefined && deps.now() - startedAt >= ABANDON_AFTER_MS) {
        inFlight = undefined;
        pending = undefined;
        stopWorker();
        send(wanted);
      }
    },
    dispose: () => {
      inFlight = undefined;
      pending = undefined;
      stopWorker();
    },
  };
}

// Runs a scenario whose webhooks are answered outside the engine: `script` webhooks in the host's
// sandbox, or (CLI `run --live`) every webhook by its real server. The chain itself stays
// synchronous: each run stops at the first outside call without an answer, the host answers it,
// and the run is replayed from the start with every answer so far. The environment is fresh for
// each replay, so uids and names repeat and each replay reaches the same call with the same review.

import type { EngineError, Result } from '../errors.ts';
import type { Scenario } from '../scenario/types.ts';
import type {
  ExternalAnswer,
  ExternalCall,
  HttpOutcome,
  LiveCall,
  ScriptCall,
  ScriptOutcome,
} from '../webhook/external/calls.ts';
import { deterministicEnvironment, type RunEnvironment } from '../admission/environment.ts';
import type { AdmissionResult } from './result.ts';
import { stepScenario } from './runScenario.ts';

/** Who answers the calls the engine cannot. */
export interface ScenarioServers {
  /** Runs a script webhook in the host's sandbox. Absent: scripts are paused (a link not allowed yet). */
  runScript?: (call: ScriptCall) => Promise<ScriptOutcome>;
  /** Posts to a real webhook server. Present: live mode, every webhook call goes out. */
  callLive?: (call: LiveCall) => Promise<HttpOutcome>;
  /** Hears each call once it is answered (the CLI's --record). */
  onAnswer?: (call: ExternalCall, answer: ExternalAnswer) => void;
}

// Each replay answers one more call; a request makes at most a few per webhook (reinvocation).
const MAX_CALLS = 1_000;

/** Replays the scenario's request, answering outside calls through `servers`. */
export async function runScenarioAsync(
  scenario: Scenario,
  servers: ScenarioServers = {},
  environment: () => RunEnvironment = () => deterministicEnvironment(),
): Promise<Result<AdmissionResult, EngineError[]>> {
  const live = servers.callLive !== undefined;
  const compiled = new Map<string, string>();
  if (!live) {
    const scripts = Object.values(scenario.webhooks).filter((b) => b.script !== undefined);
    if (scripts.length > 0) {
      // The compiler (and its parser) is a chunk of its own: only scenarios with scripts load it.
      const { compileScript } = await import('../webhook/script/compileScript.ts');
      const errors: EngineError[] = [];
      for (const behaviour of scripts) {
        const pointer = `${behaviour.pointer}/script`;
        const out = compileScript(behaviour.script ?? '');
        if (out.ok) compiled.set(pointer, out.code);
        else
          errors.push({
            kind: 'script',
            pointer,
            message: out.message,
            at: { line: out.line, column: out.column },
          });
      }
      if (errors.length > 0) return { ok: false, error: errors };
    }
  }
  const answers = new Map<string, ExternalAnswer>();
  for (let i = 0; i <= MAX_CALLS; i++) {
    const step = stepScenario(scenario, environment(), { live, answers, compiled });
    if (step.kind === 'done') return step.result;
    const { call } = step;
    let answer: ExternalAnswer;
    if (call.kind === 'live') {
      if (servers.callLive === undefined) throw new Error('a live call without a live server');
      answer = { kind: 'live', outcome: await servers.callLive(call) };
    } else {
      if (servers.runScript === undefined) {
        const message = `webhook "${call.webhook}" runs a script, and scripts are paused: allow scripts to run it`;
        return { ok: false, error: [{ kind: 'paused', pointer: call.pointer, message }] };
      }
      answer = { kind: 'script', outcome: await servers.runScript(call) };
    }
    answers.set(call.id, answer);
    servers.onAnswer?.(call, answer);
  }
  throw new Error(`more than ${String(MAX_CALLS)} outside calls in one request`);
}

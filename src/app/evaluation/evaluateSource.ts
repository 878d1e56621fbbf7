// Scenario text in, the engine's answer out: parse, run, render what kubectl prints. Runs in the
// engine worker (and inline in tests); deterministic, so the same text always gives the same answer.

import {
  deterministicEnvironment,
  describeEngineError,
  locateError,
  parseScenario,
  renderKubectl,
  runScenario,
  type EngineError,
  type Scenario,
  type SpanIndex,
} from '../../engine/index.ts';
import type { Problem } from '../store/problems.ts';
import type { EngineAnswer, ScenarioSummary } from './evaluation.ts';

/** An engine error as a problem in the whole-scenario editor, placed by its span or pointer. */
function toProblem(e: EngineError, spans?: SpanIndex): Problem {
  const span = locateError(e, spans);
  const pointer = 'pointer' in e && typeof e.pointer === 'string' ? { pointer: e.pointer } : {};
  return { target: 'scenario', message: describeEngineError(e), ...pointer, ...span };
}

/** Picks what the page reads from a scenario without running it. */
export function summarise(s: Scenario): ScenarioSummary {
  const { request: r } = s;
  return {
    name: s.name,
    title: s.title,
    description: s.description,
    kubernetesVersion: s.kubernetesVersion,
    request: {
      operation: r.operation,
      subResource: r.subResource,
      namespace: r.namespace,
      name: r.name,
      dryRun: r.dryRun,
      userInfo: { username: r.userInfo.username, groups: r.userInfo.groups },
    },
  };
}

/**
 * Parses and runs a scenario text. `onParsed` hears the scenario's summary before the run starts,
 * so a run stopped for taking too long still knows what it was running.
 */
export function evaluateSource(source: string, onParsed?: (scenario: ScenarioSummary) => void): EngineAnswer {
  let scenario: ScenarioSummary | undefined;
  // Bad input comes back as errors, so a throw here is an engine bug: show it, don't crash the page.
  try {
    const parsed = parseScenario(source);
    if (!parsed.ok) return { scenario, evaluation: { kind: 'invalid', problems: parsed.error.map((e) => toProblem(e)) } };
    scenario = summarise(parsed.value.scenario);
    onParsed?.(scenario);
    // A fresh environment per run: the same text always gives the same uids and names.
    const outcome = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!outcome.ok) {
      return { scenario, evaluation: { kind: 'invalid', problems: outcome.error.map((e) => toProblem(e, parsed.value.spans)) } };
    }
    const result = outcome.value;
    return { scenario, evaluation: { kind: 'result', result, kubectl: renderKubectl(result) } };
  } catch (e) {
    return { scenario, evaluation: { kind: 'bug', message: e instanceof Error ? e.message : String(e) } };
  }
}

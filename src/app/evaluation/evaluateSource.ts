// Scenario text in, the engine's answer out: parse, run, render what kubectl prints. Runs in the
// engine worker (and inline in tests); deterministic, so the same text always gives the same answer
// (a script webhook's too: its sandbox seeds Math.random and runs on a virtual clock).

import {
  deterministicEnvironment,
  describeEngineError,
  locateError,
  parseScenario,
  renderKubectl,
  runScenario,
  loadGroupsFor,
  runScenarioAsync,
  type AdmissionResult,
  type EngineError,
  type Result,
  type Scenario,
  type ScenarioServers,
  type SpanIndex,
} from '../../engine/index.ts';
import { scenarioFacts } from '../problems/scenarioFacts.ts';
import { withReview, withReviewAsync } from '../review/withReview.ts';
import type { Problem } from '../store/problems.ts';
import type { EngineAnswer, ScenarioSummary } from './evaluation.ts';

/**
 * An engine error as a problem in the whole-scenario editor, placed by its span or pointer. A
 * script's syntax error is the one the editors find themselves (the same compiler, under their
 * own 'script' marker owner): listed, but not marked a second time. A run paused at a script is
 * flagged so that the result panel can say why there is no result.
 */
function toProblem(e: EngineError, spans?: SpanIndex): Problem {
  const span = locateError(e, spans);
  const pointer = 'pointer' in e && typeof e.pointer === 'string' ? { pointer: e.pointer } : {};
  const flag =
    e.kind === 'script'
      ? { editorMarked: true as const }
      : e.kind === 'paused'
        ? { paused: true as const }
        : {};
  return { target: 'scenario', message: describeEngineError(e), ...pointer, ...span, ...flag };
}

/** Picks what the page reads from a scenario without running it. */
export function summarise(s: Scenario): ScenarioSummary {
  const { request: r } = s;
  return {
    name: s.name,
    title: s.title,
    description: s.description,
    kubernetesVersion: s.kubernetesVersion,
    notes: s.notes ?? [],
    request: {
      operation: r.operation,
      subResource: r.subResource,
      namespace: r.namespace,
      name: r.name,
      dryRun: r.dryRun,
      userInfo: { username: r.userInfo.username, groups: r.userInfo.groups },
    },
    facts: scenarioFacts(s),
  };
}

type Parsed =
  { ok: true; scenario: Scenario; spans: SpanIndex } | { ok: false; answer: EngineAnswer };

// Reads the text; bad input is an answer of its own, with no summary.
function read(source: string): Parsed {
  const parsed = parseScenario(source);
  if (!parsed.ok)
    return {
      ok: false,
      answer: {
        scenario: undefined,
        evaluation: { kind: 'invalid', problems: parsed.error.map((e) => toProblem(e)) },
      },
    };
  return { ok: true, scenario: parsed.value.scenario, spans: parsed.value.spans };
}

// The run's outcome as the page shows it.
function answerOf(
  outcome: Result<AdmissionResult, EngineError[]>,
  spans: SpanIndex,
  scenario: ScenarioSummary,
): EngineAnswer {
  if (!outcome.ok)
    return {
      scenario,
      evaluation: { kind: 'invalid', problems: outcome.error.map((e) => toProblem(e, spans)) },
    };
  const result = outcome.value;
  return { scenario, evaluation: { kind: 'result', result, kubectl: renderKubectl(result) } };
}

// Bad input comes back as errors, so a throw is an engine bug: show it, don't crash the page.
const bug = (scenario: ScenarioSummary | undefined, e: unknown): EngineAnswer => ({
  scenario,
  evaluation: { kind: 'bug', message: e instanceof Error ? e.message : String(e) },
});

/**
 * Parses and runs a scenario text. `onParsed` hears the scenario's summary before the run starts,
 * so a run stopped for taking too long still knows what it was running. Script webhooks need the
 * async sibling below.
 */
export function evaluateSource(
  source: string,
  onParsed?: (scenario: ScenarioSummary) => void,
): EngineAnswer {
  let scenario: ScenarioSummary | undefined;
  try {
    const parsed = read(source);
    if (!parsed.ok) return parsed.answer;
    scenario = summarise(parsed.scenario);
    onParsed?.(scenario);
    // A fresh environment per run: the same text always gives the same uids and names.
    return withReview(
      answerOf(runScenario(parsed.scenario, deterministicEnvironment()), parsed.spans, scenario),
      parsed.scenario,
    );
  } catch (e) {
    return bug(scenario, e);
  }
}

/** What the async evaluation hears and who runs its scripts (absent: scripts are paused). */
export interface EvaluateOptions extends Pick<ScenarioServers, 'runScript'> {
  onParsed?: (scenario: ScenarioSummary) => void;
  /** Hears the answer as the run left it, before the review is loaded and added: its verdict. */
  onRan?: (answer: EngineAnswer) => void;
  /** Awaited after onRan, before the review's chunk is asked for. */
  beforeReview?: () => Promise<void>;
}

/** As evaluateSource, with script webhooks run by `runScript`. */
export async function evaluateSourceAsync(
  source: string,
  options: EvaluateOptions = {},
): Promise<EngineAnswer> {
  let scenario: ScenarioSummary | undefined;
  try {
    const parsed = read(source);
    if (!parsed.ok) return parsed.answer;
    scenario = summarise(parsed.scenario);
    // The engine's parts this scenario needs (CEL, policies, plugin families ...) are chunks of
    // their own in the browser: fetched while the request is still being read (its longer cap).
    await loadGroupsFor(parsed.scenario);
    options.onParsed?.(scenario);
    const servers: ScenarioServers =
      options.runScript === undefined ? {} : { runScript: options.runScript };
    const outcome = await runScenarioAsync(parsed.scenario, servers, () =>
      deterministicEnvironment(),
    );
    const ran = answerOf(outcome, parsed.spans, scenario);
    options.onRan?.(ran);
    await options.beforeReview?.();
    return await withReviewAsync(ran, parsed.scenario, options.runScript);
  } catch (e) {
    return bug(scenario, e);
  }
}
